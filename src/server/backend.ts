import { readVtexConfig, type VtexConfig } from './vtex/config'

/**
 * Which commerce backend answers the store's calls, chosen once at start from
 * COMMERCE_BACKEND (the server config carries it; the composition root
 * registers the matching route set):
 * - `embedded` (default): the server's own database in VTEX's shapes;
 * - `vtex`: checkout, freight, session and search go to the VTEX account
 *   (VTEX_ACCOUNT and friends, see vtex/config.ts).
 */
export const COMMERCE_BACKENDS = ['embedded', 'vtex'] as const
export type CommerceBackendName = (typeof COMMERCE_BACKENDS)[number]

export type CommerceBackend = { name: 'embedded' } | { name: 'vtex'; vtex: VtexConfig }

/** The backend named by COMMERCE_BACKEND (case-insensitive; unset or blank is `embedded`). A misspelt name is refused. */
export function readCommerceBackendName(env: NodeJS.ProcessEnv = process.env): CommerceBackendName {
  const value = env.COMMERCE_BACKEND?.trim().toLowerCase() ?? ''
  if (value === '') return 'embedded'
  if ((COMMERCE_BACKENDS as readonly string[]).includes(value)) return value as CommerceBackendName
  throw new Error(`COMMERCE_BACKEND must be one of ${COMMERCE_BACKENDS.join(', ')}, got "${env.COMMERCE_BACKEND}"`)
}

/** The backend with its settings: the VTEX account is read (and checked) here, at start, when VTEX is chosen. */
export function readCommerceBackend(env: NodeJS.ProcessEnv = process.env): CommerceBackend {
  return readCommerceBackendName(env) === 'vtex' ? { name: 'vtex', vtex: readVtexConfig(env) } : { name: 'embedded' }
}
