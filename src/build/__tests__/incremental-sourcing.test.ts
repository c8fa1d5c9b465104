import type { Catalogue } from '../../catalogue/model'
import { testCatalogue } from '../../test-support/catalogue'
import { planSourcing, sourcingBasis, type SourcedCatalogue } from '../incremental-sourcing'

const CODE = 'the compiled gatsby-node'

/** A copy of the catalogue with one product's first offer at a new price. */
function withPrice(catalogue: Catalogue, productId: string, price: number): Catalogue {
  const copy = structuredClone(catalogue)
  const product = copy.products.find((candidate) => candidate.id === productId)!
  product.skus[0].offers[0].price = price
  return copy
}

describe('incremental sourcing of the catalogue', () => {
  const catalogue = testCatalogue({ size: 60 })
  const basis = sourcingBasis(catalogue, CODE)
  const everyNode = () => true
  const first = planSourcing(catalogue, basis, undefined, everyNode)
  const previous: SourcedCatalogue = first.next

  it('sources every product on a first build and records each one', () => {
    expect(first.changed).toHaveLength(catalogue.products.length)
    expect(first.unchanged).toHaveLength(0)
    expect(Object.keys(previous.fingerprints).sort()).toEqual(catalogue.products.map((product) => product.id).sort())
  })

  it('keeps every node of an unchanged catalogue', () => {
    const plan = planSourcing(structuredClone(catalogue), basis, previous, everyNode)
    expect(plan.changed).toEqual([])
    expect(plan.unchanged).toHaveLength(catalogue.products.length)
    expect(plan.next).toEqual(previous)
  })

  it('sources again only the product whose price changed', () => {
    const target = catalogue.products[7]
    const changed = withPrice(catalogue, target.id, target.skus[0].offers[0].price + 1000)
    const plan = planSourcing(changed, sourcingBasis(changed, CODE), previous, everyNode)
    expect(plan.changed.map((product) => product.id)).toEqual([target.id])
    expect(plan.unchanged).toHaveLength(catalogue.products.length - 1)
    expect(plan.next.fingerprints[target.id]).not.toBe(previous.fingerprints[target.id])
  })

  it('sources again a product whose stock changed (its page data shows the quantity)', () => {
    const changed = structuredClone(catalogue)
    changed.products[3].skus[0].offers[0].stock += 5
    expect(planSourcing(changed, basis, previous, everyNode).changed.map((product) => product.id)).toEqual([catalogue.products[3].id])
  })

  it('sources a new product and forgets a removed one', () => {
    const changed = structuredClone(catalogue)
    const [removed] = changed.products.splice(0, 1)
    const added = { ...structuredClone(catalogue.products[1]), id: 'novo-produto' }
    changed.products.push(added)
    const plan = planSourcing(changed, basis, previous, everyNode)
    expect(plan.changed.map((product) => product.id)).toEqual(['novo-produto'])
    expect(plan.next.fingerprints).not.toHaveProperty(removed.id)
  })

  it('sources everything again when a list every node reads changes (a brand renamed) or the code does', () => {
    const renamed = structuredClone(catalogue)
    renamed.brands[0] = { ...renamed.brands[0], name: `${renamed.brands[0].name} Sports` }
    expect(planSourcing(renamed, sourcingBasis(renamed, CODE), previous, everyNode).unchanged).toEqual([])
    expect(planSourcing(catalogue, sourcingBasis(catalogue, `${CODE} v2`), previous, everyNode).unchanged).toEqual([])
  })

  it('sources a product again when its node is no longer in the store (a cleared cache)', () => {
    const missing = catalogue.products[2].id
    const plan = planSourcing(catalogue, basis, previous, (id) => id !== missing)
    expect(plan.changed.map((product) => product.id)).toEqual([missing])
  })
})
