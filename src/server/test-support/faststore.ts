/**
 * VTEX's own storefront API (`@faststore/api`, its GraphQL schema and
 * resolvers), unmodified, pointed at a running store server.
 *
 * FastStore has no base-URL option: it calls
 * `https://{account}.{environment}.com.br/api/…` (the account's VTEX host,
 * the same server the published documents name). Here that host is routed to
 * the server under test at the fetch layer — as a hosts-file entry would —
 * before the package is loaded (it keeps the global fetch it finds then).
 * Everything else about the calls (paths, methods, headers, cookies, bodies)
 * is FastStore's.
 */
export const FASTSTORE_ACCOUNT = 'arenaesportes'
export const FASTSTORE_ENVIRONMENT = 'vtexcommercestable'
/** The host of the store's pages, as FastStore's server would see it (its calls carry it as X-Forwarded-Host). */
export const FASTSTORE_STORE_HOST = 'www.arenaesportes.com.br'

export const PLATFORM_ORIGIN = `https://${FASTSTORE_ACCOUNT}.${FASTSTORE_ENVIRONMENT}.com.br`

/** One call FastStore made to the platform: what the server under test answered. */
export interface PlatformCall {
  method: string
  path: string
  status: number
}

export interface GraphqlResult<T> {
  data?: T | null
  errors?: ReadonlyArray<{ message: string; path?: ReadonlyArray<string | number> }>
}

/** A shopper's browser talking to FastStore's GraphQL API: it keeps the cookies FastStore gives it. */
export interface FastStoreBrowser {
  readonly cookies: Map<string, string>
  run<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphqlResult<T>>
}

export interface FastStoreAgainstServer {
  /** Every platform call FastStore made so far, in order. */
  readonly calls: PlatformCall[]
  /** A new browser (no cookies). */
  browser(): FastStoreBrowser
  /** Puts the global fetch back. */
  restore(): void
}

interface FastStoreModule {
  GraphqlVtexSchema(): unknown
  GraphqlVtexContextFactory(options: Record<string, unknown>): Promise<(ctx: Record<string, unknown>) => { storage: { cookies: Map<string, { value: string; setCookie: string }> } }>
}

interface GraphqlModule {
  parse(source: string): unknown
  execute(args: { schema: unknown; document: unknown; contextValue: unknown; variableValues?: Record<string, unknown> }): Promise<GraphqlResult<unknown>>
}

/** The options a FastStore store gives its API (`discovery.config`'s `api` part), for the consumer store. */
export function faststoreOptions(salesChannel: string): Record<string, unknown> {
  return {
    platform: 'vtex',
    account: FASTSTORE_ACCOUNT,
    environment: FASTSTORE_ENVIRONMENT,
    channel: JSON.stringify({ salesChannel, regionId: '' }),
    locale: 'pt-BR',
    subDomainPrefix: ['www'],
    hideUnavailableItems: true,
    incrementAddress: false,
    showSponsored: false,
    flags: { enableOrderFormSync: true },
  }
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input
  return input instanceof URL ? input.href : input.url
}

/**
 * Loads FastStore with its platform host routed to `baseUrl` and returns
 * browsers that call its GraphQL API. Call once per test file (jest gives
 * each file its own modules); `restore()` after.
 */
export async function faststoreAgainst(baseUrl: string, salesChannel: string): Promise<FastStoreAgainstServer> {
  const calls: PlatformCall[] = []
  const realFetch = globalThis.fetch
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input)
    if (!url.startsWith(PLATFORM_ORIGIN)) return realFetch(input, init)
    const path = url.slice(PLATFORM_ORIGIN.length)
    const response = await realFetch(`${baseUrl}${path}`, init)
    calls.push({ method: init?.method ?? 'GET', path: path.split('?')[0], status: response.status })
    return response
  }) as typeof fetch
  // Loaded only now, so that it keeps the routed fetch.
  const faststore = (await import('@faststore/api')) as unknown as FastStoreModule
  const graphql = (await import('graphql')) as unknown as GraphqlModule
  const schema = faststore.GraphqlVtexSchema()
  const contextOf = await faststore.GraphqlVtexContextFactory(faststoreOptions(salesChannel))
  const documents = new Map<string, unknown>()

  return {
    calls,
    restore: () => {
      globalThis.fetch = realFetch
    },
    browser(): FastStoreBrowser {
      const cookies = new Map<string, string>()
      return {
        cookies,
        async run<T>(query: string, variables: Record<string, unknown> = {}) {
          let document = documents.get(query)
          if (!document) {
            document = graphql.parse(query)
            documents.set(query, document)
          }
          const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
          const context = contextOf({ headers: { host: FASTSTORE_STORE_HOST, ...(cookie ? { cookie } : {}) } })
          const result = (await graphql.execute({ schema, document, contextValue: context, variableValues: variables })) as GraphqlResult<T>
          // What FastStore's server sends back to the browser: the cookies the platform set on its calls.
          for (const [name, { value, setCookie }] of context.storage.cookies) {
            if (value === '' || /;\s*max-age=0(;|$)/i.test(setCookie)) cookies.delete(name)
            else cookies.set(name, value)
          }
          return result
        },
      }
    },
  }
}
