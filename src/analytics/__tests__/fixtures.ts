import type { PdpProduct } from '../../lib/product/types'
import type { CartLine, OrderForm, OrderFormItem } from '../../sdk/cart/types'
import { itemAdditionalInfo, orderForm as orderFormFixture, orderFormItem } from '../../test-support/order-form'
import type { AnalyticsItem } from '../types'

/**
 * The tracking fields of SKU 101 (one unit, available): the analytics block of
 * `serverLine()`, and what `itemFromProduct(pdpProduct())` maps the product page to.
 */
export const trackedItem: AnalyticsItem = {
  product_id: '10',
  name: 'Chuteira Society Agility',
  product_type: 'Chuteiras',
  seller_name: 'Arena Esportes',
  brand: 'Kipsta',
  sport: 'Futebol',
  universe: 'Esportes',
  department: 'Esportes',
  sub_department: 'Futebol',
  family: 'Chuteiras',
  list_price: 299.9,
  display_price: 249.9,
  gender: 'Masculino',
  color: 'Azul',
  size: '40',
  sku_code: '101',
  availability: 'available',
  quantity: 1,
}

/** A cart line as the server sends it (cents; with its analytics block). */
export function serverLine(overrides: Partial<OrderFormItem> = {}): OrderFormItem {
  return orderFormItem({
    id: '101',
    productId: '10',
    name: 'Chuteira Society Agility Azul 40',
    quantity: 1,
    seller: '1',
    price: 24990,
    listPrice: 29990,
    sellingPrice: 24990,
    availability: 'available',
    productCategoryIds: '/1/12/123/',
    productCategories: { '123': 'Chuteiras', '1': 'Esportes', '12': 'Futebol' },
    additionalInfo: itemAdditionalInfo({ brandName: 'Kipsta', brandId: '7', color: 'Azul', size: '40' }),
    additionalInformation: {
      color: 'Azul',
      size: '40',
      analytics: {
        amplitude: { ...trackedItem },
      },
    },
    ...overrides,
  })
}

/** The same kind of line without an analytics block (e.g. an optimistic preview). */
export function plainLine(overrides: Partial<OrderFormItem> = {}): CartLine {
  const { additionalInformation: _analytics, ...line } = serverLine(overrides)
  return line
}

export function orderForm(items: OrderFormItem[], orderFormId = 'of-1'): OrderForm {
  return orderFormFixture({
    orderFormId,
    items,
    sellers: [
      { id: '1', name: 'Arena Esportes', logo: '' },
      { id: 'mkt9', name: 'Loja Parceira', logo: '' },
    ],
  })
}

export function pdpProduct(overrides: Partial<PdpProduct> = {}): PdpProduct {
  return {
    id: '10',
    name: 'Chuteira Society Agility',
    linkText: 'chuteira-society-agility',
    path: '/chuteira-society-agility/p',
    brand: 'Kipsta',
    description: '',
    specifications: [],
    breadcrumbs: [],
    categories: ['/Esportes/', '/Esportes/Futebol/Chuteiras/', '/Esportes/Futebol/'],
    sport: 'Futebol',
    gender: 'Masculino',
    productReference: 'REF10',
    isKit: false,
    isGiftCard: false,
    flags: [],
    variationNames: ['Cor', 'Tamanho'],
    skus: [
      {
        id: '100',
        name: 'Azul 39',
        ean: '7890000000100',
        refId: 'R100',
        manufacturerCode: 'M100',
        variations: { Cor: 'Azul', Tamanho: '39' },
        images: [],
        offers: [{ sellerId: '1', sellerName: 'Arena Esportes', price: 24990, listPrice: 29990, quantity: 0, installments: [] }],
      },
      {
        id: '101',
        name: 'Azul 40',
        ean: '7890000000101',
        refId: 'R101',
        manufacturerCode: 'M101',
        variations: { Cor: 'Azul', Tamanho: '40' },
        images: [],
        offers: [{ sellerId: '1', sellerName: 'Arena Esportes', price: 24990, listPrice: 29990, quantity: 5, installments: [] }],
      },
    ],
    sizeGuide: null,
    ...overrides,
  }
}
