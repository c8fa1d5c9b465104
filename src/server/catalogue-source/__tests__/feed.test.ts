import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { MerchantFeedError, productsOfFeed } from '../../../catalogue/feed'
import { feedFromCsv, numberCell, parseCsv, separatorOf } from '../../../catalogue/feed-csv'
import { isCatalogueSeeded, loadCatalogue, writeCatalogue, SqliteCatalogueRepository } from '../../storage/catalogue-repository'
import { openDatabase, type Db } from '../../storage/database'
import { FeedCatalogueSource, importFeed } from '../feed'
import { testCatalogue } from '../../../test-support/catalogue'

const FEED = path.resolve(__dirname, '../../../../e2e/fixtures/merchant-feed.json')

function seededDb(): Db {
  const db = openDatabase(':memory:')
  if (!isCatalogueSeeded(db)) writeCatalogue(db, testCatalogue({ size: 80 }))
  return db
}

function tempFeed(name: string, content: unknown): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), name)
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}

/** Every table the catalogue lives in, as rows. */
function snapshot(db: Db): unknown {
  return ['products', 'skus', 'sku_stock', 'catalogue_meta'].map((table) => db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all())
}

describe('merchant feed import', () => {
  it('adds the feed products to the embedded catalogue, with prices in cents, stock and installments', () => {
    const db = seededDb()
    const before = loadCatalogue(db).products.length
    expect(importFeed(db, FEED)).toEqual({ added: 2, replaced: 0 })
    const catalogue = loadCatalogue(db)
    expect(catalogue.products).toHaveLength(before + 2)
    const board = new SqliteCatalogueRepository(db).productById('900001')!
    expect(board.linkText).toBe('prancha-de-stand-up-paddle-mare-mansa')
    expect(board.skus[0].offers[0]).toMatchObject({ sellerId: '1', price: 189_990, listPrice: 219_990, stock: 12 })
    expect(board.skus[0].offers[0].installments.length).toBeGreaterThan(1)
    expect(board.skus[1].offers[0].listPrice).toBe(189_990)
    const tree = catalogue.categories.find((d) => d.slug === 'esportes')!.children.find((c) => c.slug === 'surf')!
    expect(board.categoryIds).toEqual([tree.path[0], tree.id, tree.children.find((s) => s.slug === 'pranchas-de-surf')!.id])
    expect(catalogue.sports.find((s) => s.id === board.sportId)?.slug).toBe('surf')
  })

  it('replaces a product of the same id in place, on a second import', () => {
    const db = seededDb()
    importFeed(db, FEED)
    const feed = JSON.parse(fs.readFileSync(FEED, 'utf8'))
    feed.products[0].skus[0].price = 1499.9
    expect(importFeed(db, tempFeed('feed.json', feed))).toEqual({ added: 0, replaced: 2 })
    expect(new SqliteCatalogueRepository(db).productById('900001')!.skus[0].offers[0].price).toBe(149_990)
  })

  it('refuses a malformed feed naming the record and the field, and changes nothing', () => {
    const db = seededDb()
    const before = snapshot(db)
    const feed = JSON.parse(fs.readFileSync(FEED, 'utf8'))
    feed.products[1].skus[0].price = 'caro'
    feed.products[1].category = 'esportes/surf/nao-existe'
    const file = tempFeed('bad.json', feed)
    const attempt = () => importFeed(db, file)
    expect(attempt).toThrow(MerchantFeedError)
    expect(attempt).toThrow(/products\.1 \(id 900002\): skus\.0\.price: must be a number in reais/)
    expect(snapshot(db)).toEqual(before)
    delete feed.products[1].skus[0].price
    feed.products[1].skus[0].price = 10
    expect(() => importFeed(db, tempFeed('bad.json', feed))).toThrow(/products\.1 \(id 900002\): category: "esportes\/surf\/nao-existe" is not a subcategory/)
    expect(snapshot(db)).toEqual(before)
  })

  it('refuses ids, EANs and link texts that belong to other products', () => {
    const db = seededDb()
    const stored = loadCatalogue(db).products[3]
    const feed = JSON.parse(fs.readFileSync(FEED, 'utf8'))
    feed.products[0].skus[0].ean = stored.skus[0].ean
    feed.products[1].linkText = stored.linkText
    feed.products[1].skus.push({ ...feed.products[1].skus[0], ean: '7890000900029' })
    try {
      productsOfFeed(feed, loadCatalogue(db))
      throw new Error('accepted')
    } catch (error) {
      const issues = (error as MerchantFeedError).issues.map((i) => `${i.record}: ${i.field}`)
      expect(issues).toEqual([
        'products.0 (id 900001): skus.0.ean',
        'products.1 (id 900002): linkText',
        'products.1 (id 900002): skus.1.id',
      ])
    }
  })

  it('names an unreadable file or bad JSON', () => {
    const db = seededDb()
    expect(() => importFeed(db, '/nonexistent/feed.json')).toThrow(/feed\.json: the feed was not imported:\n {2}\(file\): \(root\): cannot be read/)
    expect(() => importFeed(db, tempFeed('broken.json', '{ "products": ['))).toThrow(/broken\.json.*\n.*\(file\): \(root\):/)
  })

  it('reads the CSV form: one row per SKU, grouped by product', () => {
    const csv = [
      'product_id,name,description,brand,category,sport,gender,sku_id,sku_name,ean,cor,price,list_price,stock,images',
      '900001,"Prancha Maré, Mansa",Prancha inflável,arena-aqua,esportes/surf/pranchas-de-surf,surf,Unissex,9000011,Azul,7890000900011,Azul,"1899,90",2199.90,12,/images/products/9000011-1.svg',
      '900001,,,,,,,9000012,Verde,7890000900012,Verde,1899.90,,4,/images/products/9000012-1.svg',
    ].join('\r\n')
    const { feed } = feedFromCsv(csv) as unknown as { feed: { products: Array<{ name: string; skus: Array<{ price: number; variations: object }> }> } }
    expect(feed.products).toHaveLength(1)
    expect(feed.products[0].name).toBe('Prancha Maré, Mansa')
    expect(feed.products[0].skus.map((s) => [s.price, s.variations])).toEqual([
      [1899.9, { Cor: 'Azul' }],
      [1899.9, { Cor: 'Verde' }],
    ])
    const db = seededDb()
    expect(importFeed(db, tempFeed('feed.csv', csv))).toEqual({ added: 1, replaced: 0 })
    expect(() => feedFromCsv('product_id,preço\n1,2')).toThrow(/row 1: unknown column\(s\) preço/)
    expect(() => parseCsv('a,"b\n1,2')).toThrow(/Quote Not Closed/)
  })

  /** A feed as Excel in pt-BR saves it: UTF-8 BOM, ";" between cells, quotes where a cell holds ";" or a quote, 1.299,90. */
  const spreadsheetFeed = (price = '1.299,90') =>
    '\uFEFF' +
    [
      'product_id;name;description;brand;category;sport;gender;sku_id;sku_name;ean;cor;price;list_price;stock;images',
      `900001;"Prancha ""Maré""; Mansa";"Prancha inflável, 2 m";arena-aqua;esportes/surf/pranchas-de-surf;surf;Unissex;9000011;Azul;7890000900011;Azul;R$ 1.299,90;1.499,00;1.200;/images/products/9000011-1.svg`,
      `900001;;;;;;;9000012;Verde;7890000900012;Verde;${price};;4;/images/products/9000012-1.svg`,
      `900002;"Garrafa térmica";"Aço; 750 ml";arena-aqua;esportes/surf/pranchas-de-surf;;Unissex;9000021;Única;7890000900021;;89,9;;30;/images/products/9000021-1.svg`,
    ].join('\r\n') +
    '\r\n'

  it('imports a feed written by a pt-BR spreadsheet: BOM, ";", quotes and 1.299,90', () => {
    const db = seededDb()
    expect(importFeed(db, tempFeed('planilha.csv', spreadsheetFeed()))).toEqual({ added: 2, replaced: 0 })
    const stored = loadCatalogue(db).products.filter((product) => product.id === '900001' || product.id === '900002')
    expect(stored.map((product) => [product.name, product.description])).toEqual([
      ['Prancha "Maré"; Mansa', 'Prancha inflável, 2 m'],
      ['Garrafa térmica', 'Aço; 750 ml'],
    ])
    expect(stored[0].skus.map((sku) => [sku.offers[0].price, sku.offers[0].listPrice, sku.offers[0].stock])).toEqual([
      [129990, 149900, 1200],
      [129990, 129990, 4],
    ])
    expect(stored[1].skus[0].offers[0].price).toBe(8990)
  })

  it('names the row and the column of a bad price in a spreadsheet feed, and writes nothing', () => {
    const db = seededDb()
    const before = snapshot(db)
    expect(() => importFeed(db, tempFeed('planilha.csv', spreadsheetFeed('12,3,4')))).toThrow(
      /planilha\.csv: the feed was not imported:\n {2}row 3 \(sku 9000012\): price: must be a number in reais/,
    )
    expect(snapshot(db)).toEqual(before)
  })

  it('reads numbers the Brazilian way, or with a decimal point', () => {
    expect(['1.299,90', 'R$ 1.299,90', '199,9', '1299.90', '1.200', '12'].map((value) => numberCell(value, ';'))).toEqual([1299.9, 1299.9, 199.9, 1299.9, 1200, 12])
    expect(['1.299,90', '199.9', '1.5'].map((value) => numberCell(value, ','))).toEqual([1299.9, 199.9, 1.5])
    expect(numberCell('12,3,4', ';')).toBe('12,3,4')
    expect(separatorOf('a;"b,c";d\n1,2')).toBe(';')
    expect(separatorOf('\uFEFFa,b;c,d')).toBe(',')
  })

  it('previews the catalogue after the import without writing (the feed source)', async () => {
    const db = seededDb()
    const before = snapshot(db)
    const catalogue = await new FeedCatalogueSource(FEED, () => loadCatalogue(db)).load()
    expect(catalogue.products.slice(-2).map((p) => p.id)).toEqual(['900001', '900002'])
    expect(snapshot(db)).toEqual(before)
  })
})
