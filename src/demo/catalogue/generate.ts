/**
 * The deterministic catalogue generator: the same size and seed always give
 * the same catalogue (own PRNG; no clock, no Math.random). Products are spread
 * over every subcategory of the taxonomy, plus a few well-known products that
 * exist whatever the size or seed, the kits and the gift card.
 */
import { DAY_MS, GIFT_CARD_PRODUCT_ID, PLACEHOLDER_VARIATION_VALUES, RETAILER_SELLER_ID } from '../../config/constants'
import { RETAILER_SELLER_NAME, STORE_NAME } from '../../config/store'
import { COLOUR_NAMES } from '../../catalogue/palette'
import { findSport, placeProductTypes, type Leaf } from './placement'
import {
  discountedPrice,
  installmentsFor,
  labelFlag,
  listPriceCents,
  offFlag,
} from '../../catalogue/pricing'
import { MODEL_SERIES, PRODUCT_TYPE_BY_KEY, slugify, type ProductType } from './product-types'
import { Rng } from './random'
import { ean13CheckDigit } from '../../catalogue/ean'
import { MAX_IMAGES_PER_SKU, productPhotoUrl } from '../../catalogue/images'
import { sizeGuideFor, SIZE_RECOMMENDATIONS, type SizeGuideKind } from '../../catalogue/size-guide'
import type { Taxonomy } from '../../catalogue/taxonomy'
import type {
  Brand,
  Catalogue,
  Gender,
  Installment,
  Product,
  ProductFlag,
  Seller,
  Sku,
  SkuOffer,
  Specification,
  VariationName,
} from '../../catalogue/model'

/** Discounts the generator applies, percent, with their weights. */
export const DISCOUNT_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [0, 52],
  [10, 10],
  [15, 8],
  [20, 10],
  [30, 8],
  [40, 6],
  [50, 6],
]

/** Products in a new embedded database (CATALOG_SIZE overrides it; benchmarks use 20,000). */
export const DEFAULT_CATALOGUE_SIZE = 600
export const DEFAULT_CATALOGUE_SEED = 20_240_601

/** Product ids are PRODUCT_ID_BASE + n; SKU ids SKU_ID_BASE + n (the gift card's SKUs come first). */
export const PRODUCT_ID_BASE = 100_000
export const SKU_ID_BASE = 1_000_000

export const GIFT_CARD_LINK_TEXT = 'cartao-presente'
export const GIFT_CARD_NAME = `Cartão Presente ${STORE_NAME}`
/** Face values of the gift card, cents. */
export const GIFT_CARD_VALUES = [5_000, 10_000, 15_000, 20_000, 30_000, 50_000] as const
export const GIFT_CARD_STOCK = 100_000

export interface MarketplaceSellerSeed extends Seller {
  /** Selling groups (see ProductType.group) this seller specialises in. */
  groups: string[]
}

export const MARKETPLACE_SELLERS: readonly MarketplaceSellerSeed[] = [
  { id: 'esportetotal', name: 'Esporte Total Marketplace', isRetailer: false, groups: [] },
  { id: 'lojadociclista', name: 'Loja do Ciclista', isRetailer: false, groups: ['ciclismo'] },
  { id: 'mundofitness', name: 'Mundo Fitness', isRetailer: false, groups: ['musculacao', 'suplementos', 'yoga', 'lutas'] },
  { id: 'casadocorredor', name: 'Casa do Corredor', isRetailer: false, groups: ['corrida', 'casual'] },
  { id: 'aventuraoutdoor', name: 'Aventura Outdoor', isRetailer: false, groups: ['camping', 'natacao', 'surf', 'skate'] },
]

export const RETAILER_SELLER: Seller = { id: RETAILER_SELLER_ID, name: RETAILER_SELLER_NAME, isRetailer: true }

export interface GenerateCatalogueOptions {
  /** Number of products, gift card and kits included (default 600). */
  size?: number
  seed?: number
  /** Category tree, brands and sports the products are placed in (from the CMS content). */
  taxonomy: Taxonomy
}

type SellerMix = 'retailer' | 'marketplace' | 'both'

interface WellKnown {
  type: string
  gender?: Gender
  mix?: SellerMix
}

/** Products every catalogue has (searchable, in stock), whatever the seed and size. */
export const WELL_KNOWN_PRODUCTS: readonly WellKnown[] = [
  { type: 'bola-futebol' },
  { type: 'bola-futebol', mix: 'both' },
  { type: 'bola-volei' },
  { type: 'bola-basquete' },
  { type: 'tenis-corrida', gender: 'Masculino' },
  { type: 'tenis-corrida', gender: 'Feminino' },
  { type: 'tenis-casual', mix: 'both' },
  { type: 'camiseta', gender: 'Masculino' },
  { type: 'camiseta', gender: 'Feminino' },
  { type: 'bolsa' },
  { type: 'mochila' },
  { type: 'bicicleta' },
  { type: 'whey' },
  { type: 'garrafa-termica' },
  { type: 'barraca' },
  { type: 'esteira' },
  { type: 'chuteira' },
]

const ADULT_APPAREL_SIZES = ['PP', 'P', 'M', 'G', 'GG', 'XGG']
const KIDS_APPAREL_SIZES = ['2', '4', '6', '8', '10', '12', '14', '16']
const numberRange = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i))
const SHOE_SIZES: Record<Gender, string[]> = {
  Masculino: numberRange(37, 45),
  Feminino: numberRange(34, 40),
  Unissex: numberRange(34, 45),
  Infantil: numberRange(24, 33),
}
const FLAVOURS = ['Baunilha', 'Chocolate', 'Morango', 'Sem sabor']
const SIZE_PLACEHOLDERS = ['ÚNICO', 'U', 'UN', 'UNICA', 'N/A'] as const

/** Release dates fall between these days (UTC). */
const RELEASE_FROM_MS = Date.UTC(2024, 0, 1)
const RELEASE_DAYS = Math.round((Date.UTC(2026, 5, 30) - RELEASE_FROM_MS) / DAY_MS)
/** Products released on or after this day may carry 'Lançamento'. */
const NEW_RELEASE_FROM = '2026-01-01'

const SHARE_MARKETPLACE_ONLY = 0.2
const SHARE_BOTH_SELLERS = 0.1
const SHARE_PRODUCT_OUT_OF_STOCK = 0.03
const SHARE_SKU_OUT_OF_STOCK = 0.1
const SHARE_LOW_STOCK = 0.08
const SHARE_KITS = 0.02
const SHARE_STORE_CARD = 0.3

/** Selling groups named by words in a brand's slug (for brands the generator does not know). */
const BRAND_GROUP_WORDS: Readonly<Record<string, string[]>> = {
  corrida: ['running', 'run', 'corrida', 'pulso', 'passada'],
  futebol: ['gol', 'golaco', 'futebol', 'penalty', 'topper'],
  ciclismo: ['bike', 'pedal', 'ciclismo', 'caloi'],
  natacao: ['aqua', 'aqualine', 'swim', 'raia', 'natacao', 'speedo'],
  camping: ['trail', 'outdoor', 'cume', 'trilha', 'camping', 'stanley'],
  volei: ['rede', 'volei'],
  tenis: ['quadra', 'raquete', 'wilson'],
  basquete: ['quadra', 'wilson'],
  surf: ['onda', 'surf'],
  skate: ['skate', 'brasa'],
  yoga: ['yoga', 'lotus', 'fit'],
  lutas: ['fight', 'tatame', 'luta'],
  musculacao: ['fit', 'gym', 'forca'],
  suplementos: ['fit', 'nutri', 'supplement', 'growth'],
  infantil: ['kids', 'kid', 'infantil'],
}

/** Groups a brand specialises in; empty for generalist brands. */
export function brandGroups(brand: Brand): string[] {
  const tokens = slugify(brand.slug).split('-')
  const groups: string[] = []
  for (const [group, words] of Object.entries(BRAND_GROUP_WORDS)) {
    if (words.some((w) => tokens.includes(w))) groups.push(group)
  }
  return groups
}

/** A Brazilian (789) EAN-13, unique per serial below 10^9. */
export function eanFor(serial: number): string {
  // Multiplying by a number coprime with 10^9 permutes the serials: unique and scattered.
  const body = `789${String((serial * 7_919 + 104_729) % 1_000_000_000).padStart(9, '0')}`
  return body + ean13CheckDigit(body)
}

/** A 7-digit manufacturer (item) code, unique per serial below 9·10^6. */
export function manufacturerCodeFor(serial: number): string {
  return String(1_000_000 + ((serial * 104_729) % 9_000_000))
}

interface Generated {
  product: Product
  type: ProductType | null
  departmentSlug: string
}

interface Slot {
  leaf: Leaf
  type: ProductType
  gender?: Gender
  mix?: SellerMix
  wellKnown: boolean
}

const PLACEHOLDERS: ReadonlySet<string> = new Set(PLACEHOLDER_VARIATION_VALUES)

class CatalogueBuilder {
  private readonly rng: Rng
  private readonly leaves: Leaf[]
  private readonly ownBrands: Brand[]
  private readonly partnerBrands: Brand[]
  private readonly groupsByBrand = new Map<string, string[]>()
  private readonly linkTexts = new Set<string>([GIFT_CARD_LINK_TEXT])
  private productSerial = 0
  private skuSerial = 0
  readonly generated: Generated[] = []

  constructor(
    private readonly taxonomy: Taxonomy,
    seed: number,
  ) {
    this.rng = new Rng(seed)
    this.leaves = placeProductTypes(taxonomy)
    if (this.leaves.length === 0) throw new Error('The category tree has no subcategories')
    this.ownBrands = taxonomy.brands.filter((b) => b.own)
    this.partnerBrands = taxonomy.brands.filter((b) => !b.own)
    for (const brand of taxonomy.brands) this.groupsByBrand.set(brand.id, brandGroups(brand))
    // The gift card's SKUs take the first SKU serials.
    this.skuSerial = GIFT_CARD_VALUES.length
  }

  build(size: number): Product[] {
    const total = Math.max(1, Math.floor(size))
    const kitCount = total >= 50 ? Math.max(1, Math.round(total * SHARE_KITS)) : 0
    const regularCount = total - 1 - kitCount
    for (const slot of this.slots(regularCount)) this.generated.push(this.product(slot))
    const kits: Generated[] = []
    for (let i = 0; i < kitCount; i++) {
      const kit = this.kit()
      if (kit) kits.push(kit)
    }
    // Too few regular products for a kit: fill up with regular ones.
    while (this.generated.length + kits.length < total - 1) {
      this.generated.push(this.product(this.randomSlot()))
    }
    this.generated.push(...kits)
    return [...this.generated.map((g) => g.product), this.giftCard()]
  }

  // ── Placement ─────────────────────────────────────────────────────────────

  private randomSlot(): Slot {
    const leaf = this.rng.pick(this.leaves)
    return { leaf, type: this.rng.pick(leaf.candidates), wellKnown: false }
  }

  private slots(count: number): Slot[] {
    const slots: Slot[] = []
    for (const known of WELL_KNOWN_PRODUCTS) {
      if (slots.length >= count) return slots
      const type = PRODUCT_TYPE_BY_KEY.get(known.type)
      if (!type) continue
      slots.push({ leaf: this.leafFor(type, known.gender), type, gender: known.gender, mix: known.mix, wellKnown: true })
    }
    const covered = new Set(slots.map((s) => s.leaf.subcategory.id))
    for (const leaf of this.leaves) {
      if (slots.length >= count) return slots
      if (covered.has(leaf.subcategory.id)) continue
      slots.push({ leaf, type: this.rng.pick(leaf.candidates), wellKnown: false })
    }
    while (slots.length < count) slots.push(this.randomSlot())
    return slots
  }

  /** The subcategory a well-known product goes to: one listing its type, of its gender when asked. */
  private leafFor(type: ProductType, gender: Gender | undefined): Leaf {
    const holdingAll = this.leaves.filter((l) => l.candidates.includes(type))
    const bestLevel = Math.max(-1, ...holdingAll.map((l) => l.matchLevel))
    const holding = holdingAll.filter((l) => l.matchLevel === bestLevel)
    const sameGender = gender ? holding.filter((l) => l.gender === gender) : []
    const mixed = holding.filter((l) => l.gender === null)
    const pool = sameGender.length > 0 ? sameGender : mixed.length > 0 ? mixed : holding
    if (pool.length > 0) return this.rng.pick(pool)
    const inDepartment = this.leaves.filter((l) => type.departments.includes(l.department.slug))
    return inDepartment.length > 0 ? this.rng.pick(inDepartment) : this.leaves[0]
  }

  // ── Products ──────────────────────────────────────────────────────────────

  private nextProductId(): string {
    this.productSerial += 1
    return String(PRODUCT_ID_BASE + this.productSerial)
  }

  private uniqueLinkText(name: string, id: string): string {
    let slug = slugify(name)
    if (this.linkTexts.has(slug)) slug = `${slug}-${id}`
    this.linkTexts.add(slug)
    return slug
  }

  private genderOf(slot: Slot): Gender {
    if (slot.gender) return slot.gender
    if (slot.leaf.gender) return slot.leaf.gender
    const { type } = slot
    if (type.genders.length === 1) return type.genders[0]
    if (!type.gendered) return type.genders.includes('Unissex') ? 'Unissex' : type.genders[0]
    const adult = type.genders.filter((g) => g !== 'Infantil')
    const weights: Record<Gender, number> = { Masculino: 4, Feminino: 4, Unissex: 2, Infantil: 0 }
    return this.rng.weighted(adult.map((g) => [g, weights[g]] as const))
  }

  private brandFor(type: ProductType, gender: Gender): Brand {
    const fits = (b: Brand): boolean => {
      const groups = this.groupsByBrand.get(b.id) ?? []
      if (groups.length === 0) return true
      return groups.includes(type.group) || (gender === 'Infantil' && groups.includes('infantil'))
    }
    const specialist = (b: Brand): boolean => (this.groupsByBrand.get(b.id) ?? []).length > 0
    const wantOwn = this.rng.chance(0.5)
    const primary = (wantOwn ? this.ownBrands : this.partnerBrands).filter(fits)
    const secondary = (wantOwn ? this.partnerBrands : this.ownBrands).filter(fits)
    const pool = primary.length > 0 ? primary : secondary.length > 0 ? secondary : this.taxonomy.brands
    const specialists = pool.filter(specialist)
    return specialists.length > 0 && this.rng.chance(0.6) ? this.rng.pick(specialists) : this.rng.pick(pool)
  }

  private sportIdFor(slot: Slot): string | null {
    const sports = this.taxonomy.sports
    if (slot.leaf.sportSlug) {
      const fromTree = findSport(sports, slot.leaf.sportSlug)
      if (fromTree) return fromTree.id
    }
    for (const slug of slot.type.sports) {
      const sport = findSport(sports, slug)
      if (sport) return sport.id
    }
    return null
  }

  private genderWord(type: ProductType, gender: Gender): string {
    if (gender === 'Infantil') return 'Infantil'
    if (!type.gendered) return ''
    if (gender === 'Unissex') return 'Unissex'
    const stem = gender === 'Masculino' ? 'Masculin' : 'Feminin'
    return stem + (type.feminine ? 'a' : 'o')
  }

  /** Variation axes of a product: [[name, values], …]. */
  private axes(type: ProductType, gender: Gender): Array<[VariationName, string[]]> {
    const rng = this.rng
    const colours = (min: number, max: number): string[] => rng.sample(COLOUR_NAMES, rng.int(min, max))
    switch (type.kind) {
      case 'apparel':
        return [
          ['Cor', colours(1, 3)],
          ['Tamanho', gender === 'Infantil' ? rng.run(KIDS_APPAREL_SIZES, 4, 6) : rng.run(ADULT_APPAREL_SIZES, 4, 6)],
        ]
      case 'shoes':
        return [
          ['Cor', colours(1, 2)],
          ['Tamanho', rng.run(SHOE_SIZES[gender], 5, 8)],
        ]
      case 'sized':
        return [
          ['Cor', colours(1, 2)],
          ['Tamanho', rng.run(type.sizes ?? ['P', 'M', 'G'], 2, 6)],
        ]
      case 'weight':
        return [['Tamanho', rng.run(type.sizes ?? ['1 kg'], 2, 4)]]
      case 'flavour':
        return [['Sabor', rng.chance(0.15) ? [rng.pick(FLAVOURS.slice(0, 3))] : rng.sample(FLAVOURS, rng.int(2, 4))]]
      case 'voltage':
        return [['Voltagem', rng.chance(0.4) ? ['Bivolt'] : ['110V', '220V']]]
      case 'colour': {
        const axes: Array<[VariationName, string[]]> = [['Cor', rng.chance(0.3) ? colours(1, 1) : colours(2, 4)]]
        if (rng.chance(0.2)) axes.push(['Tamanho', [rng.pick(SIZE_PLACEHOLDERS)]])
        return axes
      }
      case 'single':
        if (type.group === 'suplementos') return [['Sabor', ['Sem sabor']]]
        return rng.chance(0.2) ? [['Cor', ['variado']]] : [['Tamanho', [rng.pick(SIZE_PLACEHOLDERS)]]]
    }
  }

  private product(slot: Slot): Generated {
    const rng = this.rng
    const { type, leaf } = slot
    const id = this.nextProductId()
    const gender = this.genderOf(slot)
    const brand = this.brandFor(type, gender)
    const model = this.modelName(type, brand)
    const extraIndex = type.extras ? rng.int(0, type.extras.length - 1) : 0
    const name = type.template
      .replace('{n}', type.noun)
      .replace('{g}', this.genderWord(type, gender))
      .replace('{b}', brand.name)
      .replace('{m}', model)
      .replace('{x}', type.extras ? type.extras[extraIndex] : '')
      .replace(/\s+/g, ' ')
      .trim()
    const sportId = this.sportIdFor(slot)
    const sportName = sportId ? this.taxonomy.sports.find((s) => s.id === sportId)?.name ?? null : null

    // Prices: extras are ordered by size, so they share out the type's range.
    const [min, max] = type.price
    const share = type.extras ? (extraIndex + rng.next()) / type.extras.length : rng.next()
    const reais = min + (max - min) * share
    const discount = rng.weighted(DISCOUNT_WEIGHTS)
    const mix: SellerMix =
      slot.mix ??
      rng.weighted([
        ['retailer', 1 - SHARE_MARKETPLACE_ONLY - SHARE_BOTH_SELLERS],
        ['marketplace', SHARE_MARKETPLACE_ONLY],
        ['both', SHARE_BOTH_SELLERS],
      ] as const)
    const marketplaceId = this.marketplaceSellerFor(type)
    const sellerIds = mix === 'retailer' ? [RETAILER_SELLER_ID] : mix === 'marketplace' ? [marketplaceId] : [RETAILER_SELLER_ID, marketplaceId]
    const storeCard = rng.chance(SHARE_STORE_CARD)
    const outOfStock = !slot.wellKnown && rng.chance(SHARE_PRODUCT_OUT_OF_STOCK)
    const secondSellerFactor = 0.95 + rng.next() * 0.12
    const installmentCache = new Map<string, Installment[]>()
    const installments = (price: number, sellerId: string): Installment[] => {
      const withStoreCard = storeCard && sellerId === RETAILER_SELLER_ID
      const key = `${price}|${withStoreCard}`
      let list = installmentCache.get(key)
      if (!list) {
        list = installmentsFor(price, withStoreCard)
        installmentCache.set(key, list)
      }
      return list
    }

    const axes = this.axes(type, gender)
    const combos = cartesian(axes)
    // Drawn still so that every later draw (and so the seeded catalogue) stays as it was; every SKU has all its photographs.
    rng.int(1, 3)
    const imageCount = MAX_IMAGES_PER_SKU
    const productReference = String(8_000_000 + this.productSerial)
    const weightAxis = type.kind === 'weight'
    const baseList = listPriceCents(reais)
    const skus: Sku[] = []
    const altByColour = new Map<string, string[]>()
    for (let index = 0; index < combos.length; index++) {
      const variations = combos[index]
      this.skuSerial += 1
      const skuId = String(SKU_ID_BASE + this.skuSerial)
      const listPrice = weightAxis ? listPriceCents(reais * parseFloat(variations.Tamanho ?? '1')) : baseList
      const price = discountedPrice(listPrice, discount)
      const offers: SkuOffer[] = []
      for (let s = 0; s < sellerIds.length; s++) {
        const sellerId = sellerIds[s]
        const offerPrice = s === 0 ? price : Math.min(listPrice, Math.round(price * secondSellerFactor))
        offers.push({
          sellerId,
          price: offerPrice,
          listPrice,
          stock: this.stock(outOfStock, slot.wellKnown),
          installments: installments(offerPrice, sellerId),
        })
      }
      let skuName = name
      for (const value of Object.values(variations)) if (value && !PLACEHOLDERS.has(value)) skuName += ` ${value}`
      const colour = variations.Cor && !PLACEHOLDERS.has(variations.Cor) ? variations.Cor : ''
      let alts = altByColour.get(colour)
      if (!alts) {
        const head = colour ? `${name} - ${colour}` : name
        alts = [head, `${head} - imagem 2`, `${head} - imagem 3`]
        altByColour.set(colour, alts)
      }
      const images: Sku['images'] = []
      for (let i = 0; i < imageCount; i++) images.push({ url: productPhotoUrl(skuId, i + 1), alt: alts[i] })
      skus.push({
        id: skuId,
        name: skuName,
        ean: eanFor(this.skuSerial),
        refId: `${productReference}-${index < 9 ? '0' : ''}${index + 1}`,
        manufacturerCode: manufacturerCodeFor(this.skuSerial),
        variations,
        images,
        offers,
        measurementUnit: 'un',
        unitMultiplier: 1,
      })
    }

    const releaseDate = new Date(RELEASE_FROM_MS + rng.int(0, RELEASE_DAYS) * DAY_MS).toISOString()
    const salesCount = Math.floor(Math.pow(rng.next(), 3) * 4_000) + (slot.wellKnown ? 300 : 0)
    const sizeKind = this.sizeGuideKind(type, gender)
    const sizes = axes.find(([n]) => n === 'Tamanho')?.[1] ?? []
    const sizeGuide = sizeKind ? sizeGuideFor(sizeKind, sizes, rng.pick(SIZE_RECOMMENDATIONS[sizeKind])) : null

    const product: Product = {
      id,
      name,
      linkText: this.uniqueLinkText(name, id),
      description: this.description(type, brand, model, sportName, sizeGuide !== null),
      brandId: brand.id,
      categoryIds: leaf.subcategory.path.slice(),
      sportId,
      gender,
      isKit: false,
      kitSkuIds: [],
      releaseDate,
      productReference,
      specifications: this.specifications(type, gender, sportName),
      flags: this.flags(discount, releaseDate, skus[0].offers[0].price, salesCount),
      skus,
      sizeGuide,
      salesCount,
    }
    return { product, type, departmentSlug: leaf.department.slug }
  }

  /** A model name that does not repeat the brand's words, with a series when it has no number yet. */
  private modelName(type: ProductType, brand: Brand): string {
    const brandWords = new Set(brand.name.toLowerCase().split(/\s+/))
    const fresh = type.models.filter((m) => !m.toLowerCase().split(/\s+/).some((w) => brandWords.has(w)))
    const base = this.rng.pick(fresh.length > 0 ? fresh : type.models)
    return /\d/.test(base) || !this.rng.chance(0.5) ? base : `${base} ${this.rng.pick(MODEL_SERIES)}`
  }

  private sizeGuideKind(type: ProductType, gender: Gender): SizeGuideKind | null {
    if (type.kind === 'shoes') return 'shoes'
    if (type.kind === 'apparel') return gender === 'Infantil' ? 'kids-apparel' : 'apparel'
    return null
  }

  private marketplaceSellerFor(type: ProductType): string {
    const specialists = MARKETPLACE_SELLERS.filter((s) => s.groups.includes(type.group))
    if (specialists.length > 0 && this.rng.chance(0.7)) return this.rng.pick(specialists).id
    return this.rng.pick(MARKETPLACE_SELLERS).id
  }

  private stock(outOfStock: boolean, wellKnown: boolean): number {
    if (outOfStock) return 0
    if (wellKnown) return this.rng.int(10, 200)
    const r = this.rng.next()
    if (r < SHARE_SKU_OUT_OF_STOCK) return 0
    if (r < SHARE_SKU_OUT_OF_STOCK + SHARE_LOW_STOCK) return this.rng.int(1, 5)
    return this.rng.int(10, 200)
  }

  private description(type: ProductType, brand: Brand, model: string, sportName: string | null, sized: boolean): string {
    const rng = this.rng
    const article = type.feminine ? 'A' : 'O'
    const made = type.feminine ? 'desenvolvida' : 'desenvolvido'
    const sentences = [
      `${article} ${type.noun} ${brand.name} ${model} foi ${made} para ${type.purpose}.`,
      rng.pick(type.benefits),
    ]
    const closers = [
      sportName ? `Uma escolha certeira para quem pratica ${sportName.toLowerCase()}.` : null,
      sized ? 'Consulte o guia de tamanhos antes de escolher o seu.' : null,
      brand.own ? `Produto de marca própria ${STORE_NAME}, com garantia contra defeitos de fabricação.` : null,
      'Produto com garantia contra defeitos de fabricação.',
    ].filter((s): s is string => s !== null)
    if (rng.chance(0.7)) sentences.push(rng.pick(closers))
    return sentences.join(' ')
  }

  private specifications(type: ProductType, gender: Gender, sportName: string | null): Specification[] {
    const specs: Specification[] = [{ name: 'Gênero', values: [gender] }]
    if (sportName) specs.push({ name: 'Esporte', values: [sportName] })
    for (const [name, values] of type.specs) specs.push({ name, values: [this.rng.pick(values)] })
    specs.push({ name: 'Garantia', values: [this.rng.pick(['3 meses', '6 meses', '1 ano', '2 anos'])] })
    specs.push({ name: 'Origem', values: [this.rng.chance(0.6) ? 'Nacional' : 'Importado'] })
    return specs
  }

  private flags(discount: number, releaseDate: string, price: number, salesCount: number): ProductFlag[] {
    const rng = this.rng
    const flags: ProductFlag[] = []
    if (discount > 0) flags.push(offFlag(discount))
    const labels: ProductFlag[] = []
    if (releaseDate >= NEW_RELEASE_FROM && rng.chance(0.6)) labels.push(labelFlag('Lançamento'))
    if (rng.chance(0.08)) labels.push(labelFlag('Exclusivo online'))
    if (price >= 29_900 && rng.chance(0.3)) labels.push(labelFlag('Frete grátis'))
    if (salesCount >= 2_500 && rng.chance(0.5)) labels.push(labelFlag('Mais vendido'))
    return [...flags, ...labels.slice(0, 2)]
  }

  // ── Kits ──────────────────────────────────────────────────────────────────

  private kitSources: Generated[] | null = null

  private kit(): Generated | null {
    const rng = this.rng
    this.kitSources ??= this.generated.filter((g) => g.type && g.product.skus.some((s) => s.offers.some((o) => o.stock > 0)))
    const available = this.kitSources
    if (available.length < 2) return null
    const first = rng.pick(available)
    // A few tries at partners of the same department and another type, then anything else.
    const parts = [first]
    const wanted = rng.int(1, 2)
    for (let attempt = 0; attempt < 60 && parts.length <= wanted; attempt++) {
      const candidate = rng.pick(available)
      const sameDepartment = candidate.departmentSlug === first.departmentSlug
      const newType = parts.every((p) => p.type?.key !== candidate.type?.key)
      if (!parts.includes(candidate) && newType && (sameDepartment || attempt >= 40)) parts.push(candidate)
    }
    const skus = parts.map((g) => g.product.skus.find((s) => s.offers.some((o) => o.stock > 0)) ?? g.product.skus[0])
    const brand = rng.pick(this.ownBrands.length > 0 ? this.ownBrands : this.taxonomy.brands)
    const nouns = parts.map((g) => g.type?.noun ?? g.product.name)
    const name = `Kit ${nouns.join(' + ')} ${brand.name}`
    const id = this.nextProductId()
    this.skuSerial += 1
    const skuId = String(SKU_ID_BASE + this.skuSerial)
    const listPrice = skus.reduce((sum, s) => sum + s.offers[0].listPrice, 0)
    const discount = 15
    const price = discountedPrice(listPrice, discount)
    const productReference = String(8_000_000 + this.productSerial)
    const releaseDate = new Date(RELEASE_FROM_MS + rng.int(0, RELEASE_DAYS) * DAY_MS).toISOString()
    // Drawn still so that every later draw stays as it was (see the products' photographs).
    rng.int(1, 2)
    const imageCount = MAX_IMAGES_PER_SKU
    const product: Product = {
      id,
      name,
      linkText: this.uniqueLinkText(name, id),
      description: `Kit com ${parts.length} itens: ${parts.map((g) => g.product.name).join(', ')}. Comprando juntos você economiza ${discount}% em relação aos itens avulsos.`,
      brandId: brand.id,
      categoryIds: first.product.categoryIds.slice(),
      sportId: first.product.sportId,
      gender: first.product.gender,
      isKit: true,
      kitSkuIds: skus.map((s) => s.id),
      releaseDate,
      productReference,
      specifications: [
        { name: 'Itens do kit', values: parts.map((g) => g.product.name) },
        { name: 'Quantidade de itens', values: [String(parts.length)] },
      ],
      flags: [offFlag(discount)],
      skus: [
        {
          id: skuId,
          name,
          ean: eanFor(this.skuSerial),
          refId: `${productReference}-01`,
          manufacturerCode: manufacturerCodeFor(this.skuSerial),
          variations: { Tamanho: 'UN' },
          images: Array.from({ length: imageCount }, (_, i) => ({
            url: productPhotoUrl(skuId, i + 1),
            alt: i > 0 ? `${name} - imagem ${i + 1}` : name,
          })),
          offers: [
            {
              sellerId: RETAILER_SELLER_ID,
              price,
              listPrice,
              stock: rng.int(5, 50),
              installments: installmentsFor(price, false),
            },
          ],
          measurementUnit: 'un',
          unitMultiplier: 1,
        },
      ],
      sizeGuide: null,
      salesCount: Math.floor(Math.pow(rng.next(), 3) * 1_000),
    }
    return { product, type: null, departmentSlug: first.departmentSlug }
  }

  // ── Gift card ─────────────────────────────────────────────────────────────

  private giftCard(): Product {
    const leaf =
      this.leaves.find((l) => /presente|gift/.test(l.subcategory.slug)) ??
      this.leaves.find((l) => l.department.slug === 'acessorios') ??
      this.leaves[0]
    const brand = this.ownBrands[0] ?? this.taxonomy.brands[0]
    const productReference = 'CARTAO-PRESENTE'
    return {
      id: GIFT_CARD_PRODUCT_ID,
      name: GIFT_CARD_NAME,
      linkText: GIFT_CARD_LINK_TEXT,
      description: `Presenteie quem gosta de esporte com o ${GIFT_CARD_NAME}. O presenteado escolhe o que quiser entre milhares de produtos do site. Escolha o valor e personalize a mensagem.`,
      brandId: brand.id,
      categoryIds: leaf.subcategory.path.slice(),
      sportId: null,
      gender: 'Unissex',
      isKit: false,
      kitSkuIds: [],
      releaseDate: new Date(RELEASE_FROM_MS).toISOString(),
      productReference,
      specifications: [
        { name: 'Validade', values: ['12 meses a partir da compra'] },
        { name: 'Entrega', values: ['Por e-mail'] },
      ],
      flags: [],
      skus: GIFT_CARD_VALUES.map((value, index) => {
        const serial = index + 1
        const skuId = String(SKU_ID_BASE + serial)
        const label = `R$ ${value / 100}`
        return {
          id: skuId,
          name: `${GIFT_CARD_NAME} ${label}`,
          ean: eanFor(serial),
          refId: `${productReference}-${value / 100}`,
          manufacturerCode: manufacturerCodeFor(serial),
          variations: { Valor: label },
          images: Array.from({ length: MAX_IMAGES_PER_SKU }, (_, i) => ({
            url: productPhotoUrl(skuId, i + 1),
            alt: i > 0 ? `${GIFT_CARD_NAME} ${label} - imagem ${i + 1}` : `${GIFT_CARD_NAME} ${label}`,
          })),
          offers: [
            {
              sellerId: RETAILER_SELLER_ID,
              price: value,
              listPrice: value,
              stock: GIFT_CARD_STOCK,
              installments: installmentsFor(value, false),
            },
          ],
          measurementUnit: 'un',
          unitMultiplier: 1,
        }
      }),
      sizeGuide: null,
      salesCount: 800,
    }
  }
}

/** Every combination of the axes' values, first axis outermost. */
function cartesian(axes: Array<[VariationName, string[]]>): Array<Partial<Record<VariationName, string>>> {
  const combos: Array<Partial<Record<VariationName, string>>> = []
  const [first, second, ...rest] = axes
  if (!first) return [{}]
  if (rest.length > 0) throw new Error('At most two variation axes')
  for (const a of first[1]) {
    if (!second) {
      combos.push({ [first[0]]: a })
      continue
    }
    for (const b of second[1]) combos.push({ [first[0]]: a, [second[0]]: b })
  }
  return combos
}

/** The catalogue for a size and seed; deterministic. */
export function generateCatalogue(options: GenerateCatalogueOptions): Catalogue {
  const size = options.size ?? DEFAULT_CATALOGUE_SIZE
  const seed = options.seed ?? DEFAULT_CATALOGUE_SEED
  const { taxonomy } = options
  const builder = new CatalogueBuilder(taxonomy, seed)
  const products = builder.build(size)
  return {
    sellers: [RETAILER_SELLER, ...MARKETPLACE_SELLERS.map(({ id, name, isRetailer }) => ({ id, name, isRetailer }))],
    brands: taxonomy.brands,
    sports: taxonomy.sports,
    categories: taxonomy.categories,
    products,
  }
}
