import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** A ViaCEP-style address provider on loopback, for ADDRESS_PROVIDER_URL tests. */
export interface FakeAddressProvider {
  /** `http://127.0.0.1:PORT/ws/{cep}/json/` */
  urlTemplate: string
  /** The CEPs asked, in order. */
  asked: string[]
  /** What the provider answers next: a body per CEP, a status, or a delay before answering. */
  answers: Map<string, unknown>
  status: number
  delayMs: number
  close(): Promise<void>
}

export async function startFakeAddressProvider(): Promise<FakeAddressProvider> {
  const provider: Omit<FakeAddressProvider, 'urlTemplate' | 'close'> = { asked: [], answers: new Map(), status: 200, delayMs: 0 }
  const server = http.createServer((request, response) => {
    const match = /^\/ws\/(\d{8})\/json\/$/.exec(request.url ?? '')
    const cep = match?.[1] ?? ''
    provider.asked.push(cep)
    const send = () => {
      if (response.destroyed) return
      response.writeHead(provider.status, { 'content-type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify(provider.answers.get(cep) ?? { erro: true }))
    }
    if (provider.delayMs > 0) setTimeout(send, provider.delayMs).unref()
    else send()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(provider, {
    urlTemplate: `http://127.0.0.1:${port}/ws/{cep}/json/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}
