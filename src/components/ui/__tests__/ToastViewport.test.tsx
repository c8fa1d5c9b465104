/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react'

import { ToastProvider, useToast } from '../../../sdk/toast'
import type { ToastContextValue } from '../../../sdk/toast'
import { ToastViewport } from '../ToastViewport'

let toast: ToastContextValue
function Grab() {
  toast = useToast()
  return null
}

describe('ToastViewport', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('shows the queue styled by variant and closes a toast by hand', () => {
    render(
      <ToastProvider>
        <Grab />
        <ToastViewport />
      </ToastProvider>,
    )
    act(() => {
      toast.pushToast({ text: 'Produto adicionado', variant: 'success' })
      toast.pushToast({ text: 'O limite máximo é de 30 itens por produto.', variant: 'error', persist: true })
      toast.pushToast({ text: 'Você esqueceu algo?', subtext: 'Finalize sua compra', variant: 'abandoned', persist: true })
    })
    const shown = screen.getAllByTestId('toast')
    expect(shown.map((t) => t.getAttribute('data-variant'))).toEqual(['success', 'error', 'abandoned'])
    expect(screen.getByRole('alert')).toHaveTextContent('O limite máximo é de 30 itens por produto.')
    expect(screen.getByText('Finalize sua compra')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(8000))
    expect(screen.queryByText('Produto adicionado')).not.toBeInTheDocument()
    fireEvent.click(screen.getAllByRole('button', { name: 'Fechar aviso' })[0])
    expect(screen.getAllByTestId('toast')).toHaveLength(1)
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'abandoned')
  })
})
