/**
 * The CSV form of a merchant feed: one row per SKU (RFC 4180: comma separated,
 * double quotes around fields holding commas, quotes or line breaks), grouped
 * into products by product_id. Columns:
 *   product_id, name, link_text, description, brand, category, sport, gender,
 *   sku_id, sku_name, ean, cor, tamanho, sabor, voltagem, valor,
 *   price, list_price, stock, seller_id, images (separated by "|")
 * Product columns are read from the first row of each product. Empty cells are absent.
 */
import type { VariationName } from './model'

export const FEED_CSV_COLUMNS = [
  'product_id',
  'name',
  'link_text',
  'description',
  'brand',
  'category',
  'sport',
  'gender',
  'sku_id',
  'sku_name',
  'ean',
  'cor',
  'tamanho',
  'sabor',
  'voltagem',
  'valor',
  'price',
  'list_price',
  'stock',
  'seller_id',
  'images',
] as const

const VARIATION_COLUMNS: ReadonlyArray<[(typeof FEED_CSV_COLUMNS)[number], VariationName]> = [
  ['cor', 'Cor'],
  ['tamanho', 'Tamanho'],
  ['sabor', 'Sabor'],
  ['voltagem', 'Voltagem'],
  ['valor', 'Valor'],
]

/** Rows of a CSV text (RFC 4180); throws naming the line of an unclosed quote. */
export function parseCsv(textInput: string): string[][] {
  const input = textInput.replace(/^\uFEFF/, '')
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let quoteLine = 0
  for (let i = 0; i < input.length; i++) {
    const char = input[i]
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line++
        field += char
      }
    } else if (char === '"' && field === '') {
      quoted = true
      quoteLine = line
    } else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      line++
    } else field += char
  }
  if (quoted) throw new Error(`line ${quoteLine}: a quoted field is never closed`)
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''))
}

/** A number cell as the feed schema expects it ("199,90" and "199.90" both read 199.9); other text stays text so the schema names it. */
function numberCell(value: string): number | string {
  const normalised = value.trim().replace(',', '.')
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : value
}

/** The JSON feed ({ products }) of a CSV feed; unknown or missing header columns are an error. */
export function feedFromCsv(textInput: string): unknown {
  const [header, ...rows] = parseCsv(textInput)
  if (!header) return { products: [] }
  const columns = header.map((name) => name.trim().toLowerCase())
  const unknown = columns.filter((name) => !(FEED_CSV_COLUMNS as readonly string[]).includes(name))
  if (unknown.length) throw new Error(`header: unknown column(s) ${unknown.join(', ')}; expected ${FEED_CSV_COLUMNS.join(', ')}`)
  const products = new Map<string, Record<string, unknown> & { skus: Array<Record<string, unknown>> }>()
  for (const cells of rows) {
    const cell = (name: string): string | undefined => {
      const value = cells[columns.indexOf(name)]?.trim()
      return value ? value : undefined
    }
    const productId = cell('product_id') ?? ''
    let product = products.get(productId)
    if (!product) {
      product = Object.fromEntries(
        Object.entries({
          id: productId,
          name: cell('name'),
          linkText: cell('link_text'),
          description: cell('description'),
          brand: cell('brand'),
          category: cell('category'),
          sport: cell('sport'),
          gender: cell('gender'),
        }).filter(([, value]) => value !== undefined),
      ) as Record<string, unknown> & { skus: Array<Record<string, unknown>> }
      product.skus = []
      products.set(productId, product)
    }
    const variations = Object.fromEntries(
      VARIATION_COLUMNS.map(([column, name]) => [name, cell(column)]).filter(([, value]) => value !== undefined),
    )
    const sku: Record<string, unknown> = {
      id: cell('sku_id'),
      name: cell('sku_name') ?? cell('name'),
      ean: cell('ean'),
      variations,
      price: cell('price') === undefined ? undefined : numberCell(cell('price')!),
      listPrice: cell('list_price') === undefined ? undefined : numberCell(cell('list_price')!),
      stock: cell('stock') === undefined ? undefined : numberCell(cell('stock')!),
      sellerId: cell('seller_id'),
      images: cell('images')?.split('|').map((url) => url.trim()).filter(Boolean),
    }
    product.skus.push(Object.fromEntries(Object.entries(sku).filter(([, value]) => value !== undefined)))
  }
  return { products: [...products.values()] }
}
