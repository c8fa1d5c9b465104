/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'

import { Modal, SideModal } from '../Modal'
import { ensurePortalElement, PORTAL_ELEMENT_ID } from '../portal'
import { PortalRoot } from '../PortalRoot'

function Harness({ onClose, side = false }: { onClose: (reason: string) => void; side?: boolean }) {
  const [open, setOpen] = useState(true)
  const close = (reason: string) => {
    onClose(reason)
    setOpen(false)
  }
  const Component = side ? SideModal : Modal
  return (
    <>
      <button type="button">fora</button>
      <Component isOpen={open} onClose={close} title="Título">
        <button type="button">dentro</button>
      </Component>
    </>
  )
}

describe('Modal', () => {
  let removePortal: () => void
  beforeEach(() => {
    removePortal = ensurePortalElement()
  })
  afterEach(() => removePortal())

  it('renders into the portal element with the default size', () => {
    render(<Harness onClose={jest.fn()} />)
    const dialog = screen.getByRole('dialog', { name: 'Título' })
    expect(document.getElementById(PORTAL_ELEMENT_ID)).toContainElement(dialog)
    expect(dialog.style.getPropertyValue('--modal-width')).toBe('485px')
    expect(dialog.style.getPropertyValue('--modal-height')).toBe('570px')
    expect(dialog).toHaveFocus()
  })

  it('closes on Escape', () => {
    const onClose = jest.fn()
    render(<Harness onClose={onClose} />)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledWith('escape')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes on a click outside but not inside', () => {
    const onClose = jest.fn()
    render(<Harness onClose={onClose} />)
    fireEvent.pointerDown(screen.getByText('dentro'))
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.pointerDown(screen.getByText('fora'))
    expect(onClose).toHaveBeenCalledWith('outside')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('other keys do not close it; the close button does', () => {
    const onClose = jest.fn()
    render(<Harness onClose={onClose} />)
    fireEvent.keyDown(document, { key: 'Enter' })
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(onClose).toHaveBeenCalledWith('button')
  })

  it('a side modal is marked for the side placement', () => {
    render(<Harness onClose={jest.fn()} side />)
    expect(screen.getByRole('dialog')).toHaveAttribute('data-placement', 'side')
  })

  it('locks page scroll while open and restores it', () => {
    const { unmount } = render(<Harness onClose={jest.fn()} />)
    expect(document.body.style.overflow).toBe('hidden')
    unmount()
    expect(document.body.style.overflow).toBe('')
  })
})

describe('portal element', () => {
  it('a missing portal element throws when a modal opens', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Modal isOpen onClose={jest.fn()} ariaLabel="x" />)).toThrow(/Portal element #store-portal is missing/)
    spy.mockRestore()
  })

  it('a closed modal needs no portal', () => {
    expect(() => render(<Modal isOpen={false} onClose={jest.fn()} />)).not.toThrow()
  })

  it('PortalRoot creates the element once and removes it when unmounted', () => {
    const { unmount } = render(
      <>
        <PortalRoot />
        <PortalRoot />
      </>,
    )
    expect(document.querySelectorAll(`#${PORTAL_ELEMENT_ID}`)).toHaveLength(1)
    act(() => unmount())
    expect(document.getElementById(PORTAL_ELEMENT_ID)).toBeNull()
  })
  describe('a body that scrolls', () => {
    const heights = (scrollHeight: number, clientHeight: number) => {
      jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight)
      jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight)
    }
    let removePortal: () => void
    beforeEach(() => {
      removePortal = ensurePortalElement()
    })
    afterEach(() => {
      removePortal()
      jest.restoreAllMocks()
    })

    it('is a tab stop and a region named by the title, so a keyboard can scroll it', () => {
      heights(1200, 400)
      render(
        <Modal isOpen onClose={jest.fn()} title="Guia de tamanhos">
          <p>longo</p>
        </Modal>,
      )
      const region = screen.getByRole('region', { name: 'Guia de tamanhos' })
      expect(region).toHaveAttribute('tabindex', '0')
      expect(region).toHaveTextContent('longo')
    })

    it('is neither when its content fits', () => {
      heights(300, 400)
      render(
        <Modal isOpen onClose={jest.fn()} title="Curto">
          <p>curto</p>
        </Modal>,
      )
      expect(screen.queryByRole('region')).toBeNull()
      expect(screen.getByText('curto').parentElement).not.toHaveAttribute('tabindex')
    })
  })
})
