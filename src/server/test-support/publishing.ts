import { signRequest } from '../domain/publishing/signature'

/** A signing secret of Contentful's shape (64 characters), for tests. */
export const TEST_SIGNING_SECRET = 'f3b8c2d1e4a5968776655443322110ffeeddccbbaa99887766554433221100aa'

export interface SignedPost {
  path: string
  body: unknown
  headers?: Record<string, string>
  /** Another secret (a bad signature). */
  secret?: string
  /** When it was signed (default now). */
  at?: number
}

/** POSTs a notice signed as Contentful signs its webhooks. */
export async function postSigned(baseUrl: string, post: SignedPost): Promise<{ status: number; body: unknown }> {
  const text = JSON.stringify(post.body)
  const headers = { 'content-type': 'application/json', ...post.headers }
  const signature = signRequest(post.secret ?? TEST_SIGNING_SECRET, { method: 'POST', path: post.path, headers, body: text }, post.at ?? Date.now())
  const response = await fetch(`${baseUrl}${post.path}`, { method: 'POST', headers: { ...headers, ...signature }, body: text })
  const answer = await response.text()
  return { status: response.status, body: answer ? (JSON.parse(answer) as unknown) : null }
}

/** A GET signed with the publishing secret, as `npm run publish:status` sends it. */
export async function getSigned(baseUrl: string, path: string, secret = TEST_SIGNING_SECRET): Promise<{ status: number; body: unknown }> {
  const signature = signRequest(secret, { method: 'GET', path, headers: {}, body: '' }, Date.now())
  const response = await fetch(`${baseUrl}${path}`, { headers: signature })
  const answer = await response.text()
  return { status: response.status, body: answer ? (JSON.parse(answer) as unknown) : null }
}

/** Contentful's webhook for a published entry. */
export function entryPublished(entryId = 'stripe-consumer', contentType = 'promotionalStripe') {
  return {
    path: '/api/publish',
    headers: { 'x-contentful-topic': 'ContentManagement.Entry.publish' },
    body: { sys: { id: entryId, type: 'Entry', revision: 3, contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } }, fields: {} },
  }
}

export interface LoadLoop {
  /** Requests answered so far. */
  count(): number
  /** Resolves once the loop has answered `count` requests in all (a machine's speed does not decide how many ran). */
  reached(count: number): Promise<void>
  /** Stops the loop; resolves to what it saw. */
  stop(): Promise<{ requests: number; failures: string[]; bodies: Map<string, Set<string>> }>
}

/**
 * Requests the paths over and over from `workers` concurrent clients until
 * stopped: every answer other than 200, and every network error, is a
 * failure. Keeps the distinct bodies seen per path (small files).
 */
export function startLoadLoop(baseUrl: string, paths: readonly string[], workers = 4): LoadLoop {
  let running = true
  let requests = 0
  const failures: string[] = []
  const bodies = new Map<string, Set<string>>(paths.map((p) => [p, new Set<string>()]))
  const worker = async (offset: number) => {
    for (let i = offset; running; i += 1) {
      const pagePath = paths[i % paths.length]
      try {
        const response = await fetch(`${baseUrl}${pagePath}`)
        const text = await response.text()
        requests += 1
        if (response.status !== 200) failures.push(`${pagePath}: ${response.status}`)
        else bodies.get(pagePath)?.add(text)
      } catch (error) {
        failures.push(`${pagePath}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
  const done = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)))
  return {
    count: () => requests,
    async reached(count) {
      while (running && requests < count) await new Promise((resolve) => setTimeout(resolve, 20))
    },
    async stop() {
      running = false
      await done
      return { requests, failures, bodies }
    },
  }
}
