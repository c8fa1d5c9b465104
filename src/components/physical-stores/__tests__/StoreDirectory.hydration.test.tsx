/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react'

import type { Store } from '../../../../cms-schemas'
import { storeFixture } from '../../../test-support/stores'
import { renderThenHydrate, type Hydrated } from '../../../test-support/hydration'
import { StoreDirectory } from '../StoreDirectory'

const store = storeFixture

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
  it.each([
    ['a text typed', '#store-query', 'campinas', 'Campinas'],
    ['a state chosen', '#store-state', 'RJ', 'Barra'],
  ])('filters by %s before the page hydrated', async (_what, selector, value, shown) => {
    hydrated = await renderThenHydrate(<StoreDirectory stores={stores} />, undefined, (container) => {
      const control = container.querySelector<HTMLInputElement | HTMLSelectElement>(selector)
      if (control) control.value = value
    })
    await act(async () => undefined)
    expect(screen.getAllByTestId('store-card')).toHaveLength(1)
    expect(cards()[0]).toContain(shown)
    expect(hydrated.recoverable).toEqual([])
  })

  it('shows every store when nothing was touched', async () => {
    hydrated = await renderThenHydrate(<StoreDirectory stores={stores} />)
    expect(screen.getAllByTestId('store-card')).toHaveLength(3)
  })
})
