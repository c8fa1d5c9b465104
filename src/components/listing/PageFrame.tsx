import type { ReactNode } from 'react'

import type { Imperdivel } from '../../../cms-schemas'
import imperdivelSeed from '../../../content/shared/imperdivel.json'
import { storeConfig } from '../../config/store'
import { seedShell } from '../home/seedContent'
import { Layout } from '../layout/Layout'
import type { ShellContent } from '../layout/types'
import { SearchBox } from '../search/SearchBox'
import { PortalRoot } from '../ui/PortalRoot'

export interface PageFrameProps {
  children: ReactNode
  location: { pathname: string; search?: string }
  /** The shell content from the page context (the seed content until the foundation passes it). */
  shell?: ShellContent
  /** Term shown in the search box. */
  term?: string
}

/**
 * The shared Layout around the search and listing pages, with the search box
 * in the header's search slot. TEMPORARY fallbacks: the seed shell and the
 * seed Imperdível content until the page context carries `shell`.
 */
export function PageFrame({ children, location, shell, term }: PageFrameProps) {
  const content = shell ?? seedShell(storeConfig.variant)
  const imperdivel = content.imperdivel ?? (imperdivelSeed as Imperdivel)
  return (
    <>
      <PortalRoot />
      <Layout shell={content} location={location} headerSlots={{ search: <SearchBox imperdivel={imperdivel} defaultTerm={term} /> }}>
        {children}
      </Layout>
    </>
  )
}
