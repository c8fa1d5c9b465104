import fs from 'node:fs'
import path from 'node:path'
import { Kind, parse, print, type DocumentNode, type SelectionSetNode } from 'graphql'
import type { CatalogueCategoryFields, CatalogueProductFields } from './catalogue-nodes'

/**
 * The page queries' answers for the catalogue's templates, made without
 * Gatsby's data layer (the catalogue publish without a build, decision record
 * 0042): each answer is the node's fields projected through the fragment the
 * template spreads, read from the same source Gatsby extracts its queries
 * from, so a field added to a fragment is answered here too. A template whose
 * page query is no longer of the shape answered here throws, and the publish
 * falls back to a Gatsby build.
 */

/** A selection: field name → its own selection (null for a scalar or a JSON field). */
export type Selection = ReadonlyArray<readonly [string, Selection | null]>

/** The graphql literals of a module's source (Gatsby extracts its queries from these). */
export function graphqlLiterals(source: string): string[] {
  return [...source.matchAll(/graphql`([^`]*)`/g)].map((match) => match[1])
}

function selectionOf(set: SelectionSetNode, where: string): Selection {
  return set.selections.map((node) => {
    if (node.kind !== Kind.FIELD) throw new Error(`${where}: only plain fields are answered without a build (found a ${node.kind})`)
    if (node.alias || (node.arguments?.length ?? 0) > 0 || (node.directives?.length ?? 0) > 0) throw new Error(`${where}: the field ${node.name.value} has an alias, arguments or directives`)
    return [node.name.value, node.selectionSet ? selectionOf(node.selectionSet, where) : null] as const
  })
}

/** The selection of the fragment `name` in a module's source. */
export function fragmentSelection(source: string, name: string, where = name): Selection {
  for (const literal of graphqlLiterals(source)) {
    for (const definition of parse(literal).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === name) return selectionOf(definition.selectionSet, where)
    }
  }
  throw new Error(`${where}: no fragment ${name}`)
}

/** A value as a GraphQL answer of that selection gives it: only the selected fields, in the selection's order; absent → null. */
export function project(value: unknown, selection: Selection | null): unknown {
  if (value === undefined || value === null) return null
  if (selection === null) return value
  if (Array.isArray(value)) return value.map((item) => project(item, selection))
  const record = value as Record<string, unknown>
  const answer: Record<string, unknown> = {}
  for (const [field, inner] of selection) answer[field] = project(record[field], inner)
  return answer
}

/** The page query a template must have for its pages to be answered here, by template kind. */
export const ANSWERED_QUERIES = {
  product: /* GraphQL */ `query ProductPage($productId: String!) { catalogueProduct(productId: { eq: $productId }) { ...ProductPageFields } }`,
  listing: /* GraphQL */ `query ListingPage($productIds: [String!]!) { shelfCards: allCatalogueProduct(filter: { productId: { in: $productIds } }) { nodes { card { ...CatalogueCardFields } } } }`,
  content: /* GraphQL */ `query ContentPage($shelfProductIds: [String!]!) { shelfCards: allCatalogueProduct(filter: { productId: { in: $shelfProductIds } }) { nodes { card { ...CatalogueCardFields } } } }`,
  home: /* GraphQL */ `query HomePage($shelfProductIds: [String!]!) { shelfCards: allCatalogueProduct(filter: { productId: { in: $shelfProductIds } }) { nodes { card { ...CatalogueCardFields } } } }`,
} as const

export type AnsweredTemplate = keyof typeof ANSWERED_QUERIES

/** The templates, by Gatsby's chunk name (page-data's componentChunkName), with their source files. */
export const ANSWERED_TEMPLATES: Readonly<Record<string, { template: AnsweredTemplate; file: string }>> = {
  'component---src-templates-product-tsx': { template: 'product', file: 'src/templates/product.tsx' },
  'component---src-templates-listing-tsx': { template: 'listing', file: 'src/templates/listing.tsx' },
  'component---src-templates-content-page-tsx': { template: 'content', file: 'src/templates/content-page.tsx' },
  'component---src-pages-index-tsx': { template: 'home', file: 'src/pages/index.tsx' },
}

const FRAGMENT_FILES = {
  ProductPageFields: 'src/components/product/product-page-fragment.ts',
  CatalogueCardFields: 'src/components/product-card/card-fragment.ts',
} as const

const printed = (document: DocumentNode): string => print(document)

/** Throws unless the template's page query is the one answered here. */
export function checkTemplateQuery(source: string, template: AnsweredTemplate, where: string): void {
  const expected = printed(parse(ANSWERED_QUERIES[template]))
  const found = graphqlLiterals(source).map((literal) => parse(literal)).filter((document) => document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION))
  if (found.length !== 1 || printed(found[0]) !== expected) throw new Error(`${where}: its page query is not the one a publish without a build answers (src/build/page-query-data.ts)`)
}

export interface PageQueryAnswers {
  product(fields: CatalogueProductFields): { catalogueProduct: unknown }
  /** The cards in the order of the products' nodes in Gatsby's store. */
  shelves(cards: ReadonlyArray<CatalogueProductFields['card']>): { shelfCards: { nodes: Array<{ card: unknown }> } }
}

/**
 * The answers, with the fragments read from the project's sources under
 * `root`, the category nodes product pages link (`categoryNodes`, in the
 * order of the product's `categoryIds`, as Gatsby's @link answers a list),
 * and the order of the product nodes in Gatsby's store (an `in` filter with no
 * sort answers in that order: src/build/catalogue-record.ts `nodeOrder`).
 */
export function pageQueryAnswers(root: string, categories: readonly CatalogueCategoryFields[], nodeOrder: readonly string[]): PageQueryAnswers {
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
  const productSelection = fragmentSelection(read(FRAGMENT_FILES.ProductPageFields), 'ProductPageFields', FRAGMENT_FILES.ProductPageFields)
  const cardSelection = fragmentSelection(read(FRAGMENT_FILES.CatalogueCardFields), 'CatalogueCardFields', FRAGMENT_FILES.CatalogueCardFields)
  const byId = new Map(categories.map((category) => [category.categoryId, category]))
  const position = new Map(nodeOrder.map((id, index) => [id, index]))
  const rank = (productId: string): number => position.get(productId) ?? Number.MAX_SAFE_INTEGER
  return {
    product: (fields) => ({
      catalogueProduct: project({ ...fields, categoryNodes: fields.categoryIds.map((id) => byId.get(id)).filter((node) => node !== undefined) }, productSelection),
    }),
    shelves: (cards) => ({
      shelfCards: { nodes: [...cards].sort((a, b) => rank(a.productId) - rank(b.productId)).map((card) => ({ card: project(card, cardSelection) })) },
    }),
  }
}

/** Throws unless every answered template's page query is of the shape answered here. */
export function checkTemplates(root: string): void {
  for (const { template, file } of Object.values(ANSWERED_TEMPLATES)) checkTemplateQuery(fs.readFileSync(path.join(root, file), 'utf8'), template, file)
}
