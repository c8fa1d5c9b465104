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

  it('lets browser code import only the types of the zod schemas, and the server their values', () => {
    const typeImport = "import type { ReviewInput } from '../../contracts/schemas/reviews'\nexport type X = ReviewInput\n"
    const valueImport = "import { reviewSchema } from '../../contracts/schemas/reviews'\nexport const s = reviewSchema\n"
    expect(lint(typeImport, 'src/components/reviews/Fixture.tsx').status).toBe(0)
    expect(lint(valueImport, 'src/components/reviews/Fixture.tsx').output).toMatch(/components \(src\/components\) must not import schemas \(src\/contracts\/schemas\/reviews\) \(types only: use `import type`\)/)
    expect(lint(valueImport.replace('../../', '../'), 'src/commerce/fixture.ts').output).toMatch(/commerce \(src\/commerce\) must not import schemas/)
    expect(lint(valueImport, 'src/server/api/fixture.ts').status).toBe(0)
    expect(lint(valueImport.replace('../../', '../'), 'src/build/fixture.ts').status).toBe(0)
  })

  it('keeps the contracts free of the schemas and of zod, except in schemas/', () => {
    expect(lint("import { reviewSchema } from './schemas/reviews'\nexport const s = reviewSchema\n", 'src/contracts/fixture.ts').output).toMatch(/shared \(cms-schemas\) must not import schemas/)
    expect(lint("import { z } from 'zod'\nexport const s = z.string()\n", 'src/contracts/fixture.ts').output).toMatch(/'zod' import is restricted/)
    expect(lint("import { z } from 'zod'\nexport const s = z.string()\n", 'src/contracts/schemas/fixture.ts').status).toBe(0)
    expect(lint("import { buildApp } from '../../server/app'\nexport const app = buildApp\n", 'src/contracts/schemas/fixture.ts').output).toMatch(/schemas \(src\/contracts\/schemas\) must not import server/)
  })

  it('refuses zod in every browser folder', () => {
    for (const file of ['src/sdk/fixture.ts', 'src/lib/fixture.ts', 'src/commerce/fixture.ts', 'src/analytics/fixture.ts', 'src/templates/fixture.tsx', 'src/service-worker/fixture.ts', 'gatsby-browser.tsx']) {
      expect({ file, output: lint("import { z } from 'zod'\nexport const s = z.string()\n", file).output }).toEqual({ file, output: expect.stringMatching(/'zod' import is restricted/) })
    }
    expect(lint("import { z } from 'zod/v3'\nexport const s = z.string()\n", 'src/components/x/Fixture.tsx').output).toMatch(/'zod\/v3' import is restricted/)
  })
})
