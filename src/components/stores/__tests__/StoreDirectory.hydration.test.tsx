/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react'

import type { Store } from '../../../../cms-schemas'
import { renderThenHydrate, type Hydrated } from '../../../test-support/hydration'
import { StoreDirectory } from '../StoreDirectory'

const store = (over: Partial<Store>): Store => ({
  name: 'Arena Esportes Paulista',
  slug: 'sao-paulo-paulista',
  address: 'Av. Paulista, 1.230 - Loja 5',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  cep: '01310-100',
  phone: '(11) 3288-4100',
  openingHours: [{ label: 'Todos os dias', days: ['seg', 'ter', 'qua', 'qui', 'sex', 'sab', 'dom'], opens: '09:00', closes: '20:00' }],
  services: ['Retire na loja'],
  coordinates: { lat: -23.5614, lng: -46.6559 },
  ...over,
})

const stores: Store[] = [
  store({}),
  store({ name: 'Arena Esportes Campinas', slug: 'campinas-iguatemi', city: 'Campinas', district: 'Vila Brandina', cep: '13092-902', services: ['Teste de pisada'] }),
  store({ name: 'Arena Esportes Barra', slug: 'rio-de-janeiro-barra', city: 'Rio de Janeiro', state: 'RJ', district: 'Barra da Tijuca', cep: '22640-102' }),
]

const cards = () => screen.getAllByTestId('store-card').map((card) => card.querySelector('h3, h2')?.textContent ?? card.textContent)

let hydrated: Hydrated | undefined
afterEach(() => {
  hydrated?.cleanup()
  hydrated = undefined
})

describe('StoreDirectory before and after the page hydrates', () => {
  it('filters by what the shopper typed and chose before the page hydrated', async () => {
    hydrated = await renderThenHydrate(<StoreDirectory stores={stores} />, undefined, (container) => {
      const query = container.querySelector<HTMLInputElement>('#store-query')
      if (query) query.value = 'campinas'
    })
    await act(async () => undefined)
    expect(screen.getAllByTestId('store-card')).toHaveLength(1)
    expect(cards()[0]).toContain('Campinas')
    expect(hydrated.recoverable).toEqual([])
  })

  it('takes a state chosen before the page hydrated', async () => {
    hydrated = await renderThenHydrate(<StoreDirectory stores={stores} />, undefined, (container) => {
      const state = container.querySelector<HTMLSelectElement>('#store-state')
      if (state) state.value = 'RJ'
    })
    await act(async () => undefined)
    expect(screen.getAllByTestId('store-card')).toHaveLength(1)
    expect(cards()[0]).toContain('Barra')
  })

  it('shows every store when nothing was touched', async () => {
    hydrated = await renderThenHydrate(<StoreDirectory stores={stores} />)
    expect(screen.getAllByTestId('store-card')).toHaveLength(3)
  })
})
