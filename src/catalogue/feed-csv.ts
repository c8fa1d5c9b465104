/**
 * The CSV form of a merchant feed, as spreadsheets write it: one row per SKU,
 * grouped into products by product_id. Parsed by csv-parse (RFC 4180 quoting,
 * doubled quotes, line breaks inside quotes, a UTF-8 BOM). The separator is the
 * header's: `;` (Excel and LibreOffice in pt-BR) or `,`. Numbers may be written
 * the Brazilian way (`1.299,90`, `R$ 199,90`) or with a decimal point
 * (`1299.90`). Columns:
 *   product_id, name, link_text, description, brand, category, sport, gender,
 *   sku_id, sku_name, ean, cor, tamanho, sabor, voltagem, valor,
 *   price, list_price, stock, seller_id, images (separated by "|")
 * Product columns are read from the first row of each product. Empty cells are
 * absent. Every error names the row of the file and its column.
 */
import { parse, CsvError } from 'csv-parse/sync'
import type { FeedIssue } from './feed'
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

type Column = (typeof FEED_CSV_COLUMNS)[number]

/** The separators a feed may use; the header's decides. */
export const FEED_CSV_SEPARATORS = [';', ','] as const
type Separator = (typeof FEED_CSV_SEPARATORS)[number]

const VARIATION_COLUMNS: ReadonlyArray<[Column, VariationName]> = [
  ['cor', 'Cor'],
  ['tamanho', 'Tamanho'],
  ['sabor', 'Sabor'],
  ['voltagem', 'Voltagem'],
  ['valor', 'Valor'],
]

/** The CSV column of each field of the JSON feed (for naming the column of an error). */
const COLUMN_OF_FIELD: Readonly<Record<string, Column>> = {
  id: 'product_id',
  name: 'name',
  linkText: 'link_text',
  description: 'description',
  brand: 'brand',
  category: 'category',
  sport: 'sport',
  gender: 'gender',
  price: 'price',
  listPrice: 'list_price',
  stock: 'stock',
  sellerId: 'seller_id',
  images: 'images',
  ean: 'ean',
}
const SKU_COLUMN_OF_FIELD: Readonly<Record<string, Column>> = { ...COLUMN_OF_FIELD, id: 'sku_id', name: 'sku_name' }

/** A row of the file: its cells and the line it starts on (the spreadsheet's row when no cell holds a line break). */
export interface CsvRow {
  line: number
  cells: string[]
}

/** The separator of a feed: the one of `;` and `,` its header line uses most (outside quotes). */
export function separatorOf(text: string): Separator {
  const counts = { ';': 0, ',': 0 }
  let quoted = false
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === ';' || char === ',')) counts[char] += 1
    else if (!quoted && (char === '\n' || char === '\r')) break
  }
  return counts[';'] > counts[','] ? ';' : ','
}

/** The rows of a CSV text with the line each starts on; throws naming the line of a quoting error. */
export function parseCsv(text: string, separator: Separator = separatorOf(text)): CsvRow[] {
  let records: Array<{ record: string[]; raw: string; info: { lines: number } }>
  try {
    records = parse(text, { delimiter: separator, bom: true, info: true, raw: true, skip_empty_lines: true, relax_column_count: true }) as unknown as typeof records
  } catch (error) {
    if (error instanceof CsvError) throw new Error(`row ${(error as CsvError & { lines?: number }).lines ?? '?'}: ${error.message}`)
    throw error
  }
  return records
    .map(({ record, raw, info }) => ({ line: info.lines - (raw.replace(/^[\r\n]+|[\r\n]+$/g, '').match(/\n/g)?.length ?? 0), cells: record }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''))
}

const PT_BR_NUMBER = /^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$/
const POINT_NUMBER = /^-?\d+(\.\d+)?$/

/**
 * A number cell as the feed schema expects it: `1.299,90`, `R$ 199,90`,
 * `199,9` and `1299.90` all read as numbers; in a `;` file a lone point is a
 * thousands separator (`1.200` is 1200), in a `,` file a decimal point. Other
 * text stays text, so that the schema names the cell.
 */
export function numberCell(value: string, separator: Separator): number | string {
  const cleaned = value.replace(/^R\$\s*/i, '').replace(/\s/g, '')
  const brazilian = () => Number(cleaned.replace(/\./g, '').replace(',', '.'))
  if (cleaned.includes(',') && PT_BR_NUMBER.test(cleaned)) return brazilian()
  if (separator === ';' && PT_BR_NUMBER.test(cleaned)) return brazilian()
  if (POINT_NUMBER.test(cleaned)) return Number(cleaned)
  return value
}

/** A feed read from CSV: the JSON feed ({ products }) and where each product and SKU came from. */
export interface CsvFeed {
  feed: { products: Array<Record<string, unknown>> }
  /** An issue of the JSON feed (`products.0 (id 900001)`, `skus.1.price`) as the file's row and column (`row 3 (sku 9000012)`, `price`). */
  locate(issue: FeedIssue): FeedIssue
}

/** The JSON feed of a CSV feed; unknown header columns are an error. */
export function feedFromCsv(text: string): CsvFeed {
  const separator = separatorOf(text)
  const [header, ...rows] = parseCsv(text, separator)
  type Origin = { line: number; skuLines: Array<{ line: number; skuId: string | undefined }> }
  const origins: Origin[] = []
  const originOf = new Map<string, Origin>()
  if (!header) return { feed: { products: [] }, locate: (issue) => issue }
  const columns = header.cells.map((name) => name.trim().toLowerCase())
  const unknown = columns.filter((name) => !(FEED_CSV_COLUMNS as readonly string[]).includes(name))
  if (unknown.length) throw new Error(`row ${header.line}: unknown column(s) ${unknown.join(', ')}; expected ${FEED_CSV_COLUMNS.join(', ')} separated by ";" or ","`)
  const products = new Map<string, Record<string, unknown> & { skus: Array<Record<string, unknown>> }>()
  for (const { line, cells } of rows) {
    const cell = (name: Column): string | undefined => {
      const value = cells[columns.indexOf(name)]?.trim()
      return value ? value : undefined
    }
    const number = (name: Column) => {
      const value = cell(name)
      return value === undefined ? undefined : numberCell(value, separator)
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
      const origin: Origin = { line, skuLines: [] }
      origins.push(origin)
      originOf.set(productId, origin)
    }
    const variations = Object.fromEntries(VARIATION_COLUMNS.map(([column, name]) => [name, cell(column)]).filter(([, value]) => value !== undefined))
    const sku: Record<string, unknown> = {
      id: cell('sku_id'),
      name: cell('sku_name') ?? cell('name'),
      ean: cell('ean'),
      variations,
      price: number('price'),
      listPrice: number('list_price'),
      stock: number('stock'),
      sellerId: cell('seller_id'),
      images: cell('images')?.split('|').map((url) => url.trim()).filter(Boolean),
    }
    product.skus.push(Object.fromEntries(Object.entries(sku).filter(([, value]) => value !== undefined)))
    originOf.get(productId)?.skuLines.push({ line, skuId: cell('sku_id') })
  }
  const locate = (issue: FeedIssue): FeedIssue => {
    const product = /^products\.(\d+)/.exec(issue.record)
    const origin = product ? origins[Number(product[1])] : undefined
    if (!origin) return issue
    const [first, index, ...rest] = issue.field.split('.')
    if (first === 'skus' && index !== undefined && /^\d+$/.test(index) && origin.skuLines[Number(index)]) {
      const { line, skuId } = origin.skuLines[Number(index)]
      const field = rest[0] === 'variations' && rest[1] ? (VARIATION_COLUMNS.find(([, name]) => name === rest[1])?.[0] ?? rest.join('.')) : (SKU_COLUMN_OF_FIELD[rest[0]] ?? rest.join('.'))
      return { record: `row ${line}${skuId ? ` (sku ${skuId})` : ''}`, field: field || 'sku', message: issue.message }
    }
    const productId = /\(id ([^)]+)\)/.exec(issue.record)?.[1]
    return { record: `row ${origin.line}${productId ? ` (product ${productId})` : ''}`, field: COLUMN_OF_FIELD[first] ?? issue.field, message: issue.message }
  }
  return { feed: { products: [...products.values()] }, locate }
}
