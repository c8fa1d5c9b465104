import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'

/**
 * The layer rule bites: a cross-layer import, linted as if it stood in the
 * importing folder, fails `eslint` (the lint step of `npm test`); the same
 * import where the table allows it passes.
 */
const root = path.resolve(__dirname, '../..')

/**
 * One `eslint` process for the whole file, through its Node API (the engine and config the CLI uses):
 * each line in is a source and the file it stands as, each line out what
 * `eslint --stdin --stdin-filename FILE --max-warnings=0` would answer for it, its exit status and
 * output (the stylish formatter, then the too-many-warnings line). One process instead of one per
 * fixture: loading the typed config took about 1 s each time.
 */
const ESLINT_WORKER = `
import readline from 'node:readline'
import { ESLint } from 'eslint'
const eslint = new ESLint()
const formatter = await eslint.loadFormatter('stylish')
for await (const line of readline.createInterface({ input: process.stdin })) {
  const { source, asFile } = JSON.parse(line)
  let answer
  try {
    const results = await eslint.lintText(source, { filePath: asFile, warnIgnored: true })
    const errors = results.reduce((sum, result) => sum + result.errorCount, 0)
    const warnings = results.reduce((sum, result) => sum + result.warningCount, 0)
    const output = await formatter.format(results)
    answer = { status: errors > 0 || warnings > 0 ? 1 : 0, output: warnings > 0 ? output + 'ESLint found too many warnings (maximum: 0).\\n' : output }
  } catch (error) {
    answer = { status: 2, output: String(error?.stack ?? error) }
  }
  process.stdout.write(JSON.stringify(answer) + '\\n')
}
`

let worker: ChildProcessWithoutNullStreams
let answers: AsyncIterator<string>
let workerErrors = ''

beforeAll(() => {
  worker = spawn(process.execPath, ['--input-type=module', '-e', ESLINT_WORKER], { cwd: root })
  worker.stderr.on('data', (chunk: Buffer) => {
    workerErrors += chunk.toString()
  })
  answers = readline.createInterface({ input: worker.stdout })[Symbol.asyncIterator]()
})

afterAll(() => {
  worker.stdin.end()
})

async function lint(source: string, asFile: string): Promise<{ status: number | null; output: string }> {
  worker.stdin.write(`${JSON.stringify({ source, asFile })}\n`)
  const answer = await answers.next()
  if (answer.done) throw new Error(`eslint stopped: ${workerErrors}`)
  return JSON.parse(answer.value as string) as { status: number; output: string }
}

describe('layer rules (eslint/layers.mjs)', () => {
  it('refuses a component importing the server', async () => {
    const result = await lint("import { buildApp } from '../../server/app'\nexport const app = buildApp\n", 'src/components/cart/Fixture.tsx')
    expect(result.status).toBe(1)
    expect(result.output).toMatch(/components \(src\/components\) must not import server \(src\/server\/app\)\s+layers\/imports/)
  })

  it('refuses the toolkit importing components, and the server importing browser code', async () => {
    expect((await lint("import { CartPage } from '../components/cart/CartPage'\nexport { CartPage }\n", 'src/sdk/fixture.ts')).output).toMatch(
      /sdk \(src\/sdk\) must not import components/,
    )
    expect((await lint("import { useCart } from '../sdk/cart'\nexport { useCart }\n", 'src/server/fixture.ts')).output).toMatch(/server \(src\/server\) must not import sdk/)
  })

  it('keeps pages off the build, and lets the build import only the types of components', async () => {
    expect((await lint("import { listingPages } from '../build/listing-pages'\nexport { listingPages }\n", 'src/pages/fixture.tsx')).status).toBe(1)
    expect((await lint("import type { ListingPageContext } from '../components/listing/types'\nexport type X = ListingPageContext\n", 'src/build/fixture.ts')).status).toBe(0)
    expect((await lint("import { facetGroups } from '../components/listing/mapResults'\nexport { facetGroups }\n", 'src/build/fixture.ts')).output).toMatch(/types only: use `import type`/)
  })

  it('keeps shared code free of I/O', async () => {
    expect((await lint("import fs from 'node:fs'\nexport const read = fs.readFileSync\n", 'src/catalogue/fixture.ts')).output).toMatch(/no I\/O in shared code/)
  })

  it('allows what the table allows', async () => {
    expect((await lint("import { formatBRL } from '../../config/money'\nexport const f = formatBRL\n", 'src/components/cart/Fixture.tsx')).status).toBe(0)
  })

  it('lets browser code import only the types of the zod schemas, and the server their values', async () => {
    const typeImport = "import type { ReviewInput } from '../../contracts/schemas/reviews'\nexport type X = ReviewInput\n"
    const valueImport = "import { reviewSchema } from '../../contracts/schemas/reviews'\nexport const s = reviewSchema\n"
    expect((await lint(typeImport, 'src/components/reviews/Fixture.tsx')).status).toBe(0)
    expect((await lint(valueImport, 'src/components/reviews/Fixture.tsx')).output).toMatch(/components \(src\/components\) must not import schemas \(src\/contracts\/schemas\/reviews\) \(types only: use `import type`\)/)
    expect((await lint(valueImport.replace('../../', '../'), 'src/commerce/fixture.ts')).output).toMatch(/commerce \(src\/commerce\) must not import schemas/)
    expect((await lint(valueImport, 'src/server/api/fixture.ts')).status).toBe(0)
    expect((await lint(valueImport.replace('../../', '../'), 'src/build/fixture.ts')).status).toBe(0)
  })

  it('keeps the contracts free of the schemas and of zod, except in schemas/', async () => {
    expect((await lint("import { reviewSchema } from './schemas/reviews'\nexport const s = reviewSchema\n", 'src/contracts/fixture.ts')).output).toMatch(/shared \(cms-schemas\) must not import schemas/)
    expect((await lint("import { z } from 'zod'\nexport const s = z.string()\n", 'src/contracts/fixture.ts')).output).toMatch(/'zod' import is restricted/)
    expect((await lint("import { z } from 'zod'\nexport const s = z.string()\n", 'src/contracts/schemas/fixture.ts')).status).toBe(0)
    expect((await lint("import { buildApp } from '../../server/app'\nexport const app = buildApp\n", 'src/contracts/schemas/fixture.ts')).output).toMatch(/schemas \(src\/contracts\/schemas\) must not import server/)
  })

  it('refuses zod in every browser folder', async () => {
    for (const file of ['src/sdk/fixture.ts', 'src/lib/fixture.ts', 'src/commerce/fixture.ts', 'src/analytics/fixture.ts', 'src/templates/fixture.tsx', 'src/service-worker/fixture.ts', 'gatsby-browser.tsx']) {
      expect({ file, output: (await lint("import { z } from 'zod'\nexport const s = z.string()\n", file)).output }).toEqual({ file, output: expect.stringMatching(/'zod' import is restricted/) })
    }
    expect((await lint("import { z } from 'zod/v3'\nexport const s = z.string()\n", 'src/components/x/Fixture.tsx')).output).toMatch(/'zod\/v3' import is restricted/)
  })

  it('keeps the analytics chunk’s modules out of other browser code, but for their types (decision record 0038)', async () => {
    const valueImport = "import { viewItemEvent } from '../../analytics/events'\nexport const build = viewItemEvent\n"
    expect((await lint(valueImport, 'src/components/x/Fixture.tsx')).output).toMatch(/the analytics is loaded on demand/)
    expect((await lint("import { itemFromProductCard } from '../../../analytics/items'\nexport const map = itemFromProductCard\n", 'src/features/club/ui/Fixture.tsx')).output).toMatch(/the analytics is loaded on demand/)
    expect((await lint("import { analytics } from '../analytics/runtime'\nexport const a = analytics\n", 'src/app/fixture.ts')).output).toMatch(/the analytics is loaded on demand/)
    expect((await lint("import type { AnalyticsItem } from '../../analytics/items'\nexport type Item = AnalyticsItem\n", 'src/components/x/Fixture.tsx')).status).toBe(0)
    expect((await lint("import { useTrackEvent } from '../analytics/useTrackEvent'\nexport const use = useTrackEvent\n", 'src/components/x/Fixture.tsx')).status).toBe(0)
    expect((await lint("import { viewItemEvent } from './events'\nexport const build = viewItemEvent\n", 'src/analytics/fixture.ts')).status).toBe(0)
  })
})

describe('feature modules (src/features/<name>/)', () => {
  it('gives each part of a feature its layer: a feature’s contract is shared code, its UI components, its server the server', async () => {
    expect((await lint("import { useCart } from '../../sdk/cart'\nexport { useCart }\n", 'src/features/club/contract.ts')).output).toMatch(/shared \(cms-schemas\) must not import sdk/)
    expect((await lint("import { buildApp } from '../../../server/app'\nexport const app = buildApp\n", 'src/features/club/ui/Fixture.tsx')).output).toMatch(/components \(src\/components\) must not import server/)
    expect((await lint("import { useCart } from '../../../sdk/cart'\nexport { useCart }\n", 'src/features/club/server/fixture.ts')).output).toMatch(/server \(src\/server\) must not import sdk/)
    expect((await lint("import { z } from 'zod'\nexport const s = z.string()\n", 'src/features/club/contract.ts')).output).toMatch(/'zod' import is restricted/)
    expect((await lint("import { z } from 'zod'\nexport const s = z.string()\n", 'src/features/club/schemas.ts')).status).toBe(0)
    expect((await lint("import { formatBRL } from '../../../config/money'\nexport const f = formatBRL\n", 'src/features/club/ui/Fixture.tsx')).status).toBe(0)
  })

  it('refuses a cross-feature import that skips the other feature’s index.ts', async () => {
    const skipping = await lint("import { CashbackPanel } from '../../cashback/ui/CashbackPanel'\nexport { CashbackPanel }\n", 'src/features/club/ui/Fixture.tsx')
    expect(skipping.status).toBe(1)
    expect(skipping.output).toMatch(/reach the cashback feature only through its index\.ts \(src\/features\/cashback\/index\.ts\), not src\/features\/cashback\/ui\/CashbackPanel\s+layers\/imports/)
    expect((await lint("import { CashbackPanel } from '../../cashback'\nexport { CashbackPanel }\n", 'src/features/club/ui/Fixture.tsx')).status).toBe(0)
    expect((await lint("import { CashbackPanel } from '../../cashback/index'\nexport { CashbackPanel }\n", 'src/features/club/ui/Fixture.tsx')).status).toBe(0)
    // The core too reaches a feature through its face; inside a feature, its own parts are free to use.
    expect((await lint("import { CashbackPanel } from '../../features/cashback/ui/CashbackPanel'\nexport { CashbackPanel }\n", 'src/components/header/Fixture.tsx')).status).toBe(1)
    expect((await lint("import { CashbackPanel } from '../ui/CashbackPanel'\nexport { CashbackPanel }\n", 'src/features/cashback/ui/Fixture.tsx')).status).toBe(0)
  })

  it('lets only the server reach a feature’s registration, and no feature’s server reach another feature', async () => {
    expect((await lint("import { cashbackModule } from '../features/cashback/server/module'\nexport { cashbackModule }\n", 'src/server/fixture.ts')).status).toBe(0)
    expect((await lint("import { cashbackModule } from '../../cashback/server/module'\nexport { cashbackModule }\n", 'src/features/club/server/fixture.ts')).output).toMatch(/reach the cashback feature only through its index\.ts/)
    expect((await lint("import { cashbackPage } from '../../cashback'\nexport { cashbackPage }\n", 'src/features/club/server/fixture.ts')).output).toMatch(/server \(src\/server\) must not import components \(src\/features\/cashback\)/)
  })

  it('refuses a file that is none of a feature’s parts', async () => {
    expect((await lint('export const x = 1\n', 'src/features/club/helpers.ts')).output).toMatch(/src\/features\/club\/helpers\.ts is not a part of a feature/)
  })
})
