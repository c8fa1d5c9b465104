/**
 * The seed content as a Contentful space export ({ locales, contentTypes,
 * entries, assets }, the format of `contentful space export`): what
 * `npm run cms:setup` creates in a space, and what the local stand-in of the
 * Delivery API serves when the mapping is recorded against
 * gatsby-source-contentful. Pure: the content comes in, the export goes out.
 *
 * Entries of container types (site settings, stripe, menu, institutional
 * links, footer, Imperdível, home) are made per store variant; their children
 * are shared when both variants hold the same content. The catalogue
 * taxonomy, redirects, stores and pages are shared by both stores. Images of
 * asset fields become assets (files of static/ uploaded by cms:setup);
 * images inside JSON fields (home sections, page bodies) stay addresses.
 */
import crypto from 'node:crypto'
import { CONTENTFUL_CONTENT_TYPES, type ContentfulContentType } from '../../../cms-schemas/contentful/definitions'
import type { Content, ContentVariant } from './types'

export const SEED_LOCALE = 'pt-BR'

export interface Link {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string }
}

type Localised<T> = Record<string, T>

export interface ExportEntry {
  sys: { id: string; type: 'Entry'; contentType: { sys: { type: 'Link'; linkType: 'ContentType'; id: string } } }
  fields: Record<string, Localised<unknown>>
}

export interface ExportAsset {
  sys: { id: string; type: 'Asset' }
  fields: {
    title: Localised<string>
    file: Localised<{ fileName: string; contentType: string; url: string }>
  }
}

export interface ExportLocale {
  code: string
  name: string
  default: boolean
  fallbackCode: string | null
  optional: boolean
}

export interface SpaceExport {
  locales: ExportLocale[]
  contentTypes: ContentfulContentType[]
  entries: ExportEntry[]
  assets: ExportAsset[]
}

/** Where an asset's file comes from: the seed image's site path (static/ holds the file). */
export interface AssetSource {
  assetId: string
  sitePath: string
}

export interface SeedSpace {
  space: SpaceExport
  assetSources: AssetSource[]
}

const CONTENT_TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
}

/** The delivery address Contentful gives an asset's file (protocol-relative, as the APIs send it). */
export const assetFileUrl = (spaceId: string, assetId: string, fileName: string): string =>
  `//images.ctfassets.net/${spaceId}/${assetId}/seed/${fileName}`

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

class SpaceBuilder {
  readonly entries = new Map<string, ExportEntry>()
  readonly assets = new Map<string, ExportAsset>()
  readonly assetSources: AssetSource[] = []
  private readonly fieldsOf = new Map(CONTENTFUL_CONTENT_TYPES.map((type) => [type.sys.id, new Set(type.fields.map((field) => field.id))]))

  constructor(
    private readonly spaceId: string,
    private readonly locale: string,
  ) {}

  /** An entry (once per id: the same id must carry the same fields). */
  entry(type: string, id: string, fields: Record<string, unknown>): Link {
    const known = this.fieldsOf.get(type)
    if (!known) throw new Error(`no content type ${type}`)
    const localised: Record<string, Localised<unknown>> = {}
    for (const [field, value] of Object.entries(fields)) {
      if (!known.has(field)) throw new Error(`content type ${type} has no field ${field}`)
      if (value !== undefined && value !== null) localised[field] = { [this.locale]: value }
    }
    const entry: ExportEntry = { sys: { id, type: 'Entry', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: type } } }, fields: localised }
    const existing = this.entries.get(id)
    if (existing && !same(existing, entry)) throw new Error(`entry ${id} made twice with different fields`)
    this.entries.set(id, entry)
    return { sys: { type: 'Link', linkType: 'Entry', id } }
  }

  /** The asset of a seed image (once per image). */
  asset(sitePath: string | undefined): Link | undefined {
    if (!sitePath) return undefined
    const fileName = sitePath.split('/').pop() ?? sitePath
    const stem = sitePath.replace(/^\/images\/cms\//, '').replace(/\.[a-z0-9]+$/i, '').replace(/[^a-zA-Z0-9]+/g, '-').slice(0, 48)
    const id = `img-${stem}-${crypto.createHash('sha1').update(sitePath).digest('hex').slice(0, 6)}`
    if (!this.assets.has(id)) {
      const extension = fileName.split('.').pop()?.toLowerCase() ?? ''
      this.assets.set(id, {
        sys: { id, type: 'Asset' },
        fields: {
          title: { [this.locale]: fileName },
          file: { [this.locale]: { fileName, contentType: CONTENT_TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream', url: assetFileUrl(this.spaceId, id, fileName) } },
        },
      })
      this.assetSources.push({ assetId: id, sitePath })
    }
    return { sys: { type: 'Link', linkType: 'Asset', id } }
  }
}

/** Children's id prefix: shared when both variants hold the same value, else per variant. */
const scopeOf = (variant: ContentVariant, values: Record<ContentVariant, unknown>): string =>
  same(values.consumer, values.business) ? 'shared' : variant

const slugId = (value: string): string => value.replace(/[^a-zA-Z0-9]+/g, '.').replace(/^\.|\.$/g, '')

function addVariant(space: SpaceBuilder, variant: ContentVariant, contents: Record<ContentVariant, Content>): void {
  const content = contents[variant]
  const both = <K extends keyof Content>(key: K): Record<ContentVariant, Content[K]> => ({ consumer: contents.consumer[key], business: contents.business[key] })

  const { site } = content
  space.entry('siteSettings', `site-${variant}`, {
    variant,
    storeName: site.storeName,
    logo: space.asset(site.logo.src),
    logoAlt: site.logo.alt,
    logoWidth: site.logo.width,
    logoHeight: site.logo.height,
  })

  const stripeScope = scopeOf(variant, both('stripe'))
  space.entry('promotionalStripe', `stripe-${variant}`, {
    variant,
    enableSession: content.stripe.enableSession,
    messages: content.stripe.messages.map((message, i) =>
      space.entry('stripeMessage', `stripe-${stripeScope}-${i}`, { stripeText: message.stripeText, link: message.link, icon: space.asset(message.icon) }),
    ),
  })

  const menuScope = scopeOf(variant, both('menu'))
  space.entry('menu', `menu-${variant}`, {
    variant,
    departments: content.menu.departments.map((department, d) =>
      space.entry('menuDepartment', `menu-${menuScope}-${d}`, {
        title: department.title,
        url: department.url,
        categories: department.categories.map((category, c) =>
          space.entry('menuCategory', `menu-${menuScope}-${d}-${c}`, {
            title: category.title,
            url: category.url,
            typeThirtLevel: category.typeThirtLevel,
            subcategories: category.subcategories.map((sub, s) =>
              space.entry('menuSubcategory', `menu-${menuScope}-${d}-${c}-${s}`, {
                title: sub.title,
                url: sub.url,
                new_tab: sub.new_tab,
                banner: space.asset(sub.banner),
                type: sub.type,
                listingUri: sub.listingUri,
              }),
            ),
            highlight: category.highlight,
            picto: space.asset(category.picto),
            pictoAPP: space.asset(category.pictoAPP),
            includeModule: category.includeModule,
          }),
        ),
        imageBannerDesktop: space.asset(department.imageBannerDesktop),
        imageBannerMobile: space.asset(department.imageBannerMobile),
        linkBanner: department.linkBanner,
        new_tabBanner: department.new_tabBanner,
        highlight: department.highlight,
        appIcon: space.asset(department.appIcon),
      }),
    ),
  })

  const linksScope = scopeOf(variant, both('institutionalLinks'))
  space.entry('institutionalLinks', `institutional-${variant}`, {
    variant,
    links: content.institutionalLinks.map((link, i) => space.entry('institutionalLink', `institutional-${linksScope}-${i}`, { label: link.label, href: link.href, target: link.target })),
  })

  const { footer } = content
  if (footer) {
    const scope = scopeOf(variant, both('footer'))
    const footerLinks = (group: string, links: ReadonlyArray<{ text: string; link: string }>) =>
      links.map((link, i) => space.entry('footerLink', `footer-${scope}-${group}-${i}`, { text: link.text, link: link.link }))
    space.entry('footer', `footer-${variant}`, {
      variant,
      title: footer.title,
      featuredLinks: footer.featuredLinks && footerLinks('featured', footer.featuredLinks),
      serviceLinks: footerLinks('service', footer.serviceLinks),
      helpLinks: footerLinks('help', footer.helpLinks),
      aboutUsLinks: footerLinks('about', footer.aboutUsLinks),
      deliveryPolicy: footerLinks('delivery', [footer.deliveryPolicy])[0],
      privacyPolicy: footerLinks('privacy', [footer.privacyPolicy])[0],
      copyRight: footer.copyRight,
      socialLinks: footer.socialLinks.map((social, i) =>
        space.entry('socialLink', `footer-${scope}-social-${i}`, { text: social.text, link: social.link, image: space.asset(social.image) }),
      ),
    })
  }

  const { imperdivel } = content
  const imperdivelScope = scopeOf(variant, both('imperdivel'))
  const card = (group: string) => (item: (typeof imperdivel.boxCards)[number], i: number) =>
    space.entry('imperdivelCard', `imperdivel-${imperdivelScope}-${group}-${i}`, { title: item.title, image: space.asset(item.image), altText: item.altText, link: item.link })
  const highlighted = imperdivel.highlightedCard
  space.entry('imperdivel', `imperdivel-${variant}`, {
    variant,
    collectionCard: imperdivel.collectionCard.map(card('collection')),
    boxCards: imperdivel.boxCards.map(card('box')),
    highlightedCard: space.entry('highlightedCard', `imperdivel-${imperdivelScope}-highlighted`, {
      active: highlighted.active,
      title: highlighted.title,
      text: highlighted.text,
      image: space.asset(highlighted.image),
      altText: highlighted.altText,
      link: highlighted.link,
    }),
  })

  space.entry('home', `home-${variant}`, { variant, sections: content.home.sections })
}

function addShared(space: SpaceBuilder, content: Content): void {
  content.redirects.forEach((rule, i) =>
    space.entry('redirectRule', `redirect-${i}`, {
      fromPath: rule.fromPath,
      toPath: rule.toPath,
      statusCode: rule.statusCode,
      isPermanent: rule.isPermanent,
      ignoreCase: rule.ignoreCase,
      redirectInBrowser: rule.redirectInBrowser,
      force: rule.force,
    }),
  )
  for (const store of content.stores) {
    space.entry('store', `store-${store.slug}`, {
      name: store.name,
      slug: store.slug,
      address: store.address,
      district: store.district,
      city: store.city,
      state: store.state,
      cep: store.cep,
      phone: store.phone,
      openingHours: store.openingHours,
      services: store.services,
      image: space.asset(store.image),
      location: store.coordinates && { lat: store.coordinates.lat, lon: store.coordinates.lng },
    })
  }
  for (const page of content.pages) {
    space.entry('contentPage', `page-${slugId(page.slug)}`, {
      slug: page.slug,
      kind: page.kind,
      title: page.title,
      description: page.description,
      seoTitle: page.seo.title,
      seoDescription: page.seo.description,
      body: page.body,
    })
  }
  space.entry('categoryTree', 'category-tree', {
    title: 'Árvore de categorias',
    departments: content.categoryTree.departments.map((department) =>
      space.entry('catalogueDepartment', `dept-${department.slug}`, {
        name: department.name,
        slug: department.slug,
        gender: department.gender,
        categories: department.categories.map((category) =>
          space.entry('catalogueCategory', `cat-${department.slug}-${category.slug}`, {
            name: category.name,
            slug: category.slug,
            sport: category.sport,
            subcategories: category.subcategories.map((sub) =>
              space.entry('catalogueSubcategory', `sub-${slugId(`${department.slug}-${category.slug}-${sub.slug}`).slice(0, 60)}`, { name: sub.name, slug: sub.slug, sport: sub.sport }),
            ),
          }),
        ),
      }),
    ),
  })
  content.brands.forEach((brand, position) =>
    space.entry('brand', `brand-${brand.slug}`, { name: brand.name, slug: brand.slug, own: brand.own, logo: space.asset(brand.logo), position }),
  )
  content.sports.forEach((sport, position) => space.entry('sport', `sport-${sport.slug}`, { name: sport.name, slug: sport.slug, picto: space.asset(sport.picto), position }))
}

/** Types the model shares between the stores: the two variants must agree on them. */
const SHARED_KEYS = ['redirects', 'stores', 'pages', 'categoryTree', 'brands', 'sports'] as const

export function seedSpaceExport(contents: Record<ContentVariant, Content>, options: { spaceId: string; locale?: string }): SeedSpace {
  const locale = options.locale ?? SEED_LOCALE
  for (const key of SHARED_KEYS) {
    if (!same(contents.consumer[key], contents.business[key])) throw new Error(`${key} differ between the stores; the Contentful model shares them`)
  }
  const space = new SpaceBuilder(options.spaceId, locale)
  addShared(space, contents.consumer)
  addVariant(space, 'consumer', contents)
  addVariant(space, 'business', contents)
  return {
    space: {
      locales: [{ code: locale, name: 'Portuguese (Brazil)', default: true, fallbackCode: null, optional: false }],
      contentTypes: CONTENTFUL_CONTENT_TYPES,
      entries: [...space.entries.values()],
      assets: [...space.assets.values()],
    },
    assetSources: space.assetSources,
  }
}
