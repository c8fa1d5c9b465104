/**
 * The catalogue in Gatsby's data layer: one CatalogueProduct node per product
 * (the product page's static data and its card) and one CatalogueCategory node
 * per node of the category tree. Templates read them with page queries, so a
 * changed product changes exactly the pages that show it (incremental builds).
 *
 * gatsby-node: createTypes(CATALOGUE_TYPE_DEFS) in createSchemaCustomization;
 * sourceNodes creates the category nodes (categoryNodes) and the nodes of the
 * products that changed since the previous build (productNodeFields,
 * src/build/incremental-sourcing.ts).
 */
import type { Catalogue, CategoryNode, Product } from '../catalogue/model'
import type { Lookups } from '../catalogue/search/search-index'
import type { PdpProduct } from '../lib/product/types'
import type { ProductCardData } from '../lib/product-card/types'
import { catalogueLookups, toPdpProduct } from './product-page-data'
import { productCardOf } from './shelf-products'

export const CATALOGUE_PRODUCT_TYPE = 'CatalogueProduct'
export const CATALOGUE_CATEGORY_TYPE = 'CatalogueCategory'

/** A product node's own fields: its page data (breadcrumbs come from the linked categories) and its card. */
export interface CatalogueProductFields extends Omit<PdpProduct, 'id' | 'breadcrumbs' | 'categories'> {
  /** The catalogue's product id (`id` is the node's own). */
  productId: string
  /** Department → category → subcategory ids; linked to CatalogueCategory nodes as `categoryNodes`. */
  categoryIds: string[]
  card: ProductCardData
}

export interface CatalogueCategoryFields {
  categoryId: string
  name: string
  slug: string
  /** Slugs from the department down to this node, joined by '/', e.g. 'esportes/corrida'. */
  slugPath: string
  /** 1 department, 2 category, 3 subcategory. */
  depth: number
}

function categoryFields(nodes: readonly CategoryNode[], parents: string[] = []): CatalogueCategoryFields[] {
  return nodes.flatMap((node) => {
    const slugs = [...parents, node.slug]
    return [
      { categoryId: node.id, name: node.name, slug: node.slug, slugPath: slugs.join('/'), depth: slugs.length },
      ...categoryFields(node.children, slugs),
    ]
  })
}

/** The category nodes' fields (a few hundred: always sourced). */
export function categoryNodes(catalogue: Catalogue): CatalogueCategoryFields[] {
  return categoryFields(catalogue.categories)
}

/** Makes the fields of one product's node, so a build can make only those of the products that changed. */
export function productNodeFields(catalogue: Catalogue, searchLookups: Lookups): (product: Product) => CatalogueProductFields {
  const lookups = catalogueLookups(catalogue)
  return (product) => {
    const { id, breadcrumbs: _breadcrumbs, categories: _categories, ...page } = toPdpProduct(product, lookups)
    return { ...page, productId: id, categoryIds: [...product.categoryIds], card: productCardOf(product, searchLookups) }
  }
}

/** Gatsby schema of the catalogue nodes (explicit, so queries never depend on inference). */
export const CATALOGUE_TYPE_DEFS = /* GraphQL */ `
  type CatalogueCategory implements Node @dontInfer {
    categoryId: String!
    name: String!
    slug: String!
    slugPath: String!
    depth: Int!
  }

  type CatalogueSpecification {
    name: String!
    values: [String!]!
  }

  type CatalogueFlag {
    value: String!
    color: String!
    textColor: String!
  }

  type CatalogueImage {
    url: String!
    alt: String!
  }

  """Money in cents."""
  type CatalogueInstallment {
    count: Int!
    value: Int!
    interestRate: Float!
    totalValue: Int!
    onlyStoreCard: Boolean!
  }

  """One seller's offer of a SKU at build time (money in cents; price and stock are refreshed live)."""
  type CatalogueOffer {
    sellerId: String!
    sellerName: String!
    price: Int!
    listPrice: Int!
    quantity: Int!
    installments: [CatalogueInstallment!]!
  }

  type CatalogueSku {
    id: String!
    name: String!
    ean: String!
    refId: String!
    manufacturerCode: String!
    """Variation values by variation name, e.g. {"Cor": "Azul", "Tamanho": "M"}."""
    variations: JSON!
    images: [CatalogueImage!]!
    offers: [CatalogueOffer!]!
  }

  """Money in reais, as the product card shows it."""
  type CatalogueCardOffer {
    price: Float!
    listPrice: Float!
    isAvailable: Boolean!
  }

  type CatalogueCardInstallment {
    count: Int!
    value: Float!
  }

  type CatalogueCard {
    productId: String!
    name: String!
    brand: String!
    slug: String!
    imageUrl: String!
    imageAlt: String!
    offer: CatalogueCardOffer!
    installment: CatalogueCardInstallment
    flags: [CatalogueFlag!]!
    skuId: String
    sellerId: String
  }

  type CatalogueProduct implements Node @dontInfer {
    productId: String!
    name: String!
    linkText: String!
    path: String!
    brand: String!
    description: String!
    specifications: [CatalogueSpecification!]!
    categoryIds: [String!]!
    categoryNodes: [CatalogueCategory!]! @link(by: "categoryId", from: "categoryIds")
    sport: String
    gender: String!
    productReference: String!
    isKit: Boolean!
    isGiftCard: Boolean!
    flags: [CatalogueFlag!]!
    variationNames: [String!]!
    skus: [CatalogueSku!]!
    """The size guide (recommendation, how_to_measure, conception_sizes_details), or null."""
    sizeGuide: JSON
    card: CatalogueCard!
  }
`
