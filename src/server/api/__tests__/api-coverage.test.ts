import fs from 'node:fs'
import path from 'node:path'
import { loadOpenApiDocument } from '../../test-support/openapi'
import { startTestServer, type TestServer } from '../../test-support/server'

/**
 * docs/vtex-api-coverage.md against the documents and the server: one row per
 * documented operation, "yes" rows routed (at their own path or the one the
 * row gives), "no" rows not routed, and the totals it states right.
 */
const COVERAGE_FILE = path.resolve(__dirname, '../../../../docs/vtex-api-coverage.md')
const SEARCH_BASES = ['/api/io/_v/api/intelligent-search', '/api/intelligent-search']
const METHODS = ['get', 'post', 'put', 'patch', 'delete']

interface Row {
  operation: string
  served: boolean
  /** Where the store serves it when not at the document's path. */
  at: string | null
}

/** The rows of the table under a `## {heading}`. */
function rowsUnder(markdown: string, heading: string): Row[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(heading))
  if (!section) throw new Error(`No section ${heading} in ${COVERAGE_FILE}`)
  return section
    .split('\n')
    .filter((line) => /^\| `[A-Z]+ /.test(line))
    .map((line) => {
      const [, operation, served, notes] = line.split('|').map((cell) => cell.trim())
      if (served !== 'yes' && served !== 'no') throw new Error(`served must be yes or no: ${line}`)
      return { operation: operation.replace(/`/g, ''), served: served === 'yes', at: /^at `([^`]+)`/.exec(notes)?.[1] ?? null }
    })
}

function operationsOf(file: string): string[] {
  const document = loadOpenApiDocument(file)
  return Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.keys(operations)
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${route}`),
  )
}

/** A concrete address of a path template. */
const concrete = (template: string) => template.replace('{countryCode}', 'BRA').replace(/\{[^}]+\}/g, 'x')

let server: TestServer
const markdown = fs.readFileSync(COVERAGE_FILE, 'utf8')

beforeAll(async () => {
  server = await startTestServer({ catalogSize: 40 })
})
afterAll(() => server.close())

/** Whether the API routes a call (anything but the router's own 404). */
async function isRouted(method: string, url: string): Promise<boolean> {
  const response = await server.app.inject({
    method: method as 'GET',
    url,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
  })
  return !(response.statusCode === 404 && response.body.includes('No API route'))
}

describe.each([
  { heading: 'Checkout', file: 'checkout-api.json', bases: [''] },
  { heading: 'Intelligent Search', file: 'intelligent-search-api.json', bases: SEARCH_BASES },
])('the coverage table of $file', ({ heading, file, bases }) => {
  const rows = rowsUnder(markdown, heading)

  it('has one row per documented operation, and states the totals right', () => {
    expect(rows.map((row) => row.operation).sort()).toEqual(operationsOf(file).sort())
    const served = rows.filter((row) => row.served).length
    expect(markdown).toContain(`(\`${file}\`): ${served} of ${rows.length} `)
  })

  it('tells the truth: a served operation is routed, one not served is not', async () => {
    const wrong: string[] = []
    for (const row of rows) {
      const [method, route] = row.operation.split(' ')
      const urls = row.at ? [concrete(row.at)] : bases.map((base) => `${base}${concrete(route)}`)
      for (const url of urls) if ((await isRouted(method, url)) !== row.served) wrong.push(`${row.served ? 'not routed' : 'routed'}: ${method} ${url}`)
    }
    expect(wrong).toEqual([])
  })
})
