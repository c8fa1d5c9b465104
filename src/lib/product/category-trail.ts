import type { PdpBreadcrumb } from './types'

/** A category of a product's trail, department first. */
export interface TrailCategory {
  name: string
  slug: string
}

/**
 * A product's breadcrumbs (each category as a search of its path, e.g.
 * /pesquisa?c=esportes/corrida&sort=score_desc) and its category slash paths
 * for analytics, deepest first ('/Esportes/Corrida/', '/Esportes/').
 */
export function categoryTrail(trail: readonly TrailCategory[]): { breadcrumbs: PdpBreadcrumb[]; categories: string[] } {
  const breadcrumbs = trail.map((node, i) => ({
    name: node.name,
    href: `/pesquisa?c=${trail
      .slice(0, i + 1)
      .map((n) => n.slug)
      .join('/')}&sort=score_desc`,
  }))
  const categories = trail.map((_, i) => `/${trail.slice(0, i + 1).map((n) => n.name).join('/')}/`).reverse()
  return { breadcrumbs, categories }
}
