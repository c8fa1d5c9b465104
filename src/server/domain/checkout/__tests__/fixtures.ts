import { addressOfCep } from '../../address/cep'
import { GIFT_CARD_PRODUCT_ID } from '../../../../config/constants'
import type { CategoryNode, Product, Sku, Sport } from '../../../../catalogue/model'
import type { CheckoutEnv, KnownProfile } from '../env'
import type { Coupon } from '../coupon'

/** A tiny hand-written catalogue for the pure checkout rules. */

function sku(id: string, name: string, ean: string, offers: Array<{ seller: string; price: number; listPrice: number; stock: number }>, variations: Sku['variations'] = {}): Sku {
  return {
    id,
    name,
    ean,
    refId: `REF-${id}`,
    manufacturerCode: `MC-${id}`,
    variations,
    images: [{ url: `/images/products/${id}-1.svg`, alt: name }],
    offers: offers.map((offer) => ({ sellerId: offer.seller, price: offer.price, listPrice: offer.listPrice, stock: offer.stock, installments: [] })),
    measurementUnit: 'un',
    unitMultiplier: 1,
  }
}

function product(id: string, name: string, sportId: string | null, skus: Sku[], extra: Partial<Product> = {}): Product {
  return {
    id,
    name,
    linkText: name.toLowerCase().replace(/\s+/g, '-'),
    description: '',
    brandId: 'b1',
    categoryIds: ['d1', 'c1', 's1'],
    sportId,
    gender: 'Unissex',
    isKit: false,
    kitSkuIds: [],
    releaseDate: '2024-01-01',
    productReference: `PR-${id}`,
    specifications: [],
    flags: [],
    skus,
    sizeGuide: null,
    salesCount: 0,
    ...extra,
  }
}

export const SHOE = product('100', 'Tênis de Corrida Kalenji', 'sp-run', [
  sku('1001', '40', '7890000010010', [{ seller: '1', price: 19990, listPrice: 24990, stock: 50 }], { Cor: 'Azul', Tamanho: '40' }),
  sku('1002', '41', '7890000010027', [{ seller: '1', price: 19990, listPrice: 24990, stock: 3 }], { Cor: 'Azul', Tamanho: '41' }),
])
export const BALL = product('200', 'Bola de Futebol', 'sp-foot', [
  sku('2001', 'Bola de Futebol Tamanho 5', '7890000020019', [
    { seller: '1', price: 4999, listPrice: 4999, stock: 100 },
    { seller: '2', price: 4599, listPrice: 4999, stock: 0 },
  ]),
])
export const GIFT_CARD = product(GIFT_CARD_PRODUCT_ID, 'Cartão Presente', null, [
  sku('9001', 'R$ 100', '7890000090012', [{ seller: '1', price: 10000, listPrice: 10000, stock: 999 }], { Valor: 'R$ 100' }),
])

const PRODUCTS = [SHOE, BALL, GIFT_CARD]
const SPORTS: Sport[] = [
  { id: 'sp-run', name: 'Corrida', slug: 'corrida' },
  { id: 'sp-foot', name: 'Futebol', slug: 'futebol' },
]
const CATEGORIES: CategoryNode[] = [
  { id: 'd1', name: 'Esportes', slug: 'esportes', path: ['d1'], children: [
    { id: 'c1', name: 'Corrida', slug: 'corrida', path: ['d1', 'c1'], children: [
      { id: 's1', name: 'Tênis de Corrida', slug: 'tenis-de-corrida', path: ['d1', 'c1', 's1'], children: [] },
    ] },
  ] },
]

export const COUPONS: Coupon[] = [
  { code: 'BEMVINDO10', kind: 'itemsPercent', percent: 10, sportSlug: null },
  { code: 'FRETEGRATIS', kind: 'freeShipping', percent: 0, sportSlug: null },
  { code: 'CORRIDA20', kind: 'itemsPercent', percent: 20, sportSlug: 'corrida' },
]

/** Members whose stored profile a cart attaches by e-mail. */
export const FIXTURE_MEMBERS: KnownProfile[] = [
  {
    userProfileId: 'member-ana',
    email: 'ana.souza@example.com',
    firstName: 'Ana',
    lastName: 'Souza',
    document: '39053344705',
    phone: '+5511987654321',
    isCorporate: false,
    corporateName: null,
    corporateDocument: null,
  },
]

/** A checkout environment over the fixture catalogue; stock can be changed per test. */
export function fixtureEnv(stockOverrides: Record<string, number> = {}): CheckoutEnv {
  let counter = 0
  const flat = new Map<string, CategoryNode>()
  const visit = (nodes: CategoryNode[]) => nodes.forEach((node) => (flat.set(node.id, node), visit(node.children)))
  visit(CATEGORIES)
  return {
    profileOf: (email) => FIXTURE_MEMBERS.find((member) => member.email === email.trim().toLowerCase()),
    catalogue: {
      sku(skuId) {
        for (const p of PRODUCTS) {
          const found = p.skus.find((candidate) => candidate.id === skuId)
          if (found) {
            const withStock = {
              ...found,
              offers: found.offers.map((offer) => ({ ...offer, stock: stockOverrides[`${skuId}/${offer.sellerId}`] ?? offer.stock })),
            }
            return { product: p, sku: withStock }
          }
        }
        return undefined
      },
      sellerName: (id) => ({ '1': 'Arena Esportes', '2': 'Loja Parceira' })[id],
      brandName: (id) => (id === 'b1' ? 'Kalenji' : undefined),
      sport: (id) => SPORTS.find((sport) => sport.id === id),
      categoryPath: (ids) => ids.map((id) => flat.get(id)).filter((node): node is CategoryNode => node !== undefined),
    },
    coupon: (code) => COUPONS.find((coupon) => coupon.code === code.trim().toUpperCase()),
    // The store's CEP look-up with no street records: every CEP answers its range's state only.
    addressOf: (postalCode) => addressOfCep({ find: () => null }, postalCode.replace('-', '')) ?? undefined,
    newId: () => `id${String((counter += 1)).padStart(30, '0')}`,
    now: () => new Date('2025-01-01T12:00:00Z'),
  }
}
