import { createHash } from 'node:crypto'
import type { Catalogue, Product } from '../catalogue/model'

/**
 * Incremental sourcing of the catalogue (decision record 0037): a build makes
 * the nodes of the products that changed since the previous build and keeps
 * the others (Gatsby's `touchNode`), instead of computing every product's
 * page data and card and digesting them again.
 *
 * A product is unchanged when its fingerprint (a digest of the product as the
 * source returned it: the stored row with its current stock) equals the one
 * the previous build recorded in Gatsby's cache, and the basis is the same:
 * the catalogue's lists every node reads (sellers, brands, sports, category
 * tree) and the code that makes the nodes (the compiled gatsby-node). Any
 * change to the basis sources every product again.
 */
export interface SourcedCatalogue {
  /** Digest of what every product's node depends on besides the product. */
  basis: string
  /** Product id → fingerprint, of the products whose nodes the build holds. */
  fingerprints: Record<string, string>
}

export interface SourcingPlan {
  /** Products whose nodes are made again (new, changed, or all on a new basis). */
  changed: Product[]
  /** Products whose nodes the previous build made, kept as they are. */
  unchanged: Product[]
  /** What this build records for the next one. */
  next: SourcedCatalogue
}

const md5 = (text: string): string => createHash('md5').update(text).digest('hex')

/** The fingerprint of a product as sourced (its stock included). */
export function productFingerprint(product: Product): string {
  return md5(JSON.stringify(product))
}

/** The basis of the catalogue's nodes: the lists every node reads, and the code that makes them. */
export function sourcingBasis(catalogue: Catalogue, code: string): string {
  const { sellers, brands, sports, categories } = catalogue
  return md5(JSON.stringify({ sellers, brands, sports, categories, code: md5(code) }))
}

/**
 * Which products to source again. `hasNode` says whether the node the
 * previous build made for a product is still in Gatsby's store (a cleared
 * cache sources everything).
 */
export function planSourcing(
  catalogue: Catalogue,
  basis: string,
  previous: SourcedCatalogue | undefined,
  hasNode: (productId: string) => boolean,
): SourcingPlan {
  const sameBasis = previous?.basis === basis
  const fingerprints: Record<string, string> = {}
  const changed: Product[] = []
  const unchanged: Product[] = []
  for (const product of catalogue.products) {
    const fingerprint = productFingerprint(product)
    fingerprints[product.id] = fingerprint
    if (sameBasis && previous.fingerprints[product.id] === fingerprint && hasNode(product.id)) unchanged.push(product)
    else changed.push(product)
  }
  return { changed, unchanged, next: { basis, fingerprints } }
}
