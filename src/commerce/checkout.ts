import { storeConfig } from '../config/store'
import type { LogisticsInfo, OrderForm } from '../contracts/checkout'
import type {
  ClientPreferencesInput,
  ClientProfileInput,
  CustomDataInput,
  OrderFormGateway,
  OrderItemInput,
  OrderItemUpdate,
  PaymentSelectionInput,
  ShippingDataInput,
} from '../sdk/cart/gateway'
import { CommerceHttpError, consoleLogger, http as defaultHttp, type CommerceLogger, type HttpClient } from './http'

/** Base path of the order form calls. */
export const CHECKOUT_BASE = '/api/checkout'

const orderFormPath = (id: string, suffix = ''): string => `${CHECKOUT_BASE}/orderForm/${encodeURIComponent(id)}${suffix}`

/** The cart's simulation of its own items (GET …/simulation). */
export interface OrderFormSimulation {
  items?: unknown[]
  logisticsInfo?: LogisticsInfo[]
  postalCode?: string | null
  [field: string]: unknown
}

/** The order form calls beyond the cart store's gateway. */
export interface CheckoutApi extends OrderFormGateway {
  /**
   * Guest check: attaches only the e-mail; the answer must carry an
   * orderFormId. Any failure gives null.
   */
  checkGuestEmail(orderFormId: string, email: string): Promise<OrderForm | null>
  /** GET …/{id}/simulation, optionally for another postal code. */
  simulation(orderFormId: string, postalCode?: string): Promise<OrderFormSimulation>
  /**
   * PUT {servicesHost}/v1/checkout/pub/orderForm/{id}/customData/{appId}:
   * failures are only logged (the answer is then null).
   */
  putCustomDataOnServicesHost(servicesHost: string, orderFormId: string, appId: string, fields: Record<string, string>): Promise<OrderForm | null>
}

export interface CheckoutApiOptions {
  http?: HttpClient
  salesChannel?: string
  logger?: CommerceLogger
}

/**
 * The typed order form client (VTEX checkout shapes; amounts in cents). It
 * implements the cart store's {@link OrderFormGateway}.
 */
export function createCheckoutApi({ http = defaultHttp, salesChannel = storeConfig.salesChannel, logger = consoleLogger }: CheckoutApiOptions = {}): CheckoutApi {
  return {
    create: () => http.get<OrderForm>(`${CHECKOUT_BASE}/orderForm`),

    async get(orderFormId) {
      try {
        return await http.get<OrderForm>(orderFormPath(orderFormId))
      } catch (error) {
        if (error instanceof CommerceHttpError && error.status === 404) return null
        throw error
      }
    },

    addItems: (orderFormId, items: OrderItemInput[]) =>
      http.post<OrderForm>(orderFormPath(orderFormId, '/items'), { orderItems: items }, { query: { sc: salesChannel } }),

    updateItems: (orderFormId, updates: OrderItemUpdate[]) =>
      http.post<OrderForm>(orderFormPath(orderFormId, '/items/update'), { orderItems: updates }, { query: { allowedOutdatedData: 'paymentData' } }),

    addCoupon: (orderFormId, coupon) => http.post<OrderForm>(orderFormPath(orderFormId, '/coupons'), { text: coupon }),

    clearMessages: (orderFormId) => http.post<OrderForm>(orderFormPath(orderFormId, '/clearMessages'), {}),

    setMarketingData: (orderFormId, data) => http.post<OrderForm>(orderFormPath(orderFormId, '/marketingData'), data),

    setShippingData: (orderFormId, shipping: ShippingDataInput) => http.post<OrderForm>(orderFormPath(orderFormId, '/shippingData'), shipping),

    setClientProfile: (orderFormId, profile: ClientProfileInput) =>
      http.post<OrderForm>(orderFormPath(orderFormId, '/attachments/clientProfileData'), profile),

    setPaymentData: (orderFormId, payment: PaymentSelectionInput) =>
      http.post<OrderForm>(orderFormPath(orderFormId, '/attachments/paymentData'), {
        payments: [{ paymentSystem: payment.paymentSystem, installments: payment.installments }],
      }),

    setClientPreferences: (orderFormId, preferences: ClientPreferencesInput) =>
      http.post<OrderForm>(orderFormPath(orderFormId, '/attachments/preferenceData'), { optinNewsletter: preferences.optinNewsletter }),

    addCustomData: (orderFormId, data: CustomDataInput) =>
      http.post<OrderForm>(orderFormPath(orderFormId, '/customdata/addCustomdata'), { appId: data.appId, fields: data.fields }),

    changeToAnonymousUser: (orderFormId) => http.get<OrderForm>(`${CHECKOUT_BASE}/changeToAnonymousUser/${encodeURIComponent(orderFormId)}`),

    async checkGuestEmail(orderFormId, email) {
      try {
        const orderForm = await http.post<OrderForm>(orderFormPath(orderFormId, '/attachments/clientProfileData'), { email })
        return orderForm && typeof orderForm.orderFormId === 'string' ? orderForm : null
      } catch (error) {
        logger.error('guest e-mail check failed', error)
        return null
      }
    },

    simulation: (orderFormId, postalCode) =>
      http.get<OrderFormSimulation>(orderFormPath(orderFormId, '/simulation'), { query: { postalCode } }),

    async putCustomDataOnServicesHost(servicesHost, orderFormId, appId, fields) {
      const host = servicesHost.replace(/\/+$/, '')
      try {
        return await http.put<OrderForm>(
          `${host}/v1/checkout/pub/orderForm/${encodeURIComponent(orderFormId)}/customData/${encodeURIComponent(appId)}`,
          fields,
        )
      } catch (error) {
        logger.error(`custom data ${appId} failed`, error)
        return null
      }
    },
  }
}

/** The store's order form client; pass it to the cart store as its gateway. */
export const checkoutApi: CheckoutApi = createCheckoutApi()
/** The same object, typed as the cart store's gateway. */
export const orderFormGateway: OrderFormGateway = checkoutApi
