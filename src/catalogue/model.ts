/**
 * The catalogue's own model: what the generator produces, what the database
 * stores and what every mapper (VTEX checkout shapes, Intelligent Search shapes,
 * Gatsby page data) reads. Money is always integer cents.
 */

export type VariationName = 'Cor' | 'Tamanho' | 'Sabor' | 'Voltagem' | 'Valor'

export type Gender = 'Masculino' | 'Feminino' | 'Infantil' | 'Unissex'

export interface Seller {
  /** '1' is the retailer itself; marketplace sellers get other ids. */
  id: string
  name: string
  isRetailer: boolean
}

export interface Brand {
  id: string
  name: string
  slug: string
  /** Own (house) brand of the retailer, or a partner brand. */
  own: boolean
}

/** A node of the category tree: department → category → subcategory. */
export interface CategoryNode {
  id: string
  name: string
  slug: string
  /** Ids from the department down to this node. */
  path: string[]
  children: CategoryNode[]
}

export interface Sport {
  id: string
  name: string
  slug: string
}

export interface Installment {
  count: number
  /** Value of one instalment, cents. */
  value: number
  /** Monthly interest rate in percent (0 = interest-free). */
  interestRate: number
  /** Total paid, cents. */
  totalValue: number
  paymentSystemName: string
  /** Valid only with the store's own credit card. */
  onlyStoreCard: boolean
}

export interface SkuOffer {
  sellerId: string
  /** Selling price, cents. */
  price: number
  /** List ("de") price, cents; >= price. */
  listPrice: number
  /** Units available from this seller; 0 = out of stock. */
  stock: number
  installments: Installment[]
}

export interface ProductImage {
  /** Site-relative URL of a locally generated image, e.g. /images/products/123-1.jpg (a photograph; .svg for a drawing) */
  url: string
  alt: string
}

export interface Sku {
  id: string
  name: string
  ean: string
  refId: string
  manufacturerCode: string
  /** Variation values, e.g. { Cor: 'Azul', Tamanho: 'M' } */
  variations: Partial<Record<VariationName, string>>
  images: ProductImage[]
  /** One offer per seller; the first is the default seller. */
  offers: SkuOffer[]
  measurementUnit: string
  unitMultiplier: number
}

export interface ProductFlag {
  value: string
  color: string
  textColor: string
}

export interface Specification {
  name: string
  values: string[]
}

export interface SizeGuideMeasure {
  title: string
  subtitle: string
  description: string
  imageUrl: string
  details: Array<{ label: string; value: string }>
}

export interface SizeGuide {
  /** Shown only for 'Tamanho' when the seller is the retailer. */
  recommendation: string | null
  how_to_measure: SizeGuideMeasure[]
  conception_sizes_details: Array<{
    name: string
    unit_of_reference: string
    sizes: Array<{ label: string; value: string }>
  }>
}

export interface Product {
  id: string
  name: string
  /** URL slug; the product page is /{linkText}/p (or /{linkText}/kit for kits). */
  linkText: string
  description: string
  brandId: string
  /** Ids of department, category and subcategory (root first). */
  categoryIds: string[]
  sportId: string | null
  gender: Gender
  isKit: boolean
  /** Component SKU ids of a kit. */
  kitSkuIds: string[]
  /** ISO date, for release_desc. */
  releaseDate: string
  productReference: string
  specifications: Specification[]
  flags: ProductFlag[]
  skus: Sku[]
  sizeGuide: SizeGuide | null
  /** Orders count, for orders_desc and best-seller rankings. */
  salesCount: number
}

export interface Catalogue {
  sellers: Seller[]
  brands: Brand[]
  sports: Sport[]
  /** Departments at the top; categories and subcategories as children. */
  categories: CategoryNode[]
  products: Product[]
}
