/**
 * `npm run build:server`: the production server as one compiled file,
 * dist/server/main.js (esbuild; CommonJS for Node 20, with its source map).
 * The project's own modules are bundled; packages stay in node_modules (native
 * modules, and Gatsby, which the server runs to publish). `npm run serve`
 * starts it; development and the tests run the sources through tsx.
 */
import path from 'node:path'
import { build } from 'esbuild'

export const SERVER_ENTRY = 'src/server/main.ts'
export const COMPILED_SERVER = 'dist/server/main.js'

const root = path.resolve(__dirname, '..')

async function main(): Promise<void> {
  const started = Date.now()
  const result = await build({
    absWorkingDir: root,
    entryPoints: [SERVER_ENTRY],
    outfile: COMPILED_SERVER,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    metafile: true,
  })
  const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0)
  console.log(`${COMPILED_SERVER}: ${Object.keys(result.metafile.inputs).length} modules, ${(bytes / 1024 / 1024).toFixed(1)} MB with its map, in ${Date.now() - started} ms`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
