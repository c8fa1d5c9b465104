import { Suspense, lazy, useCallback, useDeferredValue, useEffect, useId, useRef, useState } from 'react'
import type { FormEvent, ReactNode, RefObject } from 'react'
import { navigate } from 'gatsby'

import type { Imperdivel } from '../../../cms-schemas'
import { AUTOCOMPLETE_MIN_CHARS_HEADER, AUTOCOMPLETE_MIN_CHARS_MODAL, MOBILE_BREAKPOINT_PX } from '../../config/constants'
import { retainSessionPingOnDemand, withSearchAnalytics } from '../../analytics/search-events-on-demand'
import { canSubmitSearch, sanitizeSearchInput, searchPageHref, searchTermOf } from '../../lib/search'
import { useTrackEvent } from '../analytics/useTrackEvent'
import { Icon } from '../icons/Icon'
import { Dialog } from '../ui/Dialog'
import { useMediaQuery, usePlaceholderTyper, useTypedPlaceholder } from './hooks'
import type { PlaceholderTyper } from './placeholder-typer'
import { CANCEL_LABEL, CLEAR_LABEL, PLACEHOLDER_PHRASES, SEARCH_LABEL, SEARCH_TIP } from './messages'
import { useSearchHistory } from './useSearchHistory'
import { imperdivelContent, useSliceValue } from '../layout/shell-slice-data'
import * as styles from './SearchBox.module.css'

export interface SearchBoxProps {
  /** The Imperdível content of the CMS (ShellContent.imperdivel); null hides the section. */
  imperdivel?: Imperdivel | null
  /** The term shown at first (e.g. the current search's q). */
  defaultTerm?: string
  /** Example phrases the placeholder types out. */
  placeholderPhrases?: readonly string[]
  /** The page address (Gatsby's location): on /pesquisa the box shows the searched q. */
  location?: { pathname: string; search?: string }
}

/** The term of a results address (`/pesquisa?q=…`), else ''. */
export function searchedTermOf(location: { pathname: string; search?: string } | undefined): string {
  if (!location || !/^\/pesquisa\/?$/.test(location.pathname)) return ''
  return new URLSearchParams(location.search ?? '').get('q') ?? ''
}

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`

/** The suggestions panel is only drawn once the search opens: its code loads then (or as the field is approached). */
const loadSearchPanel = () => import(/* webpackChunkName: "search-panel" */ './SearchPanel')
const SearchPanel = lazy(() => loadSearchPanel().then((module) => ({ default: module.SearchPanel })))

interface SearchFormProps {
  inputId: string
  inputRef: RefObject<HTMLInputElement>
  term: string
  /** Types the field's placeholder (rendered with its current text, then written to the field). */
  placeholderTyper: PlaceholderTyper
  open: boolean
  panelId: string
  onTerm: (value: string) => void
  /** Opens the suggestions when the field gets the focus (desktop; on phones a tap or typing opens the modal). */
  onFocus?: () => void
  onOpen: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onClear: () => void
  onCancel: () => void
  testId: string
  extra?: ReactNode
}

/** The form labelled Buscar: input, Limpar, submit and Cancelar. */
function SearchForm({ inputId, inputRef, term, placeholderTyper, open, panelId, onTerm, onFocus, onOpen, onSubmit, onClear, onCancel, testId, extra }: SearchFormProps) {
  useTypedPlaceholder(inputRef, placeholderTyper)
  return (
    <form className={styles.form} role="search" aria-label={SEARCH_LABEL} onSubmit={onSubmit} action="/pesquisa" method="get" data-testid={testId}>
      {extra}
      <div className={styles.field}>
        <label htmlFor={inputId} className="visually-hidden">
          {SEARCH_LABEL}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          value={term}
          placeholder={placeholderTyper.text()}
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={open ? panelId : undefined}
          onChange={(event) => onTerm(event.target.value)}
          onFocus={onFocus}
          onClick={onOpen}
        />
        {term !== '' && (
          <button type="button" className={styles.clear} onClick={onClear}>
            {CLEAR_LABEL}
          </button>
        )}
        <button type="submit" className={styles.submit} aria-label={SEARCH_LABEL}>
          <Icon name="search" size={20} />
        </button>
      </div>
      {open && (
        <button type="button" className={styles.cancel} onClick={onCancel}>
          {CANCEL_LABEL}
        </button>
      )}
    </form>
  )
}

/**
 * The header search box: a form labelled Buscar with a sanitised
 * input, Limpar and Cancelar, a typing placeholder and suggestions. On desktop
 * the suggestions open under the box (from 3 characters); on mobile a
 * full-screen modal opens (suggestions from 2 characters) with the tabs 'Para
 * você' and 'Imperdível', closing on Escape or its close button and locking
 * page scroll. Submitting 3+ characters closes it and goes to /pesquisa?q=.
 */
export function SearchBox({ imperdivel: imperdivelProp = null, defaultTerm, placeholderPhrases = PLACEHOLDER_PHRASES, location }: SearchBoxProps) {
  // The Imperdível slice's content once it has published it (decision record 0036), else the prop's.
  const imperdivel = useSliceValue(imperdivelContent, imperdivelProp)
  // The static HTML has no query: the searched term is read once mounted.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const initialTerm = defaultTerm ?? (mounted ? searchedTermOf(location) : '')
  const [term, setTerm] = useState(() => sanitizeSearchInput(initialTerm))
  const [open, setOpen] = useState(false)
  const isMobile = useMediaQuery(MOBILE_QUERY)
  const { history, add, clear, reload } = useSearchHistory()
  const placeholderTyper = usePlaceholderTyper(placeholderPhrases, term === '')
  const rootRef = useRef<HTMLDivElement>(null)
  const headerInputRef = useRef<HTMLInputElement>(null)
  const modalInputRef = useRef<HTMLInputElement>(null)
  const baseId = useId()
  const panelId = `${baseId}-panel`
  const modalOpen = open && isMobile
  const trackEvent = useTrackEvent()

  useEffect(() => setTerm(sanitizeSearchInput(initialTerm)), [initialTerm])

  // Text typed into the static page's box before the page hydrated (React saw no change) is kept.
  useEffect(() => {
    const typed = headerInputRef.current?.value ?? ''
    if (typed !== '') setTerm(sanitizeSearchInput(typed))
  }, [])

  useEffect(() => retainSessionPingOnDemand(), [])

  const close = useCallback(() => setOpen(false), [])

  // The tap paints the opened search (the modal's frame and its field) first; the suggestions panel
  // follows in a render of its own, and the history is read again (another tab may have searched) then.
  const panelOpen = useDeferredValue(open)
  useEffect(() => {
    if (panelOpen) reload()
  }, [panelOpen, reload])

  const openSearch = useCallback(() => setOpen(true), [])

  // Escape closes; on desktop a press outside the box closes too.
  useEffect(() => {
    if (!open) return undefined
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        ;(isMobile ? headerInputRef.current : null)?.blur()
      }
    }
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target
      if (isMobile || !(target instanceof Node)) return
      if (!rootRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('mousedown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('mousedown', onPointerDown)
    }
  }, [open, isMobile])

  const search = useCallback(
    (value: string) => {
      const finalTerm = searchTermOf(value)
      if (!canSubmitSearch(finalTerm)) return false
      add(finalTerm)
      withSearchAnalytics((analytics) => analytics.query(finalTerm))
      void trackEvent('search', finalTerm)
      setTerm(finalTerm)
      setOpen(false)
      headerInputRef.current?.blur()
      void navigate(searchPageHref(finalTerm))
      return true
    },
    [add, trackEvent],
  )

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The field's own value: text typed while the page was still hydrating has reached no state yet.
    const field = event.currentTarget.elements.namedItem('q')
    search(field instanceof HTMLInputElement ? field.value : term)
  }

  // Stable, like `close`: the panel's lists are memoised on what they are given.
  const onChooseTerm = useCallback(
    (chosen: string) => {
      const finalTerm = searchTermOf(chosen)
      add(finalTerm)
      withSearchAnalytics((analytics) => analytics.query(finalTerm))
      void trackEvent('search', finalTerm)
      setTerm(finalTerm)
      setOpen(false)
    },
    [add, trackEvent],
  )

  const onChooseProduct = useCallback((productId: string, position: number, searched: string | null) => {
    withSearchAnalytics((analytics) => analytics.click({ productId, position, term: searched }))
    setOpen(false)
  }, [])

  const cancel = () => {
    setTerm('')
    setOpen(false)
  }

  const clearTerm = () => {
    setTerm('')
    ;(modalOpen ? modalInputRef : headerInputRef).current?.focus()
  }

  const formProps = {
    term,
    placeholderTyper,
    open,
    panelId,
    onTerm: (value: string) => {
      setTerm(sanitizeSearchInput(value))
      setOpen(true)
    },
    onOpen: openSearch,
    onSubmit,
    onClear: clearTerm,
    onCancel: cancel,
  }

  const panelLoading = <div className={styles.panelLoading} aria-busy="true" />
  const panel = !panelOpen ? (
    panelLoading
  ) : (
    <Suspense fallback={panelLoading}>
      <SearchPanel
        id={panelId}
        term={term}
        minChars={isMobile ? AUTOCOMPLETE_MIN_CHARS_MODAL : AUTOCOMPLETE_MIN_CHARS_HEADER}
        isMobile={isMobile}
        imperdivel={imperdivel}
        history={history}
        onClearHistory={clear}
        onChooseTerm={onChooseTerm}
        onChooseProduct={onChooseProduct}
        onNavigate={close}
      />
    </Suspense>
  )

  return (
    <div
      ref={rootRef}
      className={`${styles.root} ${open && !isMobile ? styles.rootOpen : ''}`}
      data-testid="search-box"
      onPointerEnter={() => void loadSearchPanel()}
      onFocusCapture={() => void loadSearchPanel()}
    >
      <SearchForm
        {...formProps}
        open={open && !isMobile}
        // On phones the field opens the modal when tapped, not when it gets the focus back as the modal closes.
        onFocus={isMobile ? undefined : openSearch}
        inputId={`${baseId}-input`}
        inputRef={headerInputRef}
        testId="search-form"
      />
      {open && !isMobile && (
        <div className={styles.dropdown}>
          <p className={styles.tip}>{SEARCH_TIP}</p>
          {panel}
        </div>
      )}
      {open && !isMobile && <div className={styles.backdrop} aria-hidden="true" onMouseDown={close} />}
      <Dialog open={modalOpen} onClose={close} label="Busca" testId="search-modal" className={styles.modal} initialFocus="input[type='search']">
        <div className={styles.modalHeader}>
          <SearchForm {...formProps} inputId={`${baseId}-modal-input`} inputRef={modalInputRef} testId="search-modal-form" />
          <button type="button" className={styles.close} aria-label="Fechar busca" onClick={close}>
            <Icon name="close" size={22} />
          </button>
        </div>
        <p className={styles.tip}>{SEARCH_TIP}</p>
        {panel}
      </Dialog>
    </div>
  )
}
