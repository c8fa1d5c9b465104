import type { SearchSort } from '../../config/constants'
import { ListingHead, ListingToolbar } from './ListingChrome'
import { ProductGridSkeleton } from './ProductGrid'
import * as styles from './Listing.module.css'

const noop = () => undefined

/** The listing's frame before its address is known (static HTML of /pesquisa): the same chrome and placeholder cards. */
export function ListingPlaceholder({ title, sort }: { title: string; sort: SearchSort }) {
  return (
    <div className={styles.listing} aria-busy="true">
      <ListingHead title={title} count={null} />
      <ListingToolbar filterCount={0} filtersOpen={false} onOpenFilters={noop} sort={sort} onSort={noop} disabled />
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Filtros" />
        <section className={styles.results} aria-label="Produtos">
          <ProductGridSkeleton count={8} />
        </section>
      </div>
    </div>
  )
}
