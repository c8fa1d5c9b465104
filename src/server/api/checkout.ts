import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  addItems,
  applyCoupon,
  changeToAnonymousUser,
  CheckoutRuleError,
  clearMessages,
  OrderFormNotFoundError,
  createOrderForm,
  removeAllItems,
  setClientPreferences,
  setClientProfile,
  setCustomData,
  setMarketingData,
  setShippingData,
  simulateOrderForm,
  updateItems,
  type CheckoutEnv,
  type OrderForm,
  type OrderFormStore,
} from '../domain/checkout'
import type { RequestAuth } from '../auth/session'
import { HttpError, notFound } from '../http/errors'
import {
  addCustomDataBody,
  addItemsBody,
  couponBody,
  createQuery,
  customAppParams,
  customFieldBody,
  customFieldParams,
  customFields,
  itemsQuery,
  marketingBody,
  orderFormParams,
  preferencesBody,
  profileBody,
  shippingBody,
  simulationQuery,
  updateItemsBody,
} from './checkout-schemas'
import { shopperOf, type Shopper } from './checkout-shopper'

/** VTEX's cart cookie: `checkout.vtex.com=__ofid={orderFormId}`. */
export const ORDER_FORM_COOKIE = 'checkout.vtex.com'
const ORDER_FORM_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** Our paths, then VTEX's native ones (same handlers). */
const BASES = ['/checkout', '/checkout/pub'] as const

function orderFormIdFromCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[ORDER_FORM_COOKIE]
  const match = value ? /__ofid=([A-Za-z0-9-]{1,100})/.exec(value) : null
  return match?.[1]
}

/** The orderForm as this request sees it: who is logged in is decided per request. */
function present(orderForm: OrderForm, shopper: Shopper | null): OrderForm {
  return {
    ...orderForm,
    loggedIn: shopper !== null,
    userProfileId: shopper?.userProfileId ?? orderForm.userProfileId,
  }
}

function toHttpError(error: unknown): unknown {
  if (error instanceof CheckoutRuleError) return new HttpError(error.status, error.code, error.message)
  if (error instanceof OrderFormNotFoundError) return orderFormNotFound(error.orderFormId)
  return error
}

const orderFormNotFound = (id: string) => notFound(`O carrinho ${id} não foi encontrado.`, 'ORDER_FORM_NOT_FOUND')

export interface CheckoutRoutesOptions {
  auth: Pick<RequestAuth, 'currentMember'>
  /** The carts (one IMMEDIATE transaction per change: a refused change writes nothing). */
  orderForms: OrderFormStore
  /** What the pure checkout rules read: catalogue, coupons, addresses, ids and the clock. */
  env: CheckoutEnv
  secureCookies: boolean
  /** The sales channel of a new cart when the call names none: the server's store (3 consumer, 1 business). */
  salesChannel: string
}

export async function checkoutRoutes(app: FastifyInstance, { auth, orderForms, env, secureCookies, salesChannel }: CheckoutRoutesOptions): Promise<void> {
  const shopperOfRequest = (request: FastifyRequest) => shopperOf(auth.currentMember(request))

  const rememberCart = (reply: FastifyReply, orderFormId: string) => {
    reply.setCookie(ORDER_FORM_COOKIE, `__ofid=${orderFormId}`, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: ORDER_FORM_COOKIE_MAX_AGE_SECONDS,
    })
  }

  /**
   * Answers with the cart as this request sees it. A visitor gets the stored
   * JSON text as it is (nothing in it depends on the request).
   */
  const answer = (request: FastifyRequest, reply: FastifyReply, orderForm: OrderForm, json: string) => {
    const shopper = shopperOfRequest(request)
    if (shopper) return present(orderForm, shopper)
    return reply.type('application/json; charset=utf-8').send(json)
  }

  /** One transaction: read the cart, apply the pure rule, write it back. */
  const mutate = (
    request: FastifyRequest,
    reply: FastifyReply,
    change: (orderForm: OrderForm, env: CheckoutEnv) => OrderForm,
  ) => {
    const { id } = orderFormParams.parse(request.params)
    let result: { orderForm: OrderForm; json: string }
    try {
      result = orderForms.change(id, (orderForm) => change(orderForm, env))
    } catch (error) {
      throw toHttpError(error)
    }
    return answer(request, reply, result.orderForm, result.json)
  }

  const read = (request: FastifyRequest): OrderForm => {
    const { id } = orderFormParams.parse(request.params)
    const orderForm = orderForms.get(id)
    if (!orderForm) throw orderFormNotFound(id)
    return orderForm
  }

  const create = (request: FastifyRequest, reply: FastifyReply) => {
    const query = createQuery.parse(request.query)
    const shopper = shopperOfRequest(request)
    const remembered = query.forceNewCart === 'true' ? undefined : orderFormIdFromCookie(request)
    const existing = remembered ? orderForms.get(remembered) : undefined
    if (existing) {
      rememberCart(reply, existing.orderFormId)
      return present(existing, shopper)
    }
    const orderForm = createOrderForm(env.newId(), { salesChannel: query.sc ?? salesChannel })
    orderForms.insert(orderForm)
    rememberCart(reply, orderForm.orderFormId)
    return present(orderForm, shopper)
  }

  for (const base of BASES) {
    const cart = `${base}/orderForm/:id`

    app.get(`${base}/orderForm`, async (request, reply) => create(request, reply))
    app.post(`${base}/orderForm`, async (request, reply) => create(request, reply))

    app.get(cart, async (request, reply) => {
      const { id } = orderFormParams.parse(request.params)
      const json = orderForms.findJson(id)
      if (json === undefined) throw orderFormNotFound(id)
      rememberCart(reply, id)
      const shopper = shopperOfRequest(request)
      return shopper ? present(JSON.parse(json) as OrderForm, shopper) : reply.type('application/json; charset=utf-8').send(json)
    })

    app.post(`${cart}/items`, async (request, reply) => {
      const query = itemsQuery.parse(request.query)
      const { orderItems } = addItemsBody.parse(request.body)
      return mutate(request, reply, (orderForm, checkoutEnv) => {
        const withChannel = query.sc ? { ...orderForm, salesChannel: query.sc } : orderForm
        return addItems(withChannel, orderItems, checkoutEnv)
      })
    })

    app.post(`${cart}/items/update`, async (request, reply) => {
      itemsQuery.parse(request.query)
      const { orderItems } = updateItemsBody.parse(request.body)
      return mutate(request, reply, (orderForm, checkoutEnv) => updateItems(orderForm, orderItems, checkoutEnv))
    })

    app.post(`${cart}/items/removeAll`, async (request, reply) => mutate(request, reply, removeAllItems))

    app.post(`${cart}/coupons`, async (request, reply) => {
      const { text } = couponBody.parse(request.body)
      return mutate(request, reply, (orderForm, checkoutEnv) => applyCoupon(orderForm, text, checkoutEnv))
    })

    for (const path of [`${cart}/clearMessages`, `${cart}/messages/clear`]) {
      app.post(path, async (request, reply) => mutate(request, reply, (orderForm) => clearMessages(orderForm)))
    }

    for (const path of [`${cart}/marketingData`, `${cart}/attachments/marketingData`]) {
      app.post(path, async (request, reply) => {
        const { coupon: _ignored, marketingTags, ...utm } = marketingBody.parse(request.body)
        return mutate(request, reply, (orderForm) => setMarketingData(orderForm, { ...utm, marketingTags: marketingTags ?? [] }))
      })
    }

    for (const path of [`${cart}/shippingData`, `${cart}/attachments/shippingData`]) {
      app.post(path, async (request, reply) => {
        const body = shippingBody.parse(request.body)
        const cep = body.cep ?? body.postalCode
        const selectedAddresses = body.selectedAddresses
          ? body.selectedAddresses.map((address) => ({
              ...address,
              addressType: address.addressType ?? undefined,
              country: undefined,
              geoCoordinates: address.geoCoordinates ?? undefined,
            }))
          : cep !== undefined
            ? [{ postalCode: cep }]
            : []
        const logisticsInfo = (body.logisticsInfo ?? []).map((info) => ({
          itemIndex: info.itemIndex,
          selectedSla: info.selectedSla ?? null,
          selectedDeliveryChannel: info.selectedDeliveryChannel ?? null,
        }))
        return mutate(request, reply, (orderForm, checkoutEnv) =>
          setShippingData(
            orderForm,
            { selectedAddresses, logisticsInfo, clearAddressIfPostalCodeNotFound: body.clearAddressIfPostalCodeNotFound },
            checkoutEnv,
          ),
        )
      })
    }

    app.post(`${cart}/attachments/clientProfileData`, async (request, reply) => {
      const profile = profileBody.parse(request.body)
      return mutate(request, reply, (orderForm) => setClientProfile(orderForm, profile))
    })

    for (const path of [`${cart}/attachments/preferenceData`, `${cart}/attachments/clientPreferencesData`]) {
      app.post(path, async (request, reply) => {
        const body = preferencesBody.parse(request.body)
        const optin = body.optinNewsletter !== undefined ? body.optinNewsletter : body.optinNewsLetter
        return mutate(request, reply, (orderForm) => setClientPreferences(orderForm, { optinNewsLetter: optin, locale: body.locale }))
      })
    }

    app.post(`${cart}/customdata/addCustomdata`, async (request, reply) => {
      const body = addCustomDataBody.parse(request.body)
      const fields = 'fields' in body ? body.fields : { [body.appFieldName]: body.value }
      return mutate(request, reply, (orderForm) => setCustomData(orderForm, body.appId, fields, 'merge'))
    })

    app.put(`${cart}/customData/:appId`, async (request, reply) => {
      const { appId } = customAppParams.parse(request.params)
      const fields = customFields.parse(request.body)
      return mutate(request, reply, (orderForm) => setCustomData(orderForm, appId, fields, 'replace'))
    })

    app.put(`${cart}/customData/:appId/:field`, async (request, reply) => {
      const { appId, field } = customFieldParams.parse(request.params)
      const { value } = customFieldBody.parse(request.body)
      return mutate(request, reply, (orderForm) => setCustomData(orderForm, appId, { [field]: value }, 'merge'))
    })

    app.delete(`${cart}/customData/:appId/:field`, async (request, reply) => {
      const { appId, field } = customFieldParams.parse(request.params)
      return mutate(request, reply, (orderForm) => setCustomData(orderForm, appId, { [field]: null }, 'merge'))
    })

    app.get(`${cart}/simulation`, async (request) => {
      const query = simulationQuery.parse(request.query)
      const orderForm = read(request)
      try {
        return simulateOrderForm(orderForm, query.postalCode ?? query.cep, env)
      } catch (error) {
        throw toHttpError(error)
      }
    })

    app.get(`${base}/changeToAnonymousUser/:id`, async (request, reply) =>
      mutate(request, reply, (orderForm, checkoutEnv) => changeToAnonymousUser(orderForm, checkoutEnv)),
    )
  }

  // The spec's custom-data call on the services host, answered here too.
  app.put('/v1/checkout/pub/orderForm/:id/customData/:appId', async (request, reply) => {
    const { appId } = customAppParams.parse(request.params)
    const fields = customFields.parse(request.body)
    return mutate(request, reply, (orderForm) => setCustomData(orderForm, appId, fields, 'replace'))
  })
}
