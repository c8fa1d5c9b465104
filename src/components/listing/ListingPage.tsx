import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { navigate } from 'gatsby'

import { SearchProvider } from '../../sdk'
import { afterNextPaint } from '../lazy/after-next-paint'
import { listingAddress, listingBaseOf, listingStateFromAddress, onlyPageDiffers } from './address'
import { ListingView } from './ListingView'
import { ListingSeedContext, listingSeed, type ListingSeed } from './seed'
import type { ListingDefinition, ListingResultPage } from '../../lib/listing/types'

export interface ListingPageProps {
  definition: ListingDefinition
  /** The page's location (pathname and search). */
  location: { pathname: string; search: string }
  /** The first page rendered at build time (static listings). */
  initialPage?: ListingResultPage
  /** Pages already answered for the address (the server-rendered results page). */
  seed?: ListingSeed
}

/**
 * Binds a listing to its address through the toolkit's search state: the
 * state is read from the address; every change writes a new address (a page
 * move replaces it, anything else pushes); back/forward to another address
 * restores that state.
 */
export function ListingPage({ definition, location, initialPage, seed }: ListingPageProps) {
  const base = useMemo(() => listingBaseOf(definition), [definition])
  const address = `${location.pathname}${location.search}`
  const canonical = useCallback((value: string) => listingAddress(listingStateFromAddress(value, base), base), [base])

  // The build-time first page answers the listing's default state at once.
  const seeded = useMemo(
    () => seed ?? (initialPage ? listingSeed(listingStateFromAddress(definition.listingPath, base), 0, initialPage) : null),
    [seed, initialPage, definition.listingPath, base],
  )

  const [generation, setGeneration] = useState(0)
  const ownAddress = useRef(canonical(address))
  const initialState = useMemo(
    () => listingStateFromAddress(address, base),
    // A new generation (back/forward, a link) re-reads the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [generation, base],
  )

  useEffect(() => {
    const next = canonical(address)
    if (next !== ownAddress.current) {
      ownAddress.current = next
      startTransition(() => setGeneration((value) => value + 1))
    }
  }, [address, canonical])

  // The address follows a change after the change has painted: a filter tap's frame shows the checked
  // box and the results' placeholder, and Gatsby's navigation (its loader, the history entry) runs in
  // the task after (in the tap's frame it was a third of the tap's script, phone at 4× slower CPU).
  const pendingNavigations = useRef(new Set<() => void>())
  useEffect(() => {
    const pending = pendingNavigations.current
    return () => {
      pending.forEach((cancel) => cancel())
      pending.clear()
    }
  }, [])

  const onChange = useCallback(
    (url: URL) => {
      const state = listingStateFromAddress(`${url.pathname}${url.search}`, { ...base, baseFacets: [] })
      const next = listingAddress(state, base)
      if (next === ownAddress.current) return
      const previous = listingStateFromAddress(ownAddress.current, base)
      const replace = onlyPageDiffers(previous, listingStateFromAddress(next, base))
      ownAddress.current = next
      const cancel = afterNextPaint(() => {
        pendingNavigations.current.delete(cancel)
        void navigate(next, { replace })
      })
      pendingNavigations.current.add(cancel)
    },
    [base],
  )

  return (
    <ListingSeedContext.Provider value={seeded}>
      <SearchProvider key={generation} initialState={initialState} onChange={onChange}>
        <ListingView definition={definition} />
      </SearchProvider>
    </ListingSeedContext.Provider>
  )
}
