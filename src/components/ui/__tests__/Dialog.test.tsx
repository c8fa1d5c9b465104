/** @jest-environment jsdom */
import { act, render } from '@testing-library/react'
import { useState } from 'react'

import { Dialog, focusToReturn } from '../Dialog'
import { ensurePortalElement } from '../portal'

describe('focusToReturn', () => {
  it('is the focused element, or the last one focused when the focus fell to <body>', () => {
    const button = document.createElement('button')
    document.body.append(button)
    expect(focusToReturn(button, null)).toBe(button)
    expect(focusToReturn(document.body, button)).toBe(button)
    expect(focusToReturn(null, button)).toBe(button)
    button.remove()
    expect(focusToReturn(document.body, button)).toBeNull()
  })
})

/** An opener disabled while it works, as add to cart and quick-add are. */
function Busy() {
  const [busy, setBusy] = useState(false)
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" disabled={busy} onClick={() => setBusy(true)}>
        abrir
      </button>
      <button type="button" onClick={() => (setBusy(false), setOpen(true))} data-testid="done">
        pronto
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} label="Diálogo">
        <button type="button" onClick={() => setOpen(false)}>
          fechar
        </button>
      </Dialog>
    </>
  )
}

describe('Dialog focus return', () => {
  it('gives the focus back to an opener that lost it by being disabled before the dialog opened', () => {
    const removePortal = ensurePortalElement()
    const { getByText, getByTestId } = render(<Busy />)
    const opener = getByText('abrir')
    act(() => opener.focus())
    // Disabled while it works: the browser drops the focus (jsdom keeps it on a disabled button, hence the blur first).
    act(() => opener.blur())
    act(() => opener.click())
    expect(opener).toBeDisabled()
    expect(document.activeElement).toBe(document.body)
    act(() => getByTestId('done').dispatchEvent(new MouseEvent('click', { bubbles: true })))
    act(() => getByText('fechar').click())
    expect(document.activeElement).toBe(opener)
    removePortal()
  })
})
