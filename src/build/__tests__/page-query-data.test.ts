import path from 'node:path'
import { SearchIndex } from '../../catalogue/search/search-index'
import { testCatalogue } from '../../test-support/catalogue'
import { categoryNodes, productNodeFields } from '../catalogue-nodes'
import { checkTemplateQuery, checkTemplates, fragmentSelection, graphqlLiterals, pageQueryAnswers, project } from '../page-query-data'

const root = path.resolve(__dirname, '../../..')

describe('page query answers without Gatsby’s data layer (decision record 0042)', () => {
  it('reads a fragment from a module’s graphql literal and projects a value through it, in the selection’s order, absent fields as null', () => {
    const source = 'export const f = graphql`\n  fragment Card on CatalogueCard {\n    name\n    offer { price isAvailable }\n    flags { value }\n    installment { count }\n  }\n`'
    expect(graphqlLiterals(source)).toHaveLength(1)
    const selection = fragmentSelection(source, 'Card')
    const answer = project({ flags: [{ value: '10% OFF', color: 'red' }], extra: 1, offer: { isAvailable: true, price: 9.9 }, name: 'Bola' }, selection)
    expect(JSON.stringify(answer)).toBe('{"name":"Bola","offer":{"price":9.9,"isAvailable":true},"flags":[{"value":"10% OFF"}],"installment":null}')
  })

  it('refuses what it does not answer: a fragment spread, an alias, arguments, a missing fragment', () => {
    expect(() => fragmentSelection('graphql`fragment A on T { ...B }`', 'A')).toThrow('only plain fields')
    expect(() => fragmentSelection('graphql`fragment A on T { b: c }`', 'A')).toThrow('alias')
    expect(() => fragmentSelection('graphql`fragment A on T { c(x: 1) }`', 'A')).toThrow('arguments')
    expect(() => fragmentSelection('graphql`fragment A on T { c }`', 'B')).toThrow('no fragment B')
  })

  it('the project’s templates have the page queries answered here; another query is refused', () => {
    expect(() => checkTemplates(root)).not.toThrow()
    const listing = 'export const query = graphql`query ListingPage($productIds: [String!]!) { shelfCards: allCatalogueProduct(filter: { productId: { in: $productIds } }, sort: { name: ASC }) { nodes { card { ...CatalogueCardFields } } } }`'
    expect(() => checkTemplateQuery(listing, 'listing', 'src/templates/listing.tsx')).toThrow('not the one a publish without a build answers')
  })

  it("answers a product page with the fragment's fields and its categories in the product's order, and shelves in Gatsby's node order", () => {
    const catalogue = testCatalogue({ size: 30 })
    const fields = productNodeFields(catalogue, new SearchIndex(catalogue).lookups)
    const categories = categoryNodes(catalogue)
    const ids = catalogue.products.map((product) => product.id)
    const order = [...ids.slice(1), ids[0]]
    const answers = pageQueryAnswers(root, categories, order)
    const product = fields(catalogue.products[0])
    const { catalogueProduct } = answers.product(product) as { catalogueProduct: Record<string, unknown> }
    expect(Object.keys(catalogueProduct).slice(0, 4)).toEqual(['productId', 'name', 'linkText', 'path'])
    expect(catalogueProduct).not.toHaveProperty('card')
    expect(catalogueProduct.categoryNodes).toEqual(product.categoryIds.map((id) => {
      const category = categories.find((candidate) => candidate.categoryId === id)!
      return { name: category.name, slug: category.slug }
    }))
    const cards = [fields(catalogue.products[2]).card, fields(catalogue.products[0]).card, fields(catalogue.products[1]).card]
    const { shelfCards } = answers.shelves(cards) as { shelfCards: { nodes: Array<{ card: { productId: string } }> } }
    expect(shelfCards.nodes.map((node) => node.card.productId)).toEqual([ids[1], ids[2], ids[0]])
  })
})
