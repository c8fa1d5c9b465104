/**
 * The cart's types. The order form is the contract's (src/contracts/checkout.ts,
 * VTEX Checkout API `orderForm`; amounts in integer cents): the toolkit
 * re-exports it and only adds the partial values it builds itself.
 */
import type { OrderForm, OrderFormItem } from '../../contracts/checkout'

export type {
  ClientProfileData,
  CustomApp,
  ItemAdditionalInfo,
  LogisticsInfo,
  MarketingData,
  OrderForm,
  OrderFormAddress,
  OrderFormItem,
  OrderFormMessage,
  OrderFormSeller,
  ShippingData,
  Totalizer,
} from '../../contracts/checkout'

/** The fields every cart line has, even one shown before the server answered (items added carry id, productId, quantity, seller, price). */
type CartLineCore = 'id' | 'productId' | 'seller' | 'quantity' | 'price' | 'listPrice' | 'sellingPrice' | 'name'

/**
 * A line of the cart as the shopper sees it: a server line, or an optimistic
 * one (an add not answered yet) that has only the core fields and what the
 * add previewed.
 */
export type CartLine = Pick<OrderFormItem, CartLineCore> & Partial<Omit<OrderFormItem, CartLineCore>>

/** The order form as the shopper sees it: the server's, with pending optimistic changes applied to its lines. */
export type CartOrderForm = Omit<OrderForm, 'items'> & { items: CartLine[] }
