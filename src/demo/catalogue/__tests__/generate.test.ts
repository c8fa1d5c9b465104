import { GIFT_CARD_PRODUCT_ID, PLACEHOLDER_VARIATION_VALUES, RETAILER_SELLER_ID } from '../../../config/constants'
import { RETAILER_SELLER_NAME } from '../../../config/store'
import { ean13CheckDigit } from '../../../catalogue/ean'
import { GIFT_CARD_VALUES } from '../generate'
import { discountPercent } from '../../../catalogue/pricing'
import { subcategoriesOf } from '../../../catalogue/taxonomy'
import type { Catalogue, Product } from '../../../catalogue/model'
import { testCatalogue } from '../../../test-support/catalogue'

const allSkus = (c: Catalogue) => c.products.flatMap((p) => p.skus)
const isAvailable = (p: Product) => p.skus.some((s) => s.offers.some((o) => o.stock > 0))

describe('generateCatalogue', () => {
  const catalogue = testCatalogue()

  it('is deterministic for a seed and differs between seeds', () => {
    expect(testCatalogue({ seed: 7, size: 300 })).toEqual(testCatalogue({ seed: 7, size: 300 }))
    const a = testCatalogue({ seed: 7, size: 300 })
    const b = testCatalogue({ seed: 8, size: 300 })
    expect(a.products.map((p) => p.name)).not.toEqual(b.products.map((p) => p.name))
  })

  it('makes 600 products by default and scales to 20,000', () => {
    expect(catalogue.products).toHaveLength(600)
    const big = testCatalogue({ size: 20_000 })
    expect(big.products).toHaveLength(20_000)
    expect(new Set(big.products.map((p) => p.linkText)).size).toBe(20_000)
    expect(new Set(allSkus(big).map((s) => s.ean)).size).toBe(allSkus(big).length)
  })

  it('keeps ids, slugs, EANs and manufacturer codes unique and well-formed', () => {
    const productIds = catalogue.products.map((p) => p.id)
    const skus = allSkus(catalogue)
    expect(new Set(productIds).size).toBe(productIds.length)
    expect(new Set(skus.map((s) => s.id)).size).toBe(skus.length)
    expect(productIds.every((id) => /^\d+$/.test(id))).toBe(true)
    expect(skus.every((s) => /^\d+$/.test(s.id))).toBe(true)
    // Product ids and SKU ids live in different ranges.
    const skuIds = new Set(skus.map((s) => s.id))
    expect(productIds.some((id) => skuIds.has(id))).toBe(false)
    expect(productIds.filter((id) => id === GIFT_CARD_PRODUCT_ID)).toHaveLength(1)

    const slugs = catalogue.products.map((p) => p.linkText)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)

    expect(new Set(skus.map((s) => s.ean)).size).toBe(skus.length)
    const badEans = skus
      .map((s) => s.ean)
      .filter((ean) => !/^\d{13}$/.test(ean) || Number(ean[12]) !== ean13CheckDigit(ean.slice(0, 12)))
    expect(badEans).toEqual([])
    expect(new Set(skus.map((s) => s.manufacturerCode)).size).toBe(skus.length)
    expect(new Set(skus.map((s) => s.refId)).size).toBe(skus.length)
  })

  it('computes EAN-13 check digits', () => {
    expect(ean13CheckDigit('789100031550')).toBe(7) // 7891000315507, a real Brazilian EAN
    expect(ean13CheckDigit('400638133393')).toBe(1)
  })

  it('prices in cents with list price at or above price and sane instalments', () => {
    // Collect violations (one expect per SKU would be slow).
    const problems: string[] = []
    for (const sku of allSkus(catalogue)) {
      if (sku.offers.length === 0) problems.push(`${sku.id}: no offer`)
      for (const offer of sku.offers) {
        if (!Number.isInteger(offer.price) || offer.price <= 0) problems.push(`${sku.id}: price ${offer.price}`)
        if (offer.listPrice < offer.price) problems.push(`${sku.id}: listPrice below price`)
        if (offer.installments.length === 0) problems.push(`${sku.id}: no installments`)
        for (const i of offer.installments) {
          if (i.count < 1) problems.push(`${sku.id}: count ${i.count}`)
          if (i.interestRate === 0 && i.totalValue !== offer.price) problems.push(`${sku.id}: free total`)
          if (i.interestRate > 0 && i.totalValue <= offer.price) problems.push(`${sku.id}: interest total`)
          if (i.onlyStoreCard && offer.sellerId !== RETAILER_SELLER_ID) problems.push(`${sku.id}: store card off seller 1`)
          if (i.interestRate === 0 && !i.onlyStoreCard && i.count > 10) problems.push(`${sku.id}: ${i.count}x free`)
        }
      }
    }
    expect(problems).toEqual([])
    const plans = allSkus(catalogue).flatMap((s) => s.offers.flatMap((o) => o.installments))
    expect(plans.some((i) => i.onlyStoreCard)).toBe(true)
    expect(plans.some((i) => i.count === 12 && i.interestRate > 0)).toBe(true)
    expect(plans.some((i) => i.count === 10 && i.interestRate === 0)).toBe(true)
  })

  it('puts products in every subcategory, with valid category paths', () => {
    const leaves = subcategoriesOf(catalogue.categories)
    const used = new Set(catalogue.products.map((p) => p.categoryIds.join('/')))
    for (const { subcategory } of leaves) expect(used).toContain(subcategory.path.join('/'))
    const validPaths = new Set(leaves.map((l) => l.subcategory.path.join('/')))
    for (const p of catalogue.products) expect(validPaths).toContain(p.categoryIds.join('/'))
  })

  it('has the gift card with its values, sold by the retailer and never out of stock', () => {
    const gift = catalogue.products.find((p) => p.id === GIFT_CARD_PRODUCT_ID)
    expect(gift).toBeDefined()
    expect(gift?.linkText).toBe('cartao-presente')
    expect(gift?.name).toBe('Cartão Presente Arena Esportes')
    expect(gift?.skus.map((s) => s.variations.Valor)).toEqual(['R$ 50', 'R$ 100', 'R$ 150', 'R$ 200', 'R$ 300', 'R$ 500'])
    expect(gift?.skus.map((s) => s.offers[0].price)).toEqual([...GIFT_CARD_VALUES])
    for (const sku of gift?.skus ?? []) {
      expect(sku.offers).toHaveLength(1)
      expect(sku.offers[0].sellerId).toBe(RETAILER_SELLER_ID)
      expect(sku.offers[0].stock).toBeGreaterThan(0)
    }
  })

  it('has the retailer and marketplace sellers, with marketplace-only and two-seller products', () => {
    const retailer = catalogue.sellers.find((s) => s.id === RETAILER_SELLER_ID)
    expect(retailer).toEqual({ id: '1', name: RETAILER_SELLER_NAME, isRetailer: true })
    const marketplace = catalogue.sellers.filter((s) => !s.isRetailer)
    expect(marketplace.length).toBeGreaterThanOrEqual(3)
    expect(marketplace.length).toBeLessThanOrEqual(5)
    const sellerIds = new Set(catalogue.sellers.map((s) => s.id))
    const mixes = catalogue.products.map((p) => {
      const offers = p.skus[0].offers.map((o) => o.sellerId)
      for (const id of offers) expect(sellerIds).toContain(id)
      if (offers.length === 2) return 'both'
      return offers[0] === RETAILER_SELLER_ID ? 'retailer' : 'marketplace'
    })
    const share = (m: string) => mixes.filter((x) => x === m).length / mixes.length
    expect(share('retailer')).toBeGreaterThan(0.55)
    expect(share('marketplace')).toBeGreaterThan(0.1)
    expect(share('both')).toBeGreaterThan(0.04)
    // With two offers the retailer's comes first (the default).
    for (const p of catalogue.products) {
      for (const s of p.skus) if (s.offers.length === 2) expect(s.offers[0].sellerId).toBe(RETAILER_SELLER_ID)
    }
  })

  it('has out-of-stock SKUs, out-of-stock products and low stock', () => {
    const skus = allSkus(catalogue)
    const out = skus.filter((s) => s.offers.every((o) => o.stock === 0)).length / skus.length
    expect(out).toBeGreaterThan(0.04)
    expect(out).toBeLessThan(0.25)
    expect(catalogue.products.some((p) => !isAvailable(p))).toBe(true)
    expect(skus.some((s) => s.offers.some((o) => o.stock >= 1 && o.stock <= 5))).toBe(true)
  })

  it('derives OFF flags from the discount and keeps flags few', () => {
    let off = 0
    for (const p of catalogue.products) {
      expect(p.flags.length).toBeLessThanOrEqual(3)
      const discount = discountPercent(p.skus[0].offers[0])
      const offFlags = p.flags.filter((f) => f.value.includes('OFF'))
      if (discount > 0) {
        off += 1
        expect(offFlags).toEqual([expect.objectContaining({ value: `${discount}% OFF` })])
        for (const s of p.skus) expect(discountPercent(s.offers[0])).toBe(discount)
      } else {
        expect(offFlags).toHaveLength(0)
      }
      for (const f of p.flags) expect(f.color).toMatch(/^#[0-9a-f]{6}$/)
    }
    expect(off).toBeGreaterThan(0)
    const labels = new Set(catalogue.products.flatMap((p) => p.flags.map((f) => f.value)).filter((v) => !v.includes('OFF')))
    expect([...labels]).toEqual(expect.arrayContaining(['Lançamento', 'Exclusivo online', 'Frete grátis']))
    const discounts = new Set(catalogue.products.map((p) => discountPercent(p.skus[0].offers[0])))
    for (const d of discounts) expect([0, 10, 15, 20, 30, 40, 50]).toContain(d)
  })

  it('varies SKUs by colour, size, flavour, voltage and value, with placeholder single values', () => {
    const names = new Set(allSkus(catalogue).flatMap((s) => Object.keys(s.variations)))
    expect([...names].sort()).toEqual(['Cor', 'Sabor', 'Tamanho', 'Valor', 'Voltagem'])
    const values = new Set(allSkus(catalogue).flatMap((s) => Object.values(s.variations)))
    for (const v of ['PP', 'XGG', '38', 'Baunilha', 'Chocolate', 'Morango', '110V', '220V', 'Bivolt']) expect(values).toContain(v)
    const singles = catalogue.products.filter((p) => p.skus.length === 1)
    const placeholderSingles = singles.filter((p) =>
      Object.values(p.skus[0].variations).some((v) => (PLACEHOLDER_VARIATION_VALUES as readonly string[]).includes(v ?? '')),
    )
    expect(placeholderSingles.length).toBeGreaterThan(5)
    const realSingles = singles.filter((p) => !placeholderSingles.includes(p))
    expect(realSingles.length).toBeGreaterThan(0)
    // Every product's SKUs share the same variation names and differ in values.
    for (const p of catalogue.products) {
      const keys = JSON.stringify(Object.keys(p.skus[0].variations))
      for (const s of p.skus) expect(JSON.stringify(Object.keys(s.variations))).toBe(keys)
      expect(new Set(p.skus.map((s) => JSON.stringify(s.variations))).size).toBe(p.skus.length)
    }
  })

  it('has kits that reference existing SKUs of other products', () => {
    const kits = catalogue.products.filter((p) => p.isKit)
    expect(kits.length).toBeGreaterThanOrEqual(Math.round(600 * 0.02) - 2)
    const skuOwner = new Map(catalogue.products.flatMap((p) => p.skus.map((s) => [s.id, p] as const)))
    for (const kit of kits) {
      expect(kit.kitSkuIds.length).toBeGreaterThanOrEqual(2)
      expect(kit.name.startsWith('Kit ')).toBe(true)
      for (const id of kit.kitSkuIds) {
        const owner = skuOwner.get(id)
        expect(owner).toBeDefined()
        expect(owner?.id).not.toBe(kit.id)
        expect(owner?.isKit).toBe(false)
      }
    }
    for (const p of catalogue.products.filter((x) => !x.isKit)) expect(p.kitSkuIds).toEqual([])
  })

  it('always has well-known, available products (bolas, tênis, bolsa, bicicleta, mochila, camiseta)', () => {
    for (const seed of [1, 2, 3]) {
      const small = testCatalogue({ seed, size: 60 })
      const named = (re: RegExp) => small.products.filter((p) => re.test(p.name) && isAvailable(p))
      expect(named(/^Bola de Futebol/).length).toBeGreaterThanOrEqual(2)
      expect(named(/^Bola de Vôlei/).length).toBeGreaterThanOrEqual(1)
      expect(named(/^Bola de Basquete/).length).toBeGreaterThanOrEqual(1)
      expect(named(/^Tênis /).length).toBeGreaterThanOrEqual(3)
      for (const re of [/^Bolsa/, /^Bicicleta/, /^Mochila/, /^Camiseta/]) expect(named(re).length).toBeGreaterThanOrEqual(1)
    }
  })

  it('writes realistic product data', () => {
    const brandIds = new Set(catalogue.brands.map((b) => b.id))
    const sportIds = new Set(catalogue.sports.map((s) => s.id))
    expect(catalogue.brands.some((b) => b.own)).toBe(true)
    expect(catalogue.brands.some((b) => !b.own)).toBe(true)
    for (const p of catalogue.products) {
      expect(brandIds).toContain(p.brandId)
      if (p.sportId !== null) expect(sportIds).toContain(p.sportId)
      expect(['Masculino', 'Feminino', 'Infantil', 'Unissex']).toContain(p.gender)
      expect(p.releaseDate >= '2024-01-01' && p.releaseDate < '2027-01-01').toBe(true)
      expect(Number.isNaN(Date.parse(p.releaseDate))).toBe(false)
      const sentences = p.description.split(/(?<=\.)\s+/)
      expect(sentences.length).toBeGreaterThanOrEqual(2)
      expect(sentences.length).toBeLessThanOrEqual(3)
      expect(p.specifications.length).toBeGreaterThan(0)
      expect(p.productReference).toBeTruthy()
      expect(p.salesCount).toBeGreaterThanOrEqual(0)
      for (const s of p.skus) {
        // Three photographs of every SKU (issue 40: at least 3 per product).
        expect(s.images.length).toBe(3)
        s.images.forEach((img, i) => expect(img.url).toBe(`/images/products/${s.id}-${i + 1}.jpg`))
      }
    }
    expect(catalogue.products.some((p) => p.name.startsWith('Tênis de Corrida Masculino'))).toBe(true)
    // Apparel and shoes come with a size guide.
    const guided = catalogue.products.filter((p) => p.sizeGuide)
    expect(guided.length).toBeGreaterThan(50)
    for (const p of guided) {
      expect(p.skus.some((s) => s.variations.Tamanho)).toBe(true)
      expect(p.sizeGuide?.how_to_measure.length).toBeGreaterThan(0)
      expect(p.sizeGuide?.conception_sizes_details[0].sizes.length).toBeGreaterThan(0)
    }
    expect(guided.some((p) => p.sizeGuide?.recommendation)).toBe(true)
    const sold = catalogue.products.map((p) => p.salesCount).sort((a, b) => b - a)
    expect(sold[0]).toBeGreaterThan(sold[300])
  })

})
