import {
  addToCartEvent,
  addToWishlistEvent,
  beginCheckoutEvent,
  loginEvent,
  removeFromCartEvent,
  searchEvent,
  selectItemEvent,
  signUpEvent,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
} from '../events'
import {
  cartChanges,
  categoryNamesOf,
  deepestCategory,
  defaultSku,
  itemFromOrderFormItem,
  itemFromProduct,
  itemsValue,
} from '../items'
import { orderForm, pdpProduct, plainLine, serverLine, trackedItem } from './fixtures'

const SELLERS = orderForm([]).sellers!

describe('itemFromOrderFormItem', () => {
  it('reads the tracking fields of the analytics block, with the line quantity', () => {
    expect(itemFromOrderFormItem(serverLine({ quantity: 3 }), SELLERS)).toEqual({ ...trackedItem, quantity: 3 })
  })

  it('derives the fields from the line and additionalInfo without an analytics block (cents / 100)', () => {
    const item = itemFromOrderFormItem(plainLine({ seller: 'mkt9', sellingPrice: 19990, availability: 'withoutStock' }), SELLERS)
    expect(item).toEqual({
      product_id: '10',
      name: 'Chuteira Society Agility Azul 40',
      product_type: 'Chuteiras',
      seller_name: 'Loja Parceira',
      brand: 'Kipsta',
      sport: '',
      universe: 'Esportes',
      department: 'Esportes',
      sub_department: 'Futebol',
      family: 'Chuteiras',
      list_price: 299.9,
      display_price: 199.9,
      gender: '',
      color: 'Azul',
      size: '40',
      sku_code: '101',
      quantity: 1,
      availability: 'unavailable',
    })
  })

  it('orders categories by productCategoryIds, not by object key order', () => {
    expect(categoryNamesOf(plainLine())).toEqual(['Esportes', 'Futebol', 'Chuteiras'])
    expect(categoryNamesOf({ productCategories: { '5': 'Corrida' } })).toEqual(['Corrida'])
    expect(categoryNamesOf({})).toEqual([])
  })
})

describe('itemFromProduct', () => {
  it('maps the product page context with the first available SKU by default', () => {
    const product = pdpProduct()
    expect(defaultSku(product)?.id).toBe('101')
    expect(itemFromProduct(product)).toEqual(trackedItem)
  })

  it('uses a given SKU and quantity; an unavailable SKU and no sport are reported as such', () => {
    const product = pdpProduct({ sport: null })
    const item = itemFromProduct(product, product.skus[0], 2)
    expect(item).toMatchObject({ sku_code: '100', size: '39', quantity: 2, availability: 'unavailable', sport: '' })
  })

  it('takes the deepest category path', () => {
    expect(deepestCategory(['/A/', '/A/B/C/', '/A/B/'])).toEqual(['A', 'B', 'C'])
    expect(deepestCategory([])).toEqual([])
    expect(itemFromProduct(pdpProduct({ categories: [] }))).toMatchObject({ department: '', product_type: '' })
  })
})

describe('cartChanges', () => {
  it('reports added units and removed units per SKU and seller', () => {
    const before = [serverLine({ quantity: 2 }), serverLine({ id: '200', productId: '20', quantity: 1 })]
    const after = [serverLine({ quantity: 5 }), serverLine({ id: '300', productId: '30', quantity: 1, seller: 'mkt9' })]
    const { added, removed } = cartChanges(before, after, SELLERS)
    expect(added.map((item) => [item.sku_code, item.product_id, item.quantity])).toEqual([
      ['101', '10', 3],
      ['300', '30', 1],
    ])
    expect(removed.map((item) => [item.sku_code, item.product_id, item.quantity])).toEqual([['200', '20', 1]])
  })

  it('adds up lines of the same SKU and seller', () => {
    const { added, removed } = cartChanges([serverLine({ quantity: 1 }), serverLine({ quantity: 1 })], [serverLine({ quantity: 3 })])
    expect(added.map((item) => item.quantity)).toEqual([1])
    expect(removed).toEqual([])
  })

  it('uses the line identity of the order form, not the analytics block', () => {
    const before = [plainLine({ quantity: 3 })]
    const after = [plainLine({ quantity: 1 }), plainLine({ id: '300', seller: 'mkt9', quantity: 2 })]
    const { added, removed } = cartChanges(before, after, SELLERS)
    expect(added).toEqual([expect.objectContaining({ sku_code: '300', seller_name: 'Loja Parceira', quantity: 2 })])
    expect(removed).toEqual([expect.objectContaining({ sku_code: '101', quantity: 2 })])
  })

  it('reports nothing when quantities are unchanged', () => {
    expect(cartChanges([plainLine()], [plainLine({ sellingPrice: 100 })])).toEqual({ added: [], removed: [] })
  })
})

describe('event builders', () => {
  const item = itemFromProduct(pdpProduct())

  it('sums value as display price × quantity, rounded to cents', () => {
    expect(itemsValue([{ ...item, display_price: 0.1, quantity: 3 }])).toBe(0.3)
    expect(addToCartEvent([{ ...item, quantity: 2 }])).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'BRL', value: 499.8, items: [{ ...item, quantity: 2 }] },
    })
    expect(removeFromCartEvent([item]).event).toBe('remove_from_cart')
  })

  it('builds view_item from the product page', () => {
    expect(viewItemEvent(pdpProduct())).toEqual({ event: 'view_item', ecommerce: { currency: 'BRL', value: 249.9, items: [item] } })
  })

  it('numbers list items and keeps the list id and name', () => {
    const event = viewItemListEvent({ id: 'shelf-1', name: 'Mais vendidos' }, [item, item], 25)
    expect(event.ecommerce.items.map((i) => i.index)).toEqual([25, 26])
    expect(event.ecommerce).toMatchObject({ item_list_id: 'shelf-1', item_list_name: 'Mais vendidos', value: 499.8 })
    expect(selectItemEvent({ id: 'busca', name: 'Busca' }, item, 3).ecommerce.items[0].index).toBe(3)
  })

  it('builds cart events from the order form', () => {
    const form = orderForm([serverLine({ quantity: 2 })])
    expect(viewCartEvent(form).ecommerce).toMatchObject({ value: 499.8, items: [expect.objectContaining({ quantity: 2 })] })
    expect(beginCheckoutEvent(form).event).toBe('begin_checkout')
  })

  it('builds search, wishlist, login and sign_up', () => {
    expect(searchEvent('  tênis corrida ')).toEqual({ event: 'search', search_term: 'tênis corrida' })
    expect(addToWishlistEvent(item).ecommerce.items).toEqual([item])
    expect(loginEvent('email')).toEqual({ event: 'login', method: 'email' })
    expect(signUpEvent('google')).toEqual({ event: 'sign_up', method: 'google' })
  })
})
