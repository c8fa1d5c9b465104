import { ProductGridSkeleton } from './ProductGrid'
import * as styles from './Listing.module.css'

/** The listing's frame before its address is known (static HTML of /pesquisa): heading and placeholder cards. */
export function ListingPlaceholder({ title }: { title: string }) {
  return (
    <div className={styles.listing} aria-busy="true">
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count}>{'\u00a0'}</p>
      </header>
      <div className={styles.toolbar}>
        <span className={styles.toolbarSpacer} />
      </div>
      <div className={styles.layout}>
        <div className={styles.sidebar} />
        <section className={styles.results}>
          <ProductGridSkeleton count={8} />
        </section>
      </div>
    </div>
  )
}
