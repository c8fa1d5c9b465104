import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react'

import { SEARCH_PAGE_SIZE } from '../../config/constants'
import { useSearch } from '../../sdk'
import type { Facet } from '../../sdk/search/types'
import { withSearchAnalytics } from '../../analytics/search-events-on-demand'
import { useTrackEvent } from '../analytics/useTrackEvent'
import { listRenderKey } from '../analytics/useViewItemList'
import type { ProductCardData } from '../../lib/product-card/types'
import { useMediaQuery, useScrollLock } from '../search/hooks'
import { noResultMessage } from '../search/messages'
import { Facets } from './Facets'
import { ListingHead, ListingToolbar } from './ListingChrome'
import { ProductGrid, ProductGridSkeleton } from './ProductGrid'
import { SelectedFilters } from './SelectedFilters'
import type { FacetGroup, ListingDefinition } from '../../lib/listing/types'
import { useListingResults } from './useListingResults'
import { listingAddress, listingBaseOf } from './address'
import * as styles from './Listing.module.css'
import { formatDecimal } from '../../config/number-format'

export interface ListingViewProps {
  definition: ListingDefinition
}

/** 'N produtos' (1 produto). */
export const resultCountText = (total: number): string => `${formatDecimal(total)} ${total === 1 ? 'produto' : 'produtos'}`

/**
 * Filters are always shown from this width (the sidebar breakpoint of
 * Listing.module.css); below it they live in a drawer, rendered only while open.
 */
/** Cards of the first page whose image loads eagerly (above the fold on phones and desktops; our choice). */
export const LISTING_EAGER_CARDS = 2

/**
 * Cards of the first page whose image the HTML requests (the first two rows on a desktop, four on a
 * phone; our choice): the cards after them request theirs once the scripts run, so that the first
 * paint and the scripts do not share the network with ~20 pictures below the fold (decision 0020).
 */
export const LISTING_CARDS_WITH_IMAGES_IN_HTML = 8

const FILTER_SIDEBAR_MIN_WIDTH_PX = 1024
const WIDE_QUERY = `(min-width: ${FILTER_SIDEBAR_MIN_WIDTH_PX}px)`

interface PageLinkProps {
  /** The listing's address at that page (what the link opens without the scripts, or in a new tab). */
  href: string
  /** Adds the page to the ones shown (a plain click once the page's scripts run). */
  onLoad: () => void
  testId: string
  children: ReactNode
}

/**
 * Another page of the listing: a link to its address, which a plain click
 * turns into loading that page beside the ones shown. Before the scripts
 * run, or with a modifier key, it opens the address (the server renders
 * that page of results).
 */
function PageLink({ href, onLoad, testId, children }: PageLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onLoad()
  }
  return (
    <a href={href} className={styles.loadButton} onClick={onClick} data-testid={testId}>
      {children}
    </a>
  )
}

const MemoFacets = memo(Facets)
const MemoGrid = memo(ProductGrid)

/**
 * A listing (search results, department, collection, brand, Liquidação):
 * heading and result count, sort, filters with counts and chips, the product
 * grid over the toolkit's infinite pages with previous/next loading, and the
 * empty state.
 */
export function ListingView({ definition }: ListingViewProps) {
  const search = useSearch()
  const { state, pages } = search
  const results = useListingResults(state, pages)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const wide = useMediaQuery(WIDE_QUERY)
  useScrollLock(filtersOpen && !wide)

  const own = definition.baseFacets.length
  const removable = useMemo(() => state.selectedFacets.slice(own), [state.selectedFacets, own])
  const hiddenKeys = useMemo(() => definition.baseFacets.map((facet) => facet.key), [definition.baseFacets])
  const term = state.term && state.term !== definition.term ? state.term : null
  const bounds = results.total === null ? { hasPreviousPage: false, hasNextPage: false } : search.bounds(results.total)
  const base = useMemo(() => listingBaseOf(definition), [definition])
  const pageAddress = (page: number) => listingAddress({ ...state, page }, base)

  // A search for a term is one analytics query event (debounced 500 ms).
  useEffect(() => {
    if (term) withSearchAnalytics((analytics) => analytics.query(term))
  }, [term])

  const { selectedFacets } = state
  // One function for the listing's life, reading the current selection and actions when pressed: the
  // filters' options are memoised, and a new function per selection re-rendered all of them (105 on
  // /esportes/corrida) in the frame of the tap.
  const latest = useRef({ selectedFacets, toggleFacet: search.toggleFacet, setFacet: search.setFacet })
  latest.current = { selectedFacets, toggleFacet: search.toggleFacet, setFacet: search.setFacet }
  const toggle = useCallback((facet: Facet, group: FacetGroup) => {
    const { selectedFacets: current, toggleFacet, setFacet } = latest.current
    const selected = current.some((f) => f.key === facet.key && f.value === facet.value)
    // A price range replaces the previous one; text values add up.
    if (group.type === 'PRICERANGE' && !selected) setFacet(facet, true)
    else toggleFacet(facet)
  }, [])

  // The results' section follows a change in a render of its own: a filter's or sort's tap paints the
  // checked box and the chips first. Cached answers (a filter taken off) otherwise mounted 24 cards,
  // their pictures and their view_item_list in the tap's frame (phone, 4× slower CPU).
  const section = useMemo(
    () => ({ pages: results.pages, empty: results.total === 0 && !results.loading }),
    [results.pages, results.total, results.loading],
  )
  const shown = useDeferredValue(section)

  // Analytics: the listing is one list; each loaded page of it is one view_item_list (once per render of its products).
  const trackEvent = useTrackEvent()
  const listId = definition.listingPath
  const listName = definition.title
  const viewedPages = useRef(new Set<string>())
  useEffect(() => {
    const keys = new Set<string>()
    for (const view of shown.pages) {
      if (!view.products || view.products.length === 0) continue
      const products = view.products
      const firstPosition = view.page * SEARCH_PAGE_SIZE + 1
      const key = listRenderKey({ id: listId, name: listName }, products, firstPosition)
      keys.add(key)
      if (viewedPages.current.has(key)) continue
      void trackEvent('viewCardList', { id: listId, name: listName }, products, firstPosition)
    }
    // Pages no longer shown (another filter, sort or term) count again when they come back.
    viewedPages.current = keys
  }, [shown.pages, listId, listName, trackEvent])

  const onProductClick = useCallback(
    (product: ProductCardData, position: number) => {
      if (term) withSearchAnalytics((analytics) => analytics.click({ productId: product.productId, position, term }))
      void trackEvent('selectCard', { id: listId, name: listName }, product, position)
    },
    [term, trackEvent, listId, listName],
  )


  return (
    <div className={styles.listing}>
      <ListingHead title={term ? `Resultados para “${term}”` : definition.title} count={results.total === null ? null : resultCountText(results.total)} />
      <ListingToolbar
        filterCount={removable.length}
        filtersOpen={filtersOpen}
        onOpenFilters={() => setFiltersOpen(true)}
        sort={state.sort}
        onSort={search.setSort}
      />

      <SelectedFilters facets={removable} groups={results.facets} onRemove={search.toggleFacet} onClear={() => search.setFacets(definition.baseFacets)} />

      <div className={styles.layout}>
        <aside className={`${styles.sidebar} ${filtersOpen ? styles.sidebarOpen : ''}`} aria-label="Filtros">
          {(wide || filtersOpen) && (
            <>
              <div className={styles.drawerHead}>
                <h2>Filtros</h2>
                <button type="button" className={styles.drawerClose} onClick={() => setFiltersOpen(false)}>
                  Ver {results.total === null ? '' : resultCountText(results.total)}
                </button>
              </div>
              <MemoFacets groups={results.facets} hiddenKeys={hiddenKeys} selected={selectedFacets} onToggle={toggle} />
            </>
          )}
        </aside>

        <section className={styles.results} aria-label="Produtos">
          {bounds.hasPreviousPage && (
            <PageLink href={pageAddress(pages[0] - 1)} onLoad={search.addPrevPage} testId="load-previous">
              Carregar produtos anteriores
            </PageLink>
          )}
          {shown.empty ? (
            <div className={styles.empty} data-testid="listing-empty">
              <p>{term ? noResultMessage(term) : 'Nenhum produto encontrado com os filtros selecionados.'}</p>
              {removable.length > 0 && (
                <button type="button" className={styles.loadButton} onClick={() => search.setFacets(definition.baseFacets)}>
                  Limpar filtros
                </button>
              )}
            </div>
          ) : (
            shown.pages.map((view) =>
              view.products ? (
                <div key={view.page} data-page={view.page} className={styles.page}>
                  <MemoGrid
                    products={view.products}
                    firstPosition={view.page * SEARCH_PAGE_SIZE + 1}
                    eagerCount={view.page === pages[0] ? LISTING_EAGER_CARDS : 0}
                    deferImagesFrom={view.page === pages[0] ? LISTING_CARDS_WITH_IMAGES_IN_HTML : Infinity}
                    onProductClick={onProductClick}
                  />
                </div>
              ) : view.failed ? (
                <p key={view.page} className={styles.error} role="alert">
                  Não foi possível carregar os produtos. Tente novamente.
                </p>
              ) : (
                <ProductGridSkeleton key={view.page} count={view.page === pages[0] ? 8 : 4} />
              ),
            )
          )}
          {bounds.hasNextPage && !results.loading && (
            <PageLink href={pageAddress(pages[pages.length - 1] + 1)} onLoad={search.addNextPage} testId="load-next">
              Carregar mais produtos
            </PageLink>
          )}
        </section>
      </div>
    </div>
  )
}
