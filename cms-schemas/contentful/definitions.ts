/**
 * Contentful content-type definitions of every CMS type, in the format of
 * `contentful space import` ({ contentTypes: [...] }). content-types.json is
 * generated from this module (`npm run cms:types`; a test keeps them equal);
 * `npm run cms:setup` creates them, with the seed entries, in a space.
 */
import { SEARCH_SORTS } from '../../src/config/constants'
import { LISTING_DESTINATION_TYPES } from '../listing-uri'
import { PAGE_KINDS } from '../pages'
import { REDIRECT_STATUS_CODES } from '../redirects'
import { BRAZILIAN_STATES } from '../stores'
import { THIRD_LEVEL_TYPES } from '../menu'
import { TREE_GENDERS } from '../category-tree'

type Validation = Record<string, unknown>

export interface ContentfulField {
  id: string
  name: string
  type: 'Symbol' | 'Text' | 'Integer' | 'Number' | 'Boolean' | 'Object' | 'Location' | 'Link' | 'Array' | 'Date'
  linkType?: 'Entry' | 'Asset'
  items?: { type: 'Symbol' | 'Link'; linkType?: 'Entry' | 'Asset'; validations: Validation[] }
  localized: boolean
  required: boolean
  validations: Validation[]
  disabled: boolean
  omitted: boolean
}

export interface ContentfulContentType {
  sys: { id: string; type: 'ContentType' }
  name: string
  displayField: string
  description: string
  fields: ContentfulField[]
}

interface FieldOptions {
  required?: boolean
  validations?: Validation[]
}

const field = (id: string, name: string, type: ContentfulField['type'], options: FieldOptions = {}): ContentfulField => ({
  id,
  name,
  type,
  localized: false,
  required: options.required ?? false,
  validations: options.validations ?? [],
  disabled: false,
  omitted: false,
})

const symbol = (id: string, name: string, options?: FieldOptions) => field(id, name, 'Symbol', options)
const bool = (id: string, name: string) => field(id, name, 'Boolean', { required: true })
const oneOf = (values: readonly (string | number)[]): Validation => ({ in: [...values] })
const regexp = (pattern: string, message: string): Validation => ({ regexp: { pattern, flags: null }, message })

const PATH_OR_URL = regexp('^(/(?!/)\\S*|https?://\\S+)$', 'Use a site path starting with "/" or an https:// address.')
const SLUG = regexp('^[a-z0-9]+(?:-[a-z0-9]+)*$', 'Use lowercase letters, digits and hyphens.')
const link = (id: string, name: string, required = false) => symbol(id, name, { required, validations: [PATH_OR_URL] })

const asset = (id: string, name: string, required = false): ContentfulField => ({
  ...field(id, name, 'Link', { required, validations: [{ linkMimetypeGroup: ['image'] }] }),
  linkType: 'Asset',
})
const entry = (id: string, name: string, types: string[], required = false): ContentfulField => ({
  ...field(id, name, 'Link', { required, validations: [{ linkContentType: types }] }),
  linkType: 'Entry',
})
const entries = (id: string, name: string, types: string[], required = false): ContentfulField => ({
  ...field(id, name, 'Array', { required }),
  items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: types }] },
})
const symbols = (id: string, name: string): ContentfulField => ({
  ...field(id, name, 'Array'),
  items: { type: 'Symbol', validations: [] },
})
const variant = () => symbol('variant', 'Store variant', { required: true, validations: [oneOf(['consumer', 'business'])] })

const contentType = (id: string, name: string, description: string, displayField: string, fields: ContentfulField[]): ContentfulContentType => ({
  sys: { id, type: 'ContentType' },
  name,
  displayField,
  description,
  fields,
})

export const CONTENTFUL_CONTENT_TYPES: ContentfulContentType[] = [
  contentType('siteSettings', 'Site Settings', 'Logo and name of a store variant.', 'storeName', [
    variant(),
    symbol('storeName', 'Store name', { required: true }),
    asset('logo', 'Logo', true),
    symbol('logoAlt', 'Logo alternative text', { required: true }),
    field('logoWidth', 'Logo width (px)', 'Integer', { required: true }),
    field('logoHeight', 'Logo height (px)', 'Integer', { required: true }),
  ]),
  contentType('stripeMessage', 'Stripe Message', 'One message of the promotional stripe.', 'stripeText', [
    symbol('stripeText', 'Text', { required: true }),
    link('link', 'Link'),
    asset('icon', 'Icon'),
  ]),
  contentType('promotionalStripe', 'Promotional Stripe', 'Messages at the top of the header.', 'variant', [
    variant(),
    bool('enableSession', 'Enable section'),
    entries('messages', 'Messages', ['stripeMessage']),
  ]),
  contentType('menuSubcategory', 'Menu Subcategory', 'Third menu level: a listing link.', 'title', [
    symbol('title', 'Title', { required: true }),
    link('url', 'URL', true),
    bool('new_tab', 'Open in a new tab'),
    asset('banner', 'Banner'),
    symbol('type', 'Destination type', { required: true, validations: [oneOf(LISTING_DESTINATION_TYPES)] }),
    symbol('listingUri', 'Listing URI', {
      required: true,
      validations: [regexp('^(c|q|brand|collection)=\\S+$', 'Use a query such as c=dept/category/subcategory&sort=score_desc.')],
    }),
  ]),
  contentType('menuCategory', 'Menu Category', 'Second menu level.', 'title', [
    symbol('title', 'Title', { required: true }),
    link('url', 'URL', true),
    symbol('typeThirtLevel', 'Third-level type', { required: true, validations: [oneOf(THIRD_LEVEL_TYPES)] }),
    entries('subcategories', 'Subcategories', ['menuSubcategory']),
    bool('highlight', 'Highlight'),
    asset('picto', 'Picto'),
    asset('pictoAPP', 'Picto (app)'),
    bool('includeModule', 'Include in module'),
  ]),
  contentType('menuDepartment', 'Menu Department', 'Top menu level.', 'title', [
    symbol('title', 'Title', { required: true }),
    link('url', 'URL', true),
    entries('categories', 'Categories', ['menuCategory']),
    asset('imageBannerDesktop', 'Banner (desktop)'),
    asset('imageBannerMobile', 'Banner (mobile)'),
    link('linkBanner', 'Banner link'),
    bool('new_tabBanner', 'Open banner in a new tab'),
    bool('highlight', 'Highlight'),
    asset('appIcon', 'App icon'),
  ]),
  contentType('menu', 'Menu', 'Department menu of a store variant.', 'variant', [
    variant(),
    entries('departments', 'Departments', ['menuDepartment'], true),
  ]),
  contentType('institutionalLink', 'Institutional Link', 'Link of the institutional menu.', 'label', [
    symbol('label', 'Label', { required: true }),
    link('href', 'Address', true),
    symbol('target', 'Target', { required: true, validations: [oneOf(['_self', '_blank'])] }),
  ]),
  contentType('institutionalLinks', 'Institutional Links', 'Institutional links of a store variant.', 'variant', [
    variant(),
    entries('links', 'Links', ['institutionalLink'], true),
  ]),
  contentType('footerLink', 'Footer Link', 'Text and link of the footer.', 'text', [
    symbol('text', 'Text', { required: true }),
    link('link', 'Link', true),
  ]),
  contentType('socialLink', 'Social Link', 'Social network link of the footer.', 'text', [
    symbol('text', 'Text', { required: true }),
    symbol('link', 'Link', { required: true, validations: [regexp('^https?://\\S+$', 'Use an https:// address.')] }),
    asset('image', 'Image', true),
  ]),
  contentType('footer', 'Footer', 'Footer of a store variant.', 'variant', [
    variant(),
    symbol('title', 'Title'),
    entries('featuredLinks', 'Featured links', ['footerLink']),
    entries('serviceLinks', 'Serviços', ['footerLink'], true),
    entries('helpLinks', 'Ajuda', ['footerLink'], true),
    entries('aboutUsLinks', 'Sobre nós', ['footerLink'], true),
    entry('deliveryPolicy', 'Delivery policy', ['footerLink'], true),
    entry('privacyPolicy', 'Privacy policy', ['footerLink'], true),
    symbol('copyRight', 'Copyright', { required: true }),
    entries('socialLinks', 'Social links', ['socialLink']),
  ]),
  contentType('imperdivelCard', 'Imperdivel Card', 'Card of the search modal Imperdível section.', 'title', [
    symbol('title', 'Title', { required: true }),
    asset('image', 'Image', true),
    symbol('altText', 'Alternative text', { required: true }),
    link('link', 'Link', true),
  ]),
  contentType('highlightedCard', 'Highlighted Card', 'Campaign card of the Imperdível section.', 'title', [
    bool('active', 'Active'),
    symbol('title', 'Title', { required: true }),
    symbol('text', 'Text', { required: true }),
    asset('image', 'Image', true),
    symbol('altText', 'Alternative text', { required: true }),
    symbol('link', 'Campaign link', {
      required: true,
      validations: [regexp('^/campanha/[a-z0-9-]+/?$', 'Use a campaign path, /campanha/{slug}.')],
    }),
  ]),
  contentType('imperdivel', 'Imperdivel', 'The search modal Imperdível section.', 'variant', [
    variant(),
    entries('collectionCard', 'Collection cards', ['imperdivelCard']),
    entries('boxCards', 'Box cards', ['imperdivelCard']),
    entry('highlightedCard', 'Highlighted card', ['highlightedCard'], true),
  ]),
  contentType('home', 'Home', 'Home page sections (JSON list, see cms-schemas/home.ts).', 'variant', [
    variant(),
    field('sections', 'Sections', 'Object', { required: true }),
  ]),
  contentType('redirectRule', 'Redirect Rule', 'A redirect applied by the build and the browser.', 'fromPath', [
    symbol('fromPath', 'From path', { required: true, validations: [{ unique: true }, regexp('^/\\S*$', 'Use a site path starting with "/".')] }),
    link('toPath', 'To path', true),
    field('statusCode', 'Status code', 'Integer', { required: true, validations: [oneOf(REDIRECT_STATUS_CODES)] }),
    bool('isPermanent', 'Permanent'),
    bool('ignoreCase', 'Ignore case'),
    bool('redirectInBrowser', 'Redirect in browser'),
    bool('force', 'Force'),
  ]),
  contentType('store', 'Store', 'A physical store.', 'name', [
    symbol('name', 'Name', { required: true }),
    symbol('slug', 'Slug', { required: true, validations: [{ unique: true }, SLUG] }),
    symbol('address', 'Address', { required: true }),
    symbol('district', 'District'),
    symbol('city', 'City', { required: true }),
    symbol('state', 'State (UF)', { required: true, validations: [oneOf(BRAZILIAN_STATES)] }),
    symbol('cep', 'CEP', { required: true, validations: [regexp('^\\d{5}-\\d{3}$', 'Use the format 00000-000.')] }),
    symbol('phone', 'Phone', { required: true }),
    field('openingHours', 'Opening hours', 'Object', { required: true }),
    symbols('services', 'Services'),
    asset('image', 'Image'),
    field('location', 'Location', 'Location'),
  ]),
  contentType('contentPage', 'Content Page', 'Generic, institutional, club, service, marketplace or campaign page.', 'title', [
    symbol('slug', 'Slug (path without leading "/")', {
      required: true,
      validations: [{ unique: true }, regexp('^[a-z0-9-]+(/[a-z0-9-]+)*$', 'Use a path such as clube/garantia.')],
    }),
    symbol('kind', 'Kind', { required: true, validations: [oneOf(PAGE_KINDS)] }),
    symbol('title', 'Title', { required: true }),
    symbol('description', 'Description'),
    symbol('seoTitle', 'SEO title', { required: true, validations: [{ size: { max: 70 } }] }),
    symbol('seoDescription', 'SEO description', { required: true, validations: [{ size: { max: 160 } }] }),
    field('body', 'Body blocks', 'Object', { required: true }),
  ]),
  // The catalogue taxonomy, shared by both stores: the category tree, brands and sports.
  contentType('catalogueSubcategory', 'Catalogue Subcategory', 'Third level of the category tree.', 'name', [
    symbol('name', 'Name', { required: true }),
    symbol('slug', 'Slug', { required: true, validations: [SLUG] }),
    symbol('sport', 'Sport (slug)', { validations: [SLUG] }),
  ]),
  contentType('catalogueCategory', 'Catalogue Category', 'Second level of the category tree.', 'name', [
    symbol('name', 'Name', { required: true }),
    symbol('slug', 'Slug', { required: true, validations: [SLUG] }),
    symbol('sport', 'Sport (slug)', { validations: [SLUG] }),
    entries('subcategories', 'Subcategories', ['catalogueSubcategory'], true),
  ]),
  contentType('catalogueDepartment', 'Catalogue Department', 'Top level of the category tree.', 'name', [
    symbol('name', 'Name', { required: true }),
    symbol('slug', 'Slug', { required: true, validations: [SLUG] }),
    symbol('gender', 'Gender', { required: true, validations: [oneOf(TREE_GENDERS)] }),
    entries('categories', 'Categories', ['catalogueCategory'], true),
  ]),
  contentType('categoryTree', 'Category Tree', 'The catalogue’s departments, categories and subcategories, in order (one entry for both stores).', 'title', [
    symbol('title', 'Title', { required: true }),
    entries('departments', 'Departments', ['catalogueDepartment'], true),
  ]),
  contentType('brand', 'Brand', 'An own or partner brand (Marcas, /marcas/{slug}).', 'name', [
    symbol('name', 'Name', { required: true }),
    symbol('slug', 'Slug', { required: true, validations: [{ unique: true }, SLUG] }),
    bool('own', 'Own brand'),
    asset('logo', 'Logo'),
    field('position', 'Position in lists', 'Integer', { required: true }),
  ]),
  contentType('sport', 'Sport', 'A sport: Esportes menu entry and page /esportes/{slug}.', 'name', [
    symbol('name', 'Name', { required: true }),
    symbol('slug', 'Slug', { required: true, validations: [{ unique: true }, SLUG] }),
    asset('picto', 'Pictogram'),
    field('position', 'Position in lists', 'Integer', { required: true }),
  ]),
]

/** Sort values accepted in listing URIs (documented for editors). */
export const CONTENTFUL_LISTING_SORTS = SEARCH_SORTS

/** The import document for `contentful space import --content-file`. */
export function contentfulImport(): { contentTypes: ContentfulContentType[] } {
  return { contentTypes: CONTENTFUL_CONTENT_TYPES }
}

/** Gatsby node type names created by gatsby-source-contentful (useNameForId: type "Menu Department" → ContentfulMenuDepartment). */
export function contentfulNodeTypeName(type: Pick<ContentfulContentType, 'name'>): string {
  return `Contentful${type.name.replace(/[^A-Za-z0-9]+/g, ' ').split(' ').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join('')}`
}
