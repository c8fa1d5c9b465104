import type { ReactNode } from 'react'
import { Link } from 'gatsby'

import type { Imperdivel } from '../../../cms-schemas'
import imperdivelContent from '../../../content/shared/imperdivel.json'
import { STORE_NAME } from '../../config/store'
import { SearchBox } from '../search/SearchBox'
import { PortalRoot } from '../ui/PortalRoot'
import * as styles from './PageFrame.module.css'

export interface PageFrameProps {
  children: ReactNode
  /** Term shown in the search box. */
  term?: string
}

/**
 * Interim frame of the search and listing pages until the shared Layout
 * exists: a bar with the store name and the search box. Replace it with
 * <Layout> (which mounts <SearchBox imperdivel={shell.imperdivel} />).
 */
export function PageFrame({ children, term }: PageFrameProps) {
  return (
    <>
      <PortalRoot />
      <header className={styles.bar}>
        <Link to="/" className={styles.brand}>
          {STORE_NAME}
        </Link>
        <div className={styles.search}>
          <SearchBox imperdivel={imperdivelContent as Imperdivel} defaultTerm={term} />
        </div>
      </header>
      <main>{children}</main>
    </>
  )
}
