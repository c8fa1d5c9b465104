import fc from 'fast-check'
import type { JsonSchema } from '../../../test-support/vtex-documents/schema-arbitrary'

/**
 * The fake account's values: where a document's type alone would give a
 * store nothing to sell (a price of -3.2e5, a product named "#q"), the fake
 * draws from these domains instead. Each stays inside what the schema allows
 * (the fake validates its answers against the documents again); fields not
 * named here keep the schema's own random values.
 */

const PRODUCT_TYPES = ['Tênis de Corrida', 'Camiseta Dry', 'Bola de Futebol', 'Mochila Trilha', 'Bermuda de Treino', 'Garrafa Térmica', 'Raquete de Tênis', 'Legging Fitness', 'Jaqueta Corta-Vento', 'Bicicleta Urbana']
const PRODUCT_LINES = ['Leve', 'Pro', 'Essencial', 'Max', 'Aero', 'Trail', 'Conforto', 'Sprint']
const BRANDS = ['Kalenji', 'Kipsta', 'Quechua', 'Domyos', 'Artengo', 'Btwin']
const TERMS = ['tênis', 'bola', 'camiseta', 'mochila', 'bermuda', 'garrafa', 'raquete', 'legging']

export const FAKE_BRANDS: readonly string[] = BRANDS

/** A price in reais between R$ 19,90 and R$ 899,90 (two decimals). */
const reais = fc.integer({ min: 1990, max: 89_990 }).map((cents) => cents / 100)

/** Values of a property by its name and path (see SchemaArbitraryOptions.domain), for the fake's answers. */
export function fakeAccountDomain(name: string, path: readonly string[], schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const inOffer = path.includes('commertialOffer')
  if (schema.type === 'number' && inOffer && ['Price', 'ListPrice', 'PriceWithoutDiscount', 'spotPrice'].includes(name)) return reais
  if (inOffer && name === 'AvailableQuantity') return fc.constantFrom(10_000, 10_000, 10_000, 0) // the document: 10000 available, 0 not
  if (inOffer && name === 'NumberOfInstallments') return fc.integer({ min: 1, max: 10 })
  if (inOffer && (name === 'Tax' || name === 'taxPercentage' || name === 'RewardValue')) return fc.constant(0)
  if (name === 'productName' && path.length === 1) return fc.tuple(fc.constantFrom(...PRODUCT_TYPES), fc.constantFrom(...PRODUCT_LINES)).map(([type, line]) => `${type} ${line}`)
  if (name === 'brand' && path.length === 1) return fc.constantFrom(...BRANDS)
  if (name === 'description' && path.length === 1) return fc.constantFrom('Feito para treinar todos os dias.', 'Leve, resistente e confortável.', 'Para quem começa no esporte.')
  if (name === 'releaseDate' && path.length === 1) return fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2025, 11, 31) })
  if (name === 'term') return fc.constantFrom(...TERMS)
  if (name === 'count' && path.includes('searches')) return fc.integer({ min: 1, max: 5000 })
  return undefined
}
