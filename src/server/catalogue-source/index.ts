/**
 * The catalogue source of a store (the port's implementations), chosen by the
 * same setting as the commerce backend: the platform's catalogue with
 * COMMERCE_BACKEND=vtex, the embedded database of DATA_DIR otherwise. The
 * build sources its pages through it; the server seeds or forwards the same way.
 */
import type { CatalogueSource } from '../../catalogue/source'
import { readServerConfig } from '../config'
import { EmbeddedCatalogueSource } from './embedded'
import { VtexCatalogueSource } from './vtex'

export { EmbeddedCatalogueSource } from './embedded'
export { FeedCatalogueSource, importFeed, readFeedFile } from './feed'
export { VtexCatalogueSource } from './vtex'

export function catalogueSourceFor(env: NodeJS.ProcessEnv = process.env): CatalogueSource {
  const config = readServerConfig(env)
  return config.backend.name === 'vtex' ? new VtexCatalogueSource(config.backend.vtex) : new EmbeddedCatalogueSource(config)
}
