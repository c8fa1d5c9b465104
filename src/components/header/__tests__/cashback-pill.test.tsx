/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'

import { CashbackPill } from '../CashbackPill'

describe('CashbackPill', () => {
  it('is named by what it shows: the word and the balance', () => {
    render(<CashbackPill balance="R$ 12,50" />)
    const link = screen.getByRole('link', { name: 'Cashback R$ 12,50' })
    expect(link).toHaveAttribute('href', '/cashback')
    expect(link).not.toHaveAttribute('aria-label')
  })

  it('while masked, shows the mask but is named only by the word', () => {
    render(<CashbackPill balance={null} />)
    const link = screen.getByRole('link', { name: 'Cashback' })
    expect(link).toHaveTextContent('R$ •••')
    expect(link).not.toHaveAttribute('aria-label')
  })
})
