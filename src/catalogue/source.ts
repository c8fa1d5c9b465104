import type { Catalogue } from './model'

/**
 * Where the store's catalogue comes from (the port). The build sources its
 * product and category nodes through it, and the server seeds or forwards by
 * the same choice, so pages and API answer from one catalogue:
 * - embedded: the server's own database (seeded by the demo generator, or
 *   filled from a merchant feed by `npm run catalogue:import`);
 * - vtex: the platform's Intelligent Search and catalogue APIs.
 */
export interface CatalogueSource {
  /** For logs: which implementation answered. */
  readonly name: 'embedded' | 'vtex' | 'feed'
  /** The whole catalogue: sellers, brands, sports, category tree and products with their offers. */
  load(): Promise<Catalogue>
}
