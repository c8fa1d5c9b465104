import { useEffect, useState } from 'react'

import { SEARCH_PAGE_SIZE } from '../../config/constants'
import { useSearch } from '../../sdk'
import type { Facet } from '../../sdk/search/types'
import { searchAnalytics } from '../../lib/search'
import { useScrollLock } from '../search/hooks'
import { noResultMessage } from '../search/messages'
import { Facets } from './Facets'
import { ProductGrid, ProductGridSkeleton } from './ProductGrid'
import { SelectedFilters } from './SelectedFilters'
import { SortSelect } from './SortSelect'
import type { FacetGroup, ListingDefinition } from './types'
import { useListingResults } from './useListingResults'
import * as styles from './Listing.module.css'

export interface ListingViewProps {
  definition: ListingDefinition
}

/** 'N produtos' (1 produto). */
export const resultCountText = (total: number): string => `${total.toLocaleString('pt-BR')} ${total === 1 ? 'produto' : 'produtos'}`

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
  useScrollLock(filtersOpen)

  const own = definition.baseFacets.length
  const removable = state.selectedFacets.slice(own)
  const hiddenKeys = definition.baseFacets.map((facet) => facet.key)
  const term = state.term && state.term !== definition.term ? state.term : null
  const bounds = results.total === null ? { hasPreviousPage: false, hasNextPage: false } : search.bounds(results.total)

  // A search for a term is one analytics query event (debounced 500 ms).
  useEffect(() => {
    if (term) searchAnalytics().query(term)
  }, [term])

  const toggle = (facet: Facet, group: FacetGroup) => {
    if (group.type === 'PRICERANGE') {
      const selected = state.selectedFacets.some((f) => f.key === facet.key && f.value === facet.value)
      if (selected) search.toggleFacet(facet)
      else search.setFacet(facet, true)
      return
    }
    search.toggleFacet(facet)
  }

  const heading = term ? `Resultados para “${term}”` : definition.title
  const empty = results.total === 0 && !results.loading

  const onProductClick = (productId: string, position: number) => {
    if (term) searchAnalytics().click({ productId, position, term })
  }

  return (
    <div className={styles.listing}>
      <header className={styles.head}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.count} data-testid="result-count" aria-live="polite">
          {results.total === null ? '\u00a0' : resultCountText(results.total)}
        </p>
      </header>

      <div className={styles.toolbar}>
        <button type="button" className={styles.filterButton} onClick={() => setFiltersOpen(true)} aria-expanded={filtersOpen}>
          Filtrar{removable.length > 0 ? ` (${removable.length})` : ''}
        </button>
        <SortSelect value={state.sort} onChange={(sort) => search.setSort(sort)} />
      </div>

      <SelectedFilters
        facets={removable}
        groups={results.facets}
        onRemove={(facet) => search.toggleFacet(facet)}
        onClear={() => search.setFacets(definition.baseFacets)}
      />

      <div className={styles.layout}>
        <aside className={`${styles.sidebar} ${filtersOpen ? styles.sidebarOpen : ''}`} aria-label="Filtros">
          <div className={styles.drawerHead}>
            <h2>Filtros</h2>
            <button type="button" className={styles.drawerClose} onClick={() => setFiltersOpen(false)}>
              Ver {results.total === null ? '' : resultCountText(results.total)}
            </button>
          </div>
          <Facets groups={results.facets} hiddenKeys={hiddenKeys} selected={state.selectedFacets} onToggle={toggle} />
        </aside>

        <section className={styles.results} aria-label="Produtos">
          {bounds.hasPreviousPage && (
            <button type="button" className={styles.loadButton} onClick={search.addPrevPage} data-testid="load-previous">
              Carregar produtos anteriores
            </button>
          )}
          {empty ? (
            <div className={styles.empty} data-testid="listing-empty">
              <p>{term ? noResultMessage(term) : 'Nenhum produto encontrado com os filtros selecionados.'}</p>
              {removable.length > 0 && (
                <button type="button" className={styles.loadButton} onClick={() => search.setFacets(definition.baseFacets)}>
                  Limpar filtros
                </button>
              )}
            </div>
          ) : (
            results.pages.map((view) =>
              view.products ? (
                <div key={view.page} data-page={view.page} className={styles.page}>
                  <ProductGrid
                    products={view.products}
                    firstPosition={view.page * SEARCH_PAGE_SIZE + 1}
                    eagerCount={view.page === pages[0] ? 4 : 0}
                    onProductClick={(product, position) => onProductClick(product.productId, position)}
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
            <button type="button" className={styles.loadButton} onClick={search.addNextPage} data-testid="load-next">
              Carregar mais produtos
            </button>
          )}
        </section>
      </div>
    </div>
  )
}
