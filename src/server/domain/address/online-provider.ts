import type { PostalCodeAddress } from '../../../contracts/address'
import type { CepLookup } from './lookup'

/** How long the online address provider may take before the store answers from its own data. */
export const ADDRESS_PROVIDER_TIMEOUT_MS = 1500

/** What ViaCEP-style providers answer for a CEP (`{ "erro": true }` when they do not know it). */
interface ProviderAnswer {
  cep?: unknown
  logradouro?: unknown
  bairro?: unknown
  localidade?: unknown
  uf?: unknown
  erro?: unknown
}

export interface OnlineCepLookupOptions {
  /** The provider's address with `{cep}` where the 8 digits go (ADDRESS_PROVIDER_URL), e.g. `https://viacep.com.br/ws/{cep}/json/`. */
  urlTemplate: string
  /** The store's own data: says whether the CEP exists, and answers when the provider fails, is slow or does not know the CEP. */
  local: CepLookup
  fetch?: typeof fetch
  timeoutMs?: number
  /** Told of each failure (logged by the server); the shopper still gets the local answer. */
  onFailure?: (error: unknown, digits: string) => void
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/**
 * An online address provider in front of the store's data, for the street
 * names the data lacks (ADDRESS_PROVIDER_URL; off by default). A CEP outside
 * every state's range is refused without asking; the provider's answer is
 * used only when its state agrees with the range's; a failure, a slow answer
 * or "unknown CEP" falls back to the local answer.
 */
export function onlineCepLookup({ urlTemplate, local, fetch: fetchFn = fetch, timeoutMs = ADDRESS_PROVIDER_TIMEOUT_MS, onFailure }: OnlineCepLookupOptions): CepLookup {
  return {
    async addressOf(digits) {
      const known = await local.addressOf(digits)
      if (!known) return null
      let answer: ProviderAnswer
      try {
        const response = await fetchFn(urlTemplate.replace('{cep}', digits), {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (!response.ok) throw new Error(`the address provider answered ${response.status}`)
        answer = (await response.json()) as ProviderAnswer
      } catch (error) {
        onFailure?.(error, digits)
        return known
      }
      if (answer.erro || text(answer.uf).toUpperCase() !== known.state) return known
      const merged: PostalCodeAddress = {
        ...known,
        street: text(answer.logradouro) || known.street,
        neighborhood: text(answer.bairro) || known.neighborhood,
        city: text(answer.localidade) || known.city,
      }
      return merged
    },
  }
}
