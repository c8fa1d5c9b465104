/**
 * Every number and fixed name of the specification (its business constants
 * and limits), in one place. Nothing else in the project may repeat these
 * literals: import them from here.
 */

// ── Search ──────────────────────────────────────────────────────────────────
export const SEARCH_SUBMIT_MIN_CHARS = 3
export const AUTOCOMPLETE_MIN_CHARS_MODAL = 2
export const AUTOCOMPLETE_MIN_CHARS_HEADER = 3
export const SUGGESTED_TERMS_MAX = 4
export const SEARCH_RECOMMENDATIONS_MAX = 6
export const SEARCH_EVENT_DEBOUNCE_MS = 500
export const PRODUCT_SEARCH_FALLBACK_PAGE_SIZE = 5
export const SEARCH_SORTS = [
  'price_desc',
  'price_asc',
  'orders_desc',
  'name_desc',
  'name_asc',
  'release_desc',
  'discount_desc',
  'score_desc',
] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]
export const DEFAULT_SEARCH_SORT: SearchSort = 'score_desc'
export const DEFAULT_SEARCH_PAGE = 0
/** Products per page of the listing grid (not given by the spec: our choice). */
export const SEARCH_PAGE_SIZE = 24
export const SEARCH_HISTORY_STORAGE_KEY = 'searchedTerms'
/** Searched terms kept in the history (not given by the spec: our choice). */
export const SEARCH_HISTORY_MAX = 10

// ── Timing ──────────────────────────────────────────────────────────────────
export const STRIPE_AUTOPLAY_MS = 5500
export const PLACEHOLDER_TYPING_MS_PER_CHAR = 50
export const PLACEHOLDER_PAUSE_MS = 3000
export const MENU_HOVER_DELAY_MS = 300
export const CEP_AUTO_SUBMIT_MS = 500
export const DELAYED_LOAD_INDICATOR_MS = 1000
export const APP_PROMPT_DELAY_MS = 5000
export const PREFETCH_BATCH_SIZE = 4
export const PREFETCH_INTERVAL_MS = 3000
export const PAGE_DATA_MAX_RETRIES = 3

// ── Cookies and storage ─────────────────────────────────────────────────────
export const CEP_DISMISSAL_DAYS = 1
export const APP_INSTALLED_DAYS = 365
export const COOKIE_POLICIES_DAYS = 365
/** The shopper's cookie choice by purpose (cookieConsent) lives as long as cookiePolicies: 365 days. */
export const COOKIE_CONSENT_DAYS = COOKIE_POLICIES_DAYS
/** Version of the cookie notice's purposes: a choice made under an older version is asked again. */
export const COOKIE_CONSENT_VERSION = 1
/** Deleting an account: the code e-mailed to confirm it is valid 30 minutes, for at most 5 tries. */
export const ACCOUNT_DELETION_CODE_MINUTES = 30
export const ACCOUNT_DELETION_CODE_MAX_ATTEMPTS = 5
/** Digits of that code. */
export const ACCOUNT_DELETION_CODE_DIGITS = 6
export const CHUNK_RELOAD_LIMIT = 2
export const CHUNK_RELOAD_COUNTER_RESET_MS = 30_000
export const SESSION_STORAGE_NAMESPACE_DEFAULT = 'main'
export const SESSION_STORAGE_KEY_SUFFIX = '::store::session'

// ── Layout ──────────────────────────────────────────────────────────────────
export const PRODUCT_THUMBNAIL_PX = 107
export const PRODUCT_IMAGE_REQUEST_PX = 320
export const APP_PROMPT_MAX_WIDTH_PX = 1024
export const MODAL_DEFAULT_WIDTH_PX = 485
export const MODAL_DEFAULT_HEIGHT_PX = 570
export const HELP_MODAL_WIDTH_PX = 343
export const HELP_MODAL_WIDE_WIDTH_PX = 375
export const COUNTRY_LIST_MAX_HEIGHT_PX = 225
export const MENU_SUBCATEGORIES_PER_COLUMN = 15
export const MOBILE_PANEL_REMOVAL_MS = 4000
export const MOBILE_ACCOUNT_PANEL_REMOVAL_MS = 2000
/** Below this width the store lays out for mobile. */
export const MOBILE_BREAKPOINT_PX = 768

// ── Theme ───────────────────────────────────────────────────────────────────
export const THEME_PRIMARY_COLOR = '#007cb9'
export const THEME_SECONDARY_COLOR = '#3643ba'

// ── Cart and product ────────────────────────────────────────────────────────
export const CART_ITEM_MIN_QUANTITY = 1
export const CART_ITEM_MAX_QUANTITY = 30
export const GIFT_CARD_PRODUCT_ID = '11113'
export const TOAST_DURATION_MS = 8000
export const SLIDER_AUTOPLAY_MS = 4000
export const SLIDER_DRAG_THRESHOLD_PX = 80
export const PRODUCT_FLAGS_MAX = 2
/** Flags on product cards: only those whose value contains OFF and is at most this long. */
export const CARD_FLAG_MAX_LENGTH = 7
export const CART_CLEAR_DELAY_MS = 300
export const ABANDONED_TOAST_DELAY_MS = 2000
export const ABANDONED_TOAST_REARM_MS = 10 * 60 * 1000
export const QUICK_ADD_MODAL_HEIGHT = '90dvh'
export const SIZE_GUIDE_MODAL_HEIGHT = '90vh'
export const CROSS_SELL_IMAGE_PX = 64
export const QUICK_ADD_IMAGE_PX = 120
/**
 * The store's own slots of product pictures (not named by the spec), the size each shows and asks the
 * platform for (VTEX's resize addresses, `sizedImageUrl`): the product page's gallery and its thumbnails,
 * a cart line, the cart feedback's added item and its other lines, the checkout summary and the
 * order-placed page, a line of an order in the account.
 */
export const GALLERY_IMAGE_PX = 600
export const GALLERY_THUMB_PX = 72
export const CART_LINE_IMAGE_PX = 96
export const CART_FEEDBACK_IMAGE_PX = 80
export const CART_FEEDBACK_LINE_IMAGE_PX = 64
export const CHECKOUT_LINE_IMAGE_PX = 56
export const ORDER_LINE_IMAGE_PX = 64
export const HIDE_UNAVAILABLE_ITEMS = true
/** Seller id of the retailer itself (size-guide recommendation, seller mix). */
export const RETAILER_SELLER_ID = '1'
/** Placeholder single variation values that are never shown as a selector. */
export const PLACEHOLDER_VARIATION_VALUES = ['ÚNICO', 'UNICA', 'U', 'N/A', 'UN', 'variado', 'Sem sabor'] as const
/** A variation whose value names exceed this length is a dropdown, else buttons. */
export const VARIATION_DROPDOWN_NAME_LENGTH = 5
/** Price strings are reduced to digits, left-padded to this many digits, then divided by 100. */
export const PRICE_DIGITS_MIN_LENGTH = 3

// ── Analytics and experiments ───────────────────────────────────────────────
export const SEARCH_ANALYTICS_PING_MS = 60_000
export const SEARCH_SESSION_COOKIE_SECONDS = 1800
export const SEARCH_ANONYMOUS_COOKIE_SECONDS = 31_536_000
export const EXPERIMENT_CACHE_MS = 60 * 60 * 1000
/** An analytics session ends after this long without activity (a new campaign ends it too; 30 minutes, our choice of the usual value). */
export const ANALYTICS_SESSION_TIMEOUT_MS = 30 * 60 * 1000
/** The product-analytics provider's data zone: EU. */
export const PRODUCT_ANALYTICS_SERVER_ZONE = 'EU' as const
export const ERROR_SAMPLE_RATE = 0.1
export const TRACE_SAMPLE_RATE = 0.01
export const REPLAY_SESSION_SAMPLE_RATE = 0
export const REPLAY_ON_ERROR_SAMPLE_RATE = 0.2

/** utm_source → app campaign group; any other source is UTM_SOURCE_DEFAULT_GROUP. */
export const UTM_SOURCE_CAMPAIGN_GROUPS: Readonly<Record<string, string>> = {
  facebook: 'paid social',
  fb: 'paid social',
  ig: 'paid social',
  instagram: 'paid social',
  tiktok: 'paid social',
  google: 'paid search',
  bing: 'paid search',
  criteo: 'display',
  blue: 'display',
  rtbhouse: 'display',
  awin: 'affiliates',
  livelo: 'affiliates',
}
export const UTM_SOURCE_DEFAULT_GROUP = 'redirect+app'

// ── Time helpers ────────────────────────────────────────────────────────────
export const DAY_MS = 24 * 60 * 60 * 1000
export const DAY_SECONDS = 24 * 60 * 60
export const HOUR_SECONDS = 60 * 60

// ── Accounts, login and personalisation (backend; our choices where the spec is silent) ──
/** Lifetime of a login session (cookie Max-Age and database expiry). */
export const LOGIN_SESSION_SECONDS = 30 * DAY_SECONDS
/** Products a wishlist may hold. */
export const WISHLIST_MAX_PRODUCTS = 500
/** Personalisation cookies (_dyid, _dyid_server, _dyjsession): visitor ids live a year, the session 30 minutes. */
export const DY_ID_COOKIE_SECONDS = 365 * DAY_SECONDS
export const DY_SESSION_COOKIE_SECONDS = 30 * 60
/** Country code of freight simulations and addresses (BRA). */
export const FREIGHT_COUNTRY = 'BRA'

// ── Storefront shell prompts, session and error pages (names our choice) ────────
/** A formatted CEP: 5 digits, a hyphen, 3 digits. */
export const CEP_PREFIX_DIGITS = 5
export const CEP_DIGITS = 8
export const CEP_FORMATTED_LENGTH = 9
/** Schema of the error-log documents: pdp. */
export const ERROR_LOG_DOCUMENT_SCHEMA = 'pdp'

/** Longest search term the search API accepts (our choice); the browser trims to it before sending. */
export const SEARCH_TERM_MAX_LENGTH = 200

// ── Checkout, payment and orders (issue #13; our choices where the spec is silent) ──
/** The payment systems the store offers, by their platform ids (VTEX: 2 Visa, 4 Mastercard, 6 Boleto Bancário, 125 Pix). */
export const PAYMENT_SYSTEM_IDS = { visa: 2, mastercard: 4, boleto: 6, pix: 125 } as const
/** Card installments: up to 10, interest-free up to 6, then 1.99 % a month (basis points) on the whole value. */
export const CARD_MAX_INSTALLMENTS = 10
export const CARD_INTEREST_FREE_INSTALLMENTS = 6
export const CARD_MONTHLY_INTEREST_BASIS_POINTS = 199
/** No installment may be below R$ 10,00 (cents). */
export const CARD_MIN_INSTALLMENT_CENTS = 1000
/** A Pix charge expires after this long; an unpaid Pix order is then canceled. */
export const PIX_EXPIRY_MS = 30 * 60 * 1000
/** A boleto is due this many days after the order; an unpaid boleto order is canceled the day after. */
export const BOLETO_DUE_DAYS = 3
/** The bank confirms a paid boleto within this many business days (what the shopper is told). */
export const BOLETO_CONFIRMATION_BUSINESS_DAYS = 2
/** An order placed from a cart waits this long for its payment and the gateway callback (VTEX: five minutes). */
export const PLACEMENT_PAYMENT_WINDOW_MS = 5 * 60 * 1000
/** A placement request repeated within this window (same cart, same value) answers the order already placed. */
export const PLACEMENT_REPLAY_WINDOW_MS = 30 * 60 * 1000
/** How often the server discards stale placements and cancels expired Pix and boleto orders. */
export const ORDER_SWEEP_INTERVAL_MS = 60 * 1000
/** The browser that placed an order may read and finish it for this long (checkout access cookie). */
export const CHECKOUT_ACCESS_COOKIE_SECONDS = 30 * DAY_SECONDS
/** The e-mail outbox: delivery attempts per message, and how often pending messages are sent (with SMTP configured). */
export const MAIL_MAX_ATTEMPTS = 5
export const MAIL_SEND_INTERVAL_MS = 15 * 1000
/** Messages the development outbox page lists (newest first). */
export const MAIL_OUTBOX_PAGE_SIZE = 50
// ── Account area: sign-up, tokens, address book, club, cashback, returns, reviews, marketplace ──
// (our choices where the spec is silent; the CMS pages state the 30-day return window, the 90-day
// review window and "até 5%" of cashback)
/** Shortest password a member may choose (the rules are listed on the sign-up page). */
export const PASSWORD_MIN_LENGTH = 8
/** Longest password accepted (scrypt hashes any length; this bounds the work per request). */
export const PASSWORD_MAX_LENGTH = 200
/** How long an account-activation link of the sign-up e-mail stays valid. */
export const ACTIVATION_TOKEN_SECONDS = 24 * 60 * 60
/** How long a password-reset link stays valid (used once). */
export const PASSWORD_RESET_TOKEN_SECONDS = 60 * 60
/** Sign-ups accepted from one address (IP) per window, and password-reset requests per e-mail and per address. */
export const SIGNUP_MAX_ATTEMPTS = 20
export const PASSWORD_RESET_MAX_ATTEMPTS = 5
export const SELLER_APPLICATION_MAX_ATTEMPTS = 10
export const ACCOUNT_LIMIT_WINDOW_MS = 15 * 60 * 1000
/** Addresses a member's address book may hold. */
export const ADDRESS_BOOK_MAX = 20
/** Cashback credited on an approved order: this percentage of what the items cost (content: "até 5%"). */
export const CASHBACK_RATE_PERCENT = 5
/** Days after delivery within which items may be exchanged or returned (content: "até 30 dias corridos"). */
export const EXCHANGE_WINDOW_DAYS = 30
/** Days after the purchase within which a bought product may be reviewed (content: "até 90 dias"). */
export const REVIEW_WINDOW_DAYS = 90
export const REVIEW_RATING_MIN = 1
export const REVIEW_RATING_MAX = 5
export const REVIEW_TEXT_MIN_LENGTH = 10
export const REVIEW_TEXT_MAX_LENGTH = 2000
/** Reviews shown on a product page (newest first). */
export const REVIEWS_SHOWN_MAX = 20
/** Prefix of the Clube Arena card numbers (13 digits with an EAN check digit). */
export const CLUB_CARD_PREFIX = '209'

// ── Code loaded apart (issue #14; our choices) ──────────────────────────────
/** Longest the browser waits for the chunks of the lazy parts in a page's HTML before it hydrates anyway. */
export const LAZY_PART_PRELOAD_TIMEOUT_MS = 5000
/** A deferred section (the product page's reviews) loads when it comes this close below the viewport, unless the browser was idle first. */
export const NEAR_VIEWPORT_MARGIN_PX = 800
