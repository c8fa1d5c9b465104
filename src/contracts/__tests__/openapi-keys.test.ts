import fs from 'node:fs'
import path from 'node:path'
import type { ClientProfileData, LogisticsInfo, OrderForm, OrderFormItem, ShippingData, Sla, Totalizer } from '../checkout'
import type { CommertialOffer, SearchInstallment, SearchItem, SearchProduct, SearchSeller } from '../search'

/**
 * The contracts are checked against the published OpenAPI documents
 * (contracts/vtex-openapi): every field a contract declares is a property of
 * the platform's schema, or a listed extension of the store (with its reason).
 * The key lists are exhaustive by type (`satisfies Record<KnownKeys<T>, …>`),
 * so a field added to a contract must be listed here too.
 */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] }
type KeyList<T> = Record<KnownKeys<T>, 'platform' | `extension: ${string}`>

type Schema = { properties?: Record<string, Schema>; items?: Schema; $ref?: string }

function load(file: string): { components: { schemas: Record<string, Schema> } } {
  return JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../contracts/vtex-openapi', file), 'utf8'))
}
const checkout = load('checkout-api.json').components.schemas
const search = load('intelligent-search-api.json').components.schemas

/** The schema at a path of property names ('items[]' steps into an array's items). */
function schemaAt(root: Schema, steps: string[]): Schema {
  return steps.reduce<Schema>((schema, step) => {
    const name = step.replace(/\[\]$/, '')
    let next = schema.properties?.[name]
    if (!next) throw new Error(`no property ${step}`)
    if (step.endsWith('[]')) next = next.items!
    return next
  }, root)
}

function expectContract(list: Record<string, string>, schema: Schema): void {
  const platform = new Set(Object.keys(schema.properties ?? {}))
  const undeclared = Object.entries(list)
    .filter(([key, kind]) => kind === 'platform' && !platform.has(key))
    .map(([key]) => key)
  expect(undeclared).toEqual([])
  const wronglyExtension = Object.entries(list)
    .filter(([key, kind]) => kind !== 'platform' && platform.has(key))
    .map(([key]) => key)
  expect(wronglyExtension).toEqual([])
}

const P = 'platform' as const

describe('contracts/checkout.ts against checkout-api.json', () => {
  it('OrderForm', () => {
    const keys = {
      orderFormId: P, salesChannel: P, loggedIn: P, isCheckedIn: P, storeId: P, checkedInPickupPointId: 'extension: the platform sends it next to isCheckedIn; not in the published schema',
      allowManualPrice: P, canEditData: P, userProfileId: P, userType: P, ignoreProfileData: P, value: P, messages: P, items: P,
      selectableGifts: P, totalizers: P, shippingData: P, clientProfileData: P, paymentData: P, marketingData: P, sellers: P,
      clientPreferencesData: P, commercialConditionData: P, storePreferencesData: P, giftRegistryData: P, openTextField: P,
      invoiceData: P, customData: P, itemMetadata: P, hooksData: P, ratesAndBenefitsData: P, subscriptionData: P, itemsOrdination: P,
    } satisfies KeyList<OrderForm>
    expectContract(keys, checkout.orderForm)
  })

  it('OrderFormItem', () => {
    const keys = {
      uniqueId: P, id: P, productId: P, productRefId: P, refId: P, ean: P, name: P, skuName: P, modalType: P, parentItemIndex: P,
      parentAssemblyBinding: P, priceValidUntil: P, tax: P, taxCode: P, price: P, listPrice: P, manualPrice: P, manualPriceAppliedBy: P,
      sellingPrice: P, rewardValue: P, isGift: P, additionalInfo: P, preSaleDate: P, productCategoryIds: P, productCategories: P,
      quantity: P, seller: P, sellerChain: P, imageUrl: P, detailUrl: P, bundleItems: P, attachments: P, priceTags: P, availability: P,
      measurementUnit: P, unitMultiplier: P, manufacturerCode: P, priceDefinition: P,
      brand: 'extension: the cart item carries its brand at the top level',
      brandId: 'extension: the cart item carries its brand id at the top level',
      additionalInformation: 'extension: the cart item\'s color, size and tracking block (analytics.amplitude)',
      components: 'extension: the cart item\'s kit components',
      attachmentOfferings: 'extension: sent by the platform, absent from the published schema',
      offerings: 'extension: sent by the platform, absent from the published schema',
    } satisfies KeyList<OrderFormItem>
    expectContract(keys, schemaAt(checkout.orderForm, ['items[]']))
  })

  it('Totalizer, ShippingData, LogisticsInfo, Sla, ClientProfileData', () => {
    const untyped = 'extension: the published schema leaves totalizer items untyped; the platform sends id, name and value'
    expectContract({ id: untyped, name: untyped, value: untyped } satisfies KeyList<Totalizer>, schemaAt(checkout.orderForm, ['totalizers[]']))
    expectContract(
      { address: P, logisticsInfo: P, selectedAddresses: P, availableAddresses: P, pickupPoints: 'extension: the platform sends the pickup points of the SLAs (checkout /pickup-points shape)' } satisfies KeyList<ShippingData>,
      schemaAt(checkout.orderForm, ['shippingData']),
    )
    expectContract(
      { itemIndex: P, itemId: P, selectedSla: P, selectedDeliveryChannel: P, addressId: P, slas: P, shipsTo: P, deliveryChannels: P } satisfies KeyList<LogisticsInfo>,
      schemaAt(checkout.orderForm, ['shippingData', 'logisticsInfo[]']),
    )
    const sla = schemaAt(checkout.orderForm, ['shippingData', 'logisticsInfo[]', 'slas[]'])
    expectContract(
      {
        id: P, deliveryChannel: P, name: P, deliveryIds: P, shippingEstimate: P, shippingEstimateDate: P, lockTTL: P, price: P, listPrice: P, tax: P,
        pickupStoreInfo: P, pickupPointId: P, pickupDistance: P, polygonName: P, transitTime: P,
      } satisfies KeyList<Sla>,
      sla,
    )
    expectContract(
      {
        email: P, firstName: P, lastName: P, documentType: P, document: P, phone: P, corporateName: P, tradeName: P, corporateDocument: P,
        stateInscription: P, corporatePhone: P, isCorporate: P, profileCompleteOnLoading: P, profileErrorOnLoading: P, customerClass: P,
      } satisfies KeyList<ClientProfileData>,
      schemaAt(checkout.orderForm, ['clientProfileData']),
    )
  })
})

describe('contracts/search.ts against intelligent-search-api.json', () => {
  it('SearchProduct', () => {
    const keys = {
      cacheId: P, productId: P, productName: P, productReference: P, description: P, linkText: P, link: P, brand: P, brandId: P,
      categories: P, categoryId: P, categoriesIds: P, priceRange: P, specificationGroups: P, skuSpecifications: P, productClusters: P,
      clusterHighlights: P, properties: P, items: P, releaseDate: P, origin: P,
      sport: 'extension: the product card and analytics read the sport (also a property)',
      gender: 'extension: analytics read the gender (also a property)',
      isKit: 'extension: the card links kits to /{linkText}/kit',
      flags: 'extension: the card shows the flags (at most 2)',
      salesCount: 'extension: orders_desc and best-seller rankings',
    } satisfies KeyList<SearchProduct>
    expectContract(keys, search.Product)
  })

  it('SearchItem, SearchSeller, CommertialOffer, SearchInstallment', () => {
    const item = schemaAt(search.Product, ['items[]'])
    expectContract(
      {
        itemId: P, name: P, nameComplete: P, complementName: P, ean: P, referenceId: P, measurementUnit: P, unitMultiplier: P, isKit: P,
        images: P, variations: P, sellers: P,
        manufacturerCode: 'extension: the product lookup by manufacturer code',
      } satisfies KeyList<SearchItem>,
      item,
    )
    const seller = schemaAt(item, ['sellers[]'])
    expectContract({ sellerId: P, sellerName: P, addToCartLink: P, sellerDefault: P, commertialOffer: P } satisfies KeyList<SearchSeller>, seller)
    const offer = schemaAt(seller, ['commertialOffer'])
    expectContract(
      { Price: P, ListPrice: P, PriceWithoutDiscount: P, spotPrice: P, AvailableQuantity: P, Tax: P, Installments: P } satisfies KeyList<CommertialOffer>,
      offer,
    )
    expectContract(
      {
        Value: P, InterestRate: P, TotalValuePlusInterestRate: P, NumberOfInstallments: P, PaymentSystemName: P, PaymentSystemGroupName: P, Name: P,
        onlyStoreCard: 'extension: installments valid only with the store card are not shown',
      } satisfies KeyList<SearchInstallment>,
      schemaAt(offer, ['Installments[]']),
    )
  })
})
