import { z } from 'zod'

/** Input of every checkout call (zod): anything else is a 400 before the cart is read. */

const text = (max: number) => z.string().max(max)
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value ?? undefined)

export const orderFormParams = z.object({ id: z.string().min(1).max(100) })

export const createQuery = z.object({
  forceNewCart: z.enum(['true', 'false']).optional(),
  sc: z.string().regex(/^\d{1,3}$/).optional(),
})

export const itemsQuery = z.object({
  sc: z.string().regex(/^\d{1,3}$/).optional(),
  allowedOutdatedData: z.union([text(100), z.array(text(100)).max(10)]).optional(),
})

const skuId = z.union([z.string().min(1).max(64), z.number().int().nonnegative()]).transform(String)
const sellerId = z.union([z.string().min(1).max(64), z.number().int().nonnegative()]).transform(String)

export const addItemsBody = z.object({
  orderItems: z
    .array(
      z.object({
        id: skuId,
        productId: z.union([z.string().max(64), z.number()]).optional(),
        quantity: z.number().int().min(1).max(10_000),
        seller: sellerId,
        index: z.number().int().min(0).optional(),
        price: z.number().optional(),
      }),
    )
    .min(1)
    .max(100),
})

export const updateItemsBody = z.object({
  orderItems: z
    .array(
      z.object({
        index: z.number().int().min(0).max(10_000),
        quantity: z.number().int().min(0).max(10_000),
      }),
    )
    .min(1)
    .max(100),
})

export const couponBody = z.object({ text: text(100) })

export const marketingBody = z.object({
  utmSource: optionalText(500),
  utmMedium: optionalText(500),
  utmCampaign: optionalText(500),
  utmiPage: optionalText(500),
  utmiPart: optionalText(500),
  utmiCampaign: optionalText(500),
  marketingTags: z.array(text(200)).max(50).nullish(),
  coupon: optionalText(100),
})

const addressBody = z.object({
  addressType: z.enum(['residential', 'commercial', 'pickup', 'search']).nullish(),
  receiverName: optionalText(200).nullable(),
  addressId: optionalText(100).nullable(),
  postalCode: text(20),
  city: optionalText(200),
  state: optionalText(50),
  country: z.literal('BRA').nullish(),
  street: optionalText(300),
  number: optionalText(50),
  neighborhood: optionalText(200),
  complement: optionalText(300).nullable(),
  reference: optionalText(300).nullable(),
  geoCoordinates: z.array(z.number().finite()).max(2).nullish(),
})

export const shippingBody = z
  .object({
    cep: text(20).optional(),
    postalCode: text(20).optional(),
    selectedAddresses: z.array(addressBody).max(5).optional(),
    logisticsInfo: z
      .array(
        z.object({
          itemIndex: z.number().int().min(0).max(10_000),
          selectedSla: optionalText(200).nullable(),
          selectedDeliveryChannel: z.enum(['delivery', 'pickup-in-point']).nullish(),
        }),
      )
      .max(100)
      .optional(),
    clearAddressIfPostalCodeNotFound: z.boolean().optional(),
  })
  .refine((body) => body.cep !== undefined || body.postalCode !== undefined || body.selectedAddresses !== undefined || body.logisticsInfo !== undefined, {
    message: 'cep, selectedAddresses or logisticsInfo is required',
  })

export const profileBody = z.object({
  email: z.string().trim().max(200).email(),
  firstName: optionalText(100),
  lastName: optionalText(100),
  documentType: optionalText(10),
  document: optionalText(30),
  phone: optionalText(30),
  corporateName: optionalText(200),
  tradeName: optionalText(200),
  corporateDocument: optionalText(30),
  stateInscription: optionalText(50),
  corporatePhone: optionalText(30),
  isCorporate: z.boolean().nullish().transform((value) => value ?? undefined),
})

export const preferencesBody = z.object({
  optinNewsletter: z.boolean().nullish(),
  optinNewsLetter: z.boolean().nullish(),
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/).optional(),
})

const appId = z.string().regex(/^[A-Za-z0-9_.-]{1,60}$/, 'invalid app id')
const fieldName = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'invalid field name')
const fieldValue = z.union([z.string().max(10_000), z.number().finite(), z.boolean(), z.null()]).transform((value) =>
  value === null ? null : String(value),
)
export const customFields = z.record(fieldName, fieldValue).refine((fields) => Object.keys(fields).length <= 50, {
  message: 'at most 50 fields',
})

export const customAppParams = z.object({ id: z.string().min(1).max(100), appId })
export const customFieldParams = z.object({ id: z.string().min(1).max(100), appId, field: fieldName })
export const customFieldBody = z.object({ value: fieldValue })

/** POST …/customdata/addCustomdata: `{ appId, fields }` or `{ appId, appFieldName, value }`. */
export const addCustomDataBody = z.union([
  z.object({ appId, fields: customFields }),
  z.object({ appId, appFieldName: fieldName, value: fieldValue }),
])

export const simulationQuery = z.object({
  postalCode: text(20).optional(),
  cep: text(20).optional(),
})

const paymentSystemId = z.union([z.number().int().min(1).max(100_000), z.string().regex(/^\d{1,6}$/).transform(Number)])
const cents = z.number().int().min(0).max(1_000_000_000)

/** POST …/attachments/paymentData: one payment (system and installments; the values are the server's). */
export const paymentDataBody = z.object({
  payments: z
    .array(
      z.object({
        paymentSystem: paymentSystemId,
        installments: z.number().int().min(1).max(99),
        paymentSystemName: optionalText(100),
        group: optionalText(100),
        installmentsInterestRate: z.number().finite().nullish(),
        installmentsValue: cents.nullish(),
        value: cents.nullish(),
        referenceValue: cents.nullish(),
        hasDefaultBillingAddress: z.boolean().nullish(),
      }).transform(({ paymentSystem, installments }) => ({ paymentSystem, installments })),
    )
    .max(5),
})

export const installmentsQuery = z.object({ paymentSystem: paymentSystemId })

/** POST …/transaction: what the shopper agrees to pay. */
export const transactionBody = z.object({
  referenceId: z.string().min(1).max(100),
  value: cents,
  referenceValue: cents,
  interestValue: cents,
  savePersonalData: z.boolean().nullish(),
  optinNewsLetter: z.boolean().nullish(),
})

export const orderGroupParams = z.object({ orderGroup: z.string().regex(/^\d{13}$/, 'orderGroup must be 13 digits') })
export const orderIdParams = z.object({ orderId: z.string().regex(/^\d{13}-\d{2}$/, 'orderId must be like 1000001234567-01') })

export const orderLookupBody = z.object({
  orderId: z.string().trim().regex(/^\d{13}-\d{2}$/, 'Número do pedido inválido: use o formato 1234567890123-01.'),
  email: z.string().trim().max(200).email('E-mail inválido.'),
})

export const cancelBody = z
  .object({ reason: optionalText(500), email: z.string().trim().max(200).email().nullish() })
  .nullish()
  .transform((body) => body ?? {})

export const postalCodeParams = z.object({ countryCode: z.literal('BRA'), postalCode: z.string().max(16) })

export const pickupPointsQuery = z.object({
  postalCode: z.string().max(16).optional(),
  countryCode: z.literal('BRA').optional(),
  geoCoordinates: z.string().max(100).optional(),
})

/** PUT /api/checkout/pub/orders: the order's cart in the body (prices are the server's). */
export const placeOrderBody = z.object({
  items: addItemsBody.shape.orderItems,
  clientProfileData: profileBody,
  shippingData: z.object({
    address: addressBody.nullish(),
    selectedAddresses: z.array(addressBody).max(5).nullish(),
    logisticsInfo: z
      .array(
        z.object({
          itemIndex: z.number().int().min(0).max(10_000),
          selectedSla: optionalText(200).nullable(),
          selectedDeliveryChannel: z.enum(['delivery', 'pickup-in-point']).nullish(),
        }),
      )
      .max(100),
  }),
  paymentData: paymentDataBody,
})

const cardFields = z.object({
  holderName: z.string().max(100),
  cardNumber: z.string().max(30),
  validationCode: z.string().max(4),
  dueDate: z.string().max(7),
  document: z.string().max(30).nullish().transform((value) => value ?? undefined),
})

/** POST {receiverUri}: the payment of a transaction, sent to the connector. */
export const connectorPaymentsBody = z
  .array(
    z.object({
      paymentSystem: paymentSystemId,
      installments: z.number().int().min(1).max(99),
      value: cents,
      referenceValue: cents,
      currencyCode: z.literal('BRL').optional(),
      fields: cardFields.nullish().transform((value) => value ?? undefined),
      transaction: z.object({ id: z.string().min(1).max(64), merchantName: z.string().max(100) }),
    }),
  )
  .min(1)
  .max(5)

export const transactionParams = z.object({ transactionId: z.string().regex(/^[A-Fa-f0-9]{32}$/, 'invalid transaction id') })
