import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'gatsby'

import type { Imperdivel } from '../../../cms-schemas'
import { SUGGESTED_TERMS_MAX } from '../../config/constants'
import { searchPageHref } from '../../lib/search'
import type { SearchProduct } from '../../contracts/search'
import type { SearchedTerm } from '../../sdk/storage/searchHistory'
import { ImperdivelSection } from './ImperdivelSection'
import {
  CLEAR_LABEL,
  HEADING_HISTORY,
  HEADING_SUGGESTIONS,
  HEADING_TOP_SEARCHES,
  TAB_FOR_YOU,
  TAB_UNMISSABLE,
  noResultMessage,
} from './messages'
import { SearchProductList } from './SearchProductList'
import { useSearchRecommendations, useTopSearches } from './useSearchHome'
import { useSuggestions } from './useSuggestions'
import * as styles from './SearchPanel.module.css'

export interface SearchPanelProps {
  /** The sanitised text of the input. */
  term: string
  /** Characters before suggestions are requested (2 in the modal, 3 in the header box). */
  minChars: number
  isMobile: boolean
  imperdivel: Imperdivel | null
  history: SearchedTerm[]
  onClearHistory: () => void
  /** A term was chosen (suggestion, history or top search). */
  onChooseTerm: (term: string) => void
  /** A product was chosen (position counts from 1). */
  onChooseProduct: (productId: string, position: number, term: string | null) => void
  /** A CMS card was followed. */
  onNavigate: () => void
  id?: string
}

type Tab = 'for-you' | 'imperdivel'

/**
 * The search modal's content: with no term, history ('Você já
 * buscou') or top searches ('Mais buscados') with product shelves; with a
 * term, up to 4 suggested terms and products; with no result, the not-found
 * message and a suggestion shelf. On mobile, tabs 'Para você' and
 * 'Imperdível' scroll between the sections and follow the scroll position.
 */
/** A list of searched terms, each a link to its results page (ordered for rankings); renders again only when its props change. */
const TermLinks = memo(function TermLinks({ terms, onChoose, ordered = false }: { terms: ReadonlyArray<{ term: string }>; onChoose: (term: string) => void; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <List className={styles.terms}>
      {terms.map((entry) => (
        <li key={entry.term}>
          <Link to={searchPageHref(entry.term)} className={styles.term} onClick={() => onChoose(entry.term)}>
            {entry.term}
          </Link>
        </li>
      ))}
    </List>
  )
})

const NO_PRODUCTS: SearchProduct[] = []

export function SearchPanel({
  term,
  minChars,
  isMobile,
  imperdivel,
  history,
  onClearHistory,
  onChooseTerm,
  onChooseProduct,
  onNavigate,
  id,
}: SearchPanelProps) {
  const suggestions = useSuggestions(term, minChars)
  const typed = term.trim().length >= minChars
  const top = useTopSearches(true)
  const recommendations = useSearchRecommendations(true, isMobile)
  const [tab, setTab] = useState<Tab>('for-you')
  const scrollRef = useRef<HTMLDivElement>(null)
  const imperdivelRef = useRef<HTMLElement>(null)
  const showTabs = isMobile && imperdivel !== null

  const noResult = typed && suggestions.settled && !suggestions.error && suggestions.terms.length === 0 && suggestions.products.length === 0

  // The active tab follows the scroll position.
  const onScroll = useCallback(() => {
    const container = scrollRef.current
    const section = imperdivelRef.current
    if (!container || !section) return
    const reached = section.offsetTop - container.scrollTop <= container.clientHeight / 3
    const atEnd = container.scrollTop + container.clientHeight >= container.scrollHeight - 2
    setTab(reached || (atEnd && container.scrollTop > 0) ? 'imperdivel' : 'for-you')
  }, [])

  useEffect(() => {
    if (!showTabs) setTab('for-you')
  }, [showTabs])

  const goTo = (next: Tab) => {
    const container = scrollRef.current
    if (!container) return
    const offset = next === 'imperdivel' ? (imperdivelRef.current?.offsetTop ?? 0) : 0
    setTab(next)
    container.scrollTo({ top: offset, behavior: 'smooth' })
  }

  // The shelves and lists are memoised (a character typed re-rendered every link of the panel): what
  // they are given keeps its identity while its content is the same.
  const chosen = useRef({ onChooseProduct, typed, term })
  chosen.current = { onChooseProduct, typed, term }
  const chooseProduct = useCallback((productId: string, position: number) => {
    const { onChooseProduct: choose, typed: wasTyped, term: searched } = chosen.current
    choose(productId, position, wasTyped ? searched.trim() : null)
  }, [])
  const suggestedTerms = useMemo(() => suggestions.terms.slice(0, SUGGESTED_TERMS_MAX), [suggestions.terms])
  const topProducts = useMemo(() => (top?.products ?? NO_PRODUCTS).slice(0, 6), [top])
  const youMayLike = useMemo(
    () => (recommendations?.products.length ? recommendations.products.slice(0, 6) : topProducts),
    [recommendations, topProducts],
  )

  const forYou = typed ? (
    <>
      {suggestions.error && <p className={styles.muted} role="status">Não foi possível carregar as sugestões.</p>}
      {noResult ? (
        <>
          <p className={styles.noResult} role="status" data-testid="search-no-result">
            {noResultMessage(term.trim())}
          </p>
          <SearchProductList
            title="Você pode gostar"
            products={youMayLike}
            onChoose={chooseProduct}
            testId="search-no-result-shelf"
          />
        </>
      ) : (
        <>
          {suggestions.terms.length > 0 && (
            <section className={styles.block} data-testid="search-suggestions">
              <h3 className={styles.heading}>{HEADING_SUGGESTIONS}</h3>
              <TermLinks terms={suggestedTerms} onChoose={onChooseTerm} />
            </section>
          )}
          <SearchProductList title="Produtos" products={suggestions.products} onChoose={chooseProduct} testId="search-products" />
          {suggestions.loading && suggestions.products.length === 0 && <p className={styles.muted}>Buscando…</p>}
        </>
      )}
    </>
  ) : (
    <>
      {history.length > 0 ? (
        <section className={styles.block} data-testid="search-history">
          <div className={styles.headingRow}>
            <h3 className={styles.heading}>{HEADING_HISTORY}</h3>
            <button type="button" className={styles.linkButton} onClick={onClearHistory}>
              {CLEAR_LABEL}
            </button>
          </div>
          <TermLinks terms={history} onChoose={onChooseTerm} />
        </section>
      ) : (
        top &&
        top.terms.length > 0 && (
          <section className={styles.block} data-testid="search-top">
            <h3 className={styles.heading}>{HEADING_TOP_SEARCHES}</h3>
            <TermLinks terms={top.terms} onChoose={onChooseTerm} ordered />
          </section>
        )
      )}
      {recommendations && recommendations.products.length > 0 && (
        <SearchProductList
          title={recommendations.title ?? 'Recomendados para você'}
          products={recommendations.products}
          onChoose={chooseProduct}
          testId="search-recommendations"
        />
      )}
      <SearchProductList title="Em alta" products={topProducts} onChoose={chooseProduct} testId="search-top-products" />
    </>
  )

  return (
    <div className={`${styles.panel} ${isMobile ? styles.panelMobile : styles.panelDesktop}`} id={id} data-testid="search-panel">
      {showTabs && (
        <div className={styles.tabs} role="tablist" aria-label="Seções da busca">
          <button type="button" role="tab" aria-selected={tab === 'for-you'} className={styles.tab} onClick={() => goTo('for-you')}>
            {TAB_FOR_YOU}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'imperdivel'} className={styles.tab} onClick={() => goTo('imperdivel')}>
            {TAB_UNMISSABLE}
          </button>
        </div>
      )}
      <div className={styles.scroll} ref={scrollRef} onScroll={showTabs ? onScroll : undefined} data-testid="search-scroll">
        <section className={styles.forYou} aria-label={TAB_FOR_YOU} data-testid="search-for-you">
          {forYou}
        </section>
        {imperdivel && (isMobile || !typed) && (
          <section ref={imperdivelRef} className={styles.unmissable} aria-labelledby="search-imperdivel-title" data-testid="search-imperdivel">
            <h3 id="search-imperdivel-title" className={styles.heading}>
              {TAB_UNMISSABLE}
            </h3>
            <ImperdivelSection content={imperdivel} onNavigate={onNavigate} />
          </section>
        )}
      </div>
    </div>
  )
}
