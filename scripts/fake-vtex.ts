/**
 * Serves the fake VTEX account made from VTEX's documents
 * (src/server/test-support/fake-vtex-platform) on PORT (default 9403), on
 * 127.0.0.1: the VTEX-mode browser tests point the store's VTEX_BASE_URL at
 * it. `GET /__fake/report` says what it refused and answered outside the
 * documents; `GET /__fake/catalogue` lists its products. Stops on SIGTERM/SIGINT.
 */
import { FAKE_VTEX_SEED, startFakeVtexPlatform } from '../src/server/test-support/fake-vtex-platform'

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 9403)
  const seed = Number(process.env.FAKE_VTEX_SEED ?? FAKE_VTEX_SEED)
  const platform = await startFakeVtexPlatform({ port, seed })
  console.log(`fake VTEX account (from the documents, seed ${seed}, ${platform.catalogue.length} products) on ${platform.baseUrl}`)
  const stop = () => void platform.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
