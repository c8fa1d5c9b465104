/** The order form's custom apps the store writes: tracking, insurance and gift card. */

/** The gift card's data: recipient name and e-mail, message, face image, value. */
export const GIFT_CARD_APP_ID = 'giftcard'
/** The bike insurance data, cleared when the gift card rule empties the cart. */
export const INSURANCE_APP_ID = 'insurance'
/** The tracking click ids (affiliate and social ad click ids, advertising cookies). */
export const TRACKING_APP_ID = 'tracking'

/**
 * Custom apps whose fields are personal data (a recipient's name and e-mail; identifiers of the
 * shopper's browser at ad networks): shown to the browser that entered them only, like an address.
 * Other apps (a client's own marks, e.g. a storefront's cart version) are plain cart data.
 */
export const PERSONAL_CUSTOM_APPS: ReadonlySet<string> = new Set([GIFT_CARD_APP_ID, TRACKING_APP_ID])
