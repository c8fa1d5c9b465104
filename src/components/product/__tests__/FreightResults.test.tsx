/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'

import type { FreightSimulation } from '../../../commerce/freight'
import { FreightResults } from '../FreightResults'

const simulation = (packages: FreightSimulation['packages']): FreightSimulation => ({ postalCode: '01310-100', country: 'BRA', packages, unavailableItems: [] })

const store = {
  id: '1_SP01',
  slaId: 'pickup-SP01',
  friendlyName: 'Arena Paulista',
  address: { postalCode: '01310-100', street: 'Avenida Paulista', number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  distanceKm: 1.2,
  price: 0,
  businessDays: 1,
  shippingEstimate: '1bd',
}

describe('FreightResults', () => {
  it('lists each package’s delivery types with their estimate and price, and the stores to collect from', () => {
    render(
      <FreightResults
        result={simulation([
          {
            seller: '1',
            sellerName: 'Arena Esportes',
            items: [{ id: '101', seller: '1', quantity: 1 }],
            deliveryTypes: [
              { id: 'normal', name: 'Normal', deliveryChannel: 'delivery', price: 1990, businessDays: 5, shippingEstimate: '5bd' },
              { id: 'expressa', name: 'Expressa', deliveryChannel: 'delivery', price: 0, businessDays: 1, shippingEstimate: '1bd' },
            ],
            pickupPoints: { recommend: [store] },
          },
        ])}
      />,
    )
    const types = screen.getAllByTestId('delivery-type').map((item) => item.textContent?.replace(/\s+/g, ' '))
    expect(types).toEqual(['Normal · Em até 5 dias úteisR$ 19,90', 'Expressa · Em até 1 dia útilGrátis'])
    expect(screen.getByRole('heading', { name: 'Retire na loja' })).toBeInTheDocument()
    expect(within(screen.getByTestId('pickup-point')).getByText('Arena Paulista')).toBeInTheDocument()
    expect(screen.getByTestId('pickup-point').textContent).toContain('São Paulo/SP · 1.2 km')
  })

  it('says the CEP is not served when no package has a way to it', () => {
    render(<FreightResults result={simulation([{ seller: '1', sellerName: 'Arena Esportes', items: [], deliveryTypes: [], pickupPoints: { recommend: [] } }])} />)
    expect(screen.getByText('Não entregamos neste CEP.')).toBeInTheDocument()
    expect(screen.queryByTestId('freight-package')).toBeNull()
  })
})
