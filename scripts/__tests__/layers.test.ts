import { spawnSync } from 'node:child_process'
import path from 'node:path'

/**
 * The layer rule bites: a cross-layer import, linted as if it stood in the
 * importing folder, fails `eslint` (the lint step of `npm test`); the same
 * import where the table allows it passes.
 */
const root = path.resolve(__dirname, '../..')

function lint(source: string, asFile: string): { status: number | null; output: string } {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'eslint'), ['--stdin', '--stdin-filename', asFile, '--max-warnings=0'], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('layer rules (eslint/layers.mjs)', () => {
  it('refuses a component importing the server', () => {
    const result = lint("import { buildApp } from '../../server/app'\nexport const app = buildApp\n", 'src/components/cart/Fixture.tsx')
    expect(result.status).toBe(1)
    expect(result.output).toMatch(/components \(src\/components\) must not import server \(src\/server\/app\)\s+layers\/imports/)
  })

  it('refuses the toolkit importing components, and the server importing browser code', () => {
    expect(lint("import { CartPage } from '../components/cart/CartPage'\nexport { CartPage }\n", 'src/sdk/fixture.ts').output).toMatch(
      /sdk \(src\/sdk\) must not import components/,
    )
    expect(lint("import { useCart } from '../sdk/cart'\nexport { useCart }\n", 'src/server/fixture.ts').output).toMatch(/server \(src\/server\) must not import sdk/)
  })

  it('keeps pages off the build, and lets the build import only the types of components', () => {
    expect(lint("import { listingPages } from '../build/listing-pages'\nexport { listingPages }\n", 'src/pages/fixture.tsx').status).toBe(1)
    expect(lint("import type { ListingPageContext } from '../components/listing/types'\nexport type X = ListingPageContext\n", 'src/build/fixture.ts').status).toBe(0)
    expect(lint("import { facetGroups } from '../components/listing/mapResults'\nexport { facetGroups }\n", 'src/build/fixture.ts').output).toMatch(/types only: use `import type`/)
  })

  it('keeps shared code free of I/O', () => {
    expect(lint("import fs from 'node:fs'\nexport const read = fs.readFileSync\n", 'src/catalogue/fixture.ts').output).toMatch(/no I\/O in shared code/)
  })

  it('allows what the table allows', () => {
    expect(lint("import { formatBRL } from '../../config/money'\nexport const f = formatBRL\n", 'src/components/cart/Fixture.tsx').status).toBe(0)
  })
})
