import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  addItems,
  applyCoupon,
  changeToAnonymousUser,
  CheckoutRuleError,
  clearMessages,
  OrderFormNotFoundError,
  OrderFormTooLargeError,
  createOrderForm,
  removeAllItems,
  setClientPreferences,
  setClientProfile,
  isGuestCheck,
  PROFILE_REQUIRES_LOGIN_CODE,
  setCustomData,
  setMarketingData,
  setPaymentData,
  setShippingData,
  simulateOrderForm,
  updateItems,
  installmentsOfOrderForm,
  withSkusReadOnce,
  type CheckoutEnv,
  type OrderForm,
  type OrderFormRepository,
  type ChangedCart,
} from '../domain/checkout'
import { CartIds } from '../domain/checkout/cart-ids'
import type { CartCreations } from '../domain/checkout/cart-creations'
import type { CouponAttempts } from '../domain/checkout/coupon-attempts'
import type { IdentificationAttempts } from '../domain/checkout/identification-attempts'
import { ANONYMOUS_CART_RETENTION_DAYS, ORDER_FORM_MAX_CHARS } from '../domain/checkout/limits'
import { enterPersonalData, type CartViewer } from '../domain/privacy'
import type { RequestAuth } from '../auth/session'
import { HttpError, notFound, tooManyRequests } from '../http/errors'
import { answerNoStore } from '../http/no-store'
import {
  addCustomDataBody,
  addItemsBody,
  couponBody,
  createQuery,
  customAppParams,
  customFieldBody,
  customFieldParams,
  customFields,
  installmentsQuery,
  itemsQuery,
  marketingBody,
  orderFormParams,
  paymentDataBody,
  preferencesBody,
  profileBody,
  shippingBody,
  simulationQuery,
  updateItemsBody,
} from './checkout-schemas'
import { PERSONAL_CUSTOM_APPS } from '../../contracts/custom-apps'
import { cartViewers } from './cart-viewer'
import { sendOrderForm } from './checkout-answer'
import { cartSimulationRoutes, clientCartRoutes, refreshIfAsked, type CartCalls } from './checkout-client-routes'

/** VTEX's cart cookie: `checkout.vtex.com=__ofid={orderFormId}`. */
export const ORDER_FORM_COOKIE = 'checkout.vtex.com'
/** The cart cookie lives as long as an untouched anonymous cart is kept. */
const ORDER_FORM_COOKIE_MAX_AGE_SECONDS = ANONYMOUS_CART_RETENTION_DAYS * 24 * 60 * 60
export { ORDER_FORM_OWNERSHIP_COOKIE } from './cart-viewer'

/** Our paths, then VTEX's native ones (same handlers). */
const BASES = ['/checkout', '/checkout/pub'] as const

function orderFormIdFromCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[ORDER_FORM_COOKIE]
  const match = value ? /__ofid=([A-Za-z0-9-]{1,100})/.exec(value) : null
  return match?.[1]
}

function toHttpError(error: unknown): unknown {
  if (error instanceof CheckoutRuleError) return new HttpError(error.status, error.code, error.message)
  if (error instanceof OrderFormNotFoundError) return orderFormNotFound(error.orderFormId)
  if (error instanceof OrderFormTooLargeError) return orderFormTooLarge()
  return error
}

const orderFormTooLarge = () =>
  new HttpError(
    413,
    'orderFormTooLarge',
    `O carrinho chegou ao tamanho máximo (${Math.round(ORDER_FORM_MAX_CHARS / 1024)} KB). Remova itens ou dados adicionais e tente de novo; nada foi alterado.`,
  )

const orderFormNotFound = (id: string) => notFound(`O carrinho ${id} não foi encontrado.`, 'ORDER_FORM_NOT_FOUND')

export interface CheckoutRoutesOptions {
  auth: Pick<RequestAuth, 'currentMember'>
  /** The carts (one IMMEDIATE transaction per change: a refused change writes nothing). */
  orderForms: OrderFormRepository
  /** What the pure checkout rules read: catalogue, coupons, addresses, ids and the clock. */
  env: CheckoutEnv
  /** The limits on coupon guessing (per cart and client address). */
  couponAttempts: CouponAttempts
  /** The limits on identifications (the guest check tells whether an e-mail has an account). */
  identificationAttempts: IdentificationAttempts
  /** The limit on new stored carts per client address. */
  cartCreations: CartCreations
  secureCookies: boolean
  /** The sales channel of a new cart when the call names none: the server's store (3 consumer, 1 business). */
  salesChannel: string
}

/** How a write treats the cart's personal data: a plain change, or personal data entered (see enterPersonalData). */
type WriteKind = 'plain' | 'personal'

/** A custom app's fields are personal data (enter them as such) or plain cart data. */
const writeKindOfApp = (appId: string): WriteKind => (PERSONAL_CUSTOM_APPS.has(appId) ? 'personal' : 'plain')

export async function checkoutRoutes(
  app: FastifyInstance,
  { auth, orderForms, env, couponAttempts, identificationAttempts, cartCreations, secureCookies, salesChannel: storeSalesChannel }: CheckoutRoutesOptions,
): Promise<void> {
  answerNoStore(app)
  const cartIds = new CartIds()
  const viewers = cartViewers({ auth, secureCookies })

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
   * The empty cart this browser was given but has not written yet (its id is
   * the cart cookie's): carts are stored on their first write, so a read
   * never stores one.
   */
  const pendingCart = (request: FastifyRequest, id: string, salesChannel?: string): OrderForm | undefined =>
    id === orderFormIdFromCookie(request) ? createOrderForm(id, { salesChannel: salesChannel ?? storeSalesChannel }) : undefined

  /**
   * The pending cart a write may start: the cookie's, or one this server issued (a page that asked for
   * its cart twice at once was given two ids and kept one cookie); never an id a client made up.
   */
  const cartToStart = (request: FastifyRequest, id: string, salesChannel?: string): OrderForm | undefined => {
    const started =
      pendingCart(request, id, salesChannel) ??
      (cartIds.wasIssued(id) ? createOrderForm(id, { salesChannel: salesChannel ?? storeSalesChannel }) : undefined)
    if (!started) return undefined
    const verdict = cartCreations.allow(request.ip)
    if (!verdict.allowed) {
      throw tooManyRequests('tooManyNewCarts', 'Muitos carrinhos novos a partir deste endereço. Aguarde alguns minutos e tente novamente.', verdict.retryAfterMs)
    }
    return started
  }

  /**
   * One transaction: read the cart (or start this browser's pending one, made only when the cart is not stored),
   * apply the pure rule (reading each SKU once), write it back.
   */
  const mutate = (
    request: FastifyRequest,
    reply: FastifyReply,
    change: (orderForm: OrderForm, env: CheckoutEnv) => OrderForm,
    kind: WriteKind = 'plain',
  ) => {
    const { id } = orderFormParams.parse(request.params)
    const writer = kind === 'personal' ? viewers.writerOf(request, reply) : null
    const viewer: CartViewer = writer?.viewer ?? viewers.viewerOf(request)
    const salesChannel = (request.query as { sc?: unknown } | undefined)?.sc
    let stored: ChangedCart
    try {
      stored = orderForms.change(
        id,
        (current) => {
          const writeEnv = withSkusReadOnce(env)
          return writer === null
            ? { orderForm: change(current.orderForm, writeEnv), ownerKey: current.ownerKey }
            : enterPersonalData(current, viewer, writer.key, (orderForm) => change(orderForm, writeEnv))
        },
        { create: () => cartToStart(request, id, typeof salesChannel === 'string' && /^\d{1,3}$/.test(salesChannel) ? salesChannel : undefined) },
      )
    } catch (error) {
      throw toHttpError(error)
    }
    // A cart this write started (an id the server issued to this page) is the browser's cart from now on.
    if (stored.created && orderFormIdFromCookie(request) !== id) rememberCart(reply, id)
    return sendOrderForm(reply, stored, viewer)
  }

  /** The stored cart, or this browser's pending one; 404 for any other id. */
  const read = (request: FastifyRequest): OrderForm => {
    const { id } = orderFormParams.parse(request.params)
    const orderForm = orderForms.get(id) ?? pendingCart(request, id)
    if (!orderForm) throw orderFormNotFound(id)
    return orderForm
  }

  /**
   * The browser's cart (its cart cookie's, stored or still pending), or a new
   * one — not stored until its first write.
   */
  const create = (request: FastifyRequest, reply: FastifyReply) => {
    const query = createQuery.parse(request.query)
    const viewer = viewers.viewerOf(request)
    const remembered = query.forceNewCart === 'true' ? undefined : orderFormIdFromCookie(request)
    const existing = remembered ? orderForms.find(remembered) : undefined
    const id = existing ? existing.orderForm.orderFormId : (remembered ?? cartIds.issue())
    rememberCart(reply, id)
    if (existing) return sendOrderForm(reply, existing, viewer)
    return sendOrderForm(reply, { orderForm: createOrderForm(id, { salesChannel: query.sc ?? storeSalesChannel }), ownerKey: null }, viewer)
  }

  /** How the calls of VTEX's own clients (checkout-client-routes.ts) write carts. */
  const cartCalls: CartCalls = { mutate: (request, reply, change) => mutate(request, reply, change), find: (id) => orderForms.find(id) }

  for (const base of BASES) {
    const cart = `${base}/orderForm/:id`

    app.get(`${base}/orderForm`, async (request, reply) => create(request, reply))
    app.post(`${base}/orderForm`, async (request, reply) => create(request, reply))

    // A read never points the browser's cart cookie at the id of the address (no cart fixation).
    // VTEX's storefront client reads with POST, and may ask for outdated data to be refreshed first.
    app.route({ method: ['GET', 'POST'], url: cart, handler: async (request, reply) => {
      const refreshed = refreshIfAsked(request, reply, cartCalls)
      if (refreshed) return refreshed
      const { id } = orderFormParams.parse(request.params)
      const stored = orderForms.find(id)
      if (stored) return sendOrderForm(reply, stored, viewers.viewerOf(request))
      const pending = pendingCart(request, id)
      if (!pending) throw orderFormNotFound(id)
      return sendOrderForm(reply, { orderForm: pending, ownerKey: null }, viewers.viewerOf(request))
    } })
    clientCartRoutes(app, base, cartCalls)

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
      const { id } = orderFormParams.parse(request.params)
      const { text } = couponBody.parse(request.body)
      const verdict = couponAttempts.check(id, request.ip)
      if (!verdict.allowed) {
        reply.header('retry-after', String(Math.ceil(verdict.retryAfterMs / 1000)))
        throw new HttpError(429, 'tooManyCouponAttempts', 'Muitas tentativas de cupom. Aguarde alguns minutos e tente novamente.')
      }
      const answer = mutate(request, reply, (orderForm, checkoutEnv) => applyCoupon(orderForm, text, checkoutEnv))
      const code = text.trim()
      if (code !== '' && !env.coupon(code)) couponAttempts.failed(id, request.ip)
      return answer
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
        return mutate(
          request,
          reply,
          (orderForm, checkoutEnv) =>
            setShippingData(
              orderForm,
              { selectedAddresses, logisticsInfo, clearAddressIfPostalCodeNotFound: body.clearAddressIfPostalCodeNotFound },
              checkoutEnv,
            ),
          'personal',
        )
      })
    }

    app.post(`${cart}/attachments/clientProfileData`, async (request, reply) => {
      const { id } = orderFormParams.parse(request.params)
      const profile = profileBody.parse(request.body)
      const { member } = viewers.viewerOf(request)
      // What tells whether an e-mail has an account is rationed: the guest check (an e-mail alone, other than
      // the cart's and than one's own, logged in) and the refusal to overwrite a member's data (409).
      const email = profile.email.trim().toLowerCase()
      const newEmail = email !== orderForms.get(id)?.clientProfileData?.email?.toLowerCase() && email !== member?.email.toLowerCase()
      if (newEmail) {
        const verdict = identificationAttempts.check(id, request.ip)
        if (!verdict.allowed) {
          throw tooManyRequests('tooManyIdentificationAttempts', 'Muitas tentativas de identificação. Aguarde alguns minutos e tente novamente.', verdict.retryAfterMs)
        }
        if (isGuestCheck(profile)) identificationAttempts.made(id, request.ip)
      }
      try {
        return mutate(request, reply, (orderForm, checkoutEnv) => setClientProfile(orderForm, profile, checkoutEnv, member), 'personal')
      } catch (error) {
        if (newEmail && error instanceof HttpError && error.code === PROFILE_REQUIRES_LOGIN_CODE) identificationAttempts.made(id, request.ip)
        throw error
      }
    })

    app.post(`${cart}/attachments/paymentData`, async (request, reply) => {
      const body = paymentDataBody.parse(request.body)
      return mutate(request, reply, (orderForm, checkoutEnv) => setPaymentData(orderForm, body, checkoutEnv))
    })

    app.get(`${cart}/installments`, async (request) => {
      const { paymentSystem } = installmentsQuery.parse(request.query)
      const orderForm = read(request)
      try {
        return installmentsOfOrderForm(orderForm, paymentSystem)
      } catch (error) {
        throw toHttpError(error)
      }
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
      return mutate(request, reply, (orderForm) => setCustomData(orderForm, body.appId, fields, 'merge'), writeKindOfApp(body.appId))
    })

    app.put(`${cart}/customData/:appId`, async (request, reply) => {
      const { appId } = customAppParams.parse(request.params)
      const fields = customFields.parse(request.body)
      return mutate(request, reply, (orderForm) => setCustomData(orderForm, appId, fields, 'replace'), writeKindOfApp(appId))
    })

    app.put(`${cart}/customData/:appId/:field`, async (request, reply) => {
      const { appId, field } = customFieldParams.parse(request.params)
      const { value } = customFieldBody.parse(request.body)
      return mutate(request, reply, (orderForm) => setCustomData(orderForm, appId, { [field]: value }, 'merge'), writeKindOfApp(appId))
    })

    app.delete(`${cart}/customData/:appId/:field`, async (request, reply) => {
      const { appId, field } = customFieldParams.parse(request.params)
      return mutate(request, reply, (orderForm) => setCustomData(orderForm, appId, { [field]: null }, 'merge'), writeKindOfApp(appId))
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

  cartSimulationRoutes(app, env, storeSalesChannel)

  // The spec's custom-data call on the services host, answered here too.
  app.put('/v1/checkout/pub/orderForm/:id/customData/:appId', async (request, reply) => {
    const { appId } = customAppParams.parse(request.params)
    const fields = customFields.parse(request.body)
    return mutate(request, reply, (orderForm) => setCustomData(orderForm, appId, fields, 'replace'), writeKindOfApp(appId))
  })
}
