/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'

import { MENU_HOVER_DELAY_MS, STRIPE_AUTOPLAY_MS } from '../../../config/constants'
import { seedShell } from '../../../test-support/shell-content'
import { SearchBox } from '../../search'
import { FakeSwiper } from '../../../test-support/swiper-stub'
import { Layout } from '../Layout'

jest.mock('gatsby', () => ({ Link: jest.requireActual('../../../test-support/gatsby-mock').Link }))

const shell = seedShell('consumer')

beforeEach(() => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }))
})

afterEach(() => jest.useRealTimers())

describe('Layout', () => {
  it('renders the header, the full footer and the page on ordinary pages', () => {
    render(
      <Layout shell={shell} location={{ pathname: '/' }} headerSlots={{ search: <SearchBox imperdivel={shell.imperdivel} /> }}>
        <p>conteúdo</p>
      </Layout>,
    )
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /O Clube está de cara nova!/ })).toHaveAttribute('href', '/clube')
    expect(screen.getByRole('search', { name: 'Buscar' })).toHaveAttribute('action', '/pesquisa')
    const carts = screen.getAllByRole('link', { name: 'Carrinho vazio' })
    expect(carts).toHaveLength(2) // header and mobile bottom bar
    for (const cart of carts) expect(cart).toHaveAttribute('href', '/checkout/cart')
    expect(screen.getByRole('link', { name: 'Meus favoritos' })).toHaveAttribute('href', '/account/wishlist')
    expect(screen.getByTestId('footer')).toHaveTextContent('Serviços')
    expect(screen.getByText('conteúdo')).toBeInTheDocument()
  })

  it("requests the first stripe message's icon with the page, the other messages' icons lazily", () => {
    const { container } = render(<Layout shell={shell} location={{ pathname: '/' }} />)
    const icons = shell.stripe.messages.map((message) => container.querySelector(`img[src="${message.icon}"]`))
    expect(shell.stripe.messages.length).toBeGreaterThan(1)
    expect(icons.map((icon) => icon?.getAttribute('loading') ?? null)).toEqual(shell.stripe.messages.map((_, index) => (index === 0 ? null : 'lazy')))
  })

  it("carries the shell content's version on its root element, on every layout (the build-hash check reads it)", () => {
    const { container, rerender } = render(<Layout shell={shell} contentVersion="a1b2c3d4e5f6" location={{ pathname: '/' }} />)
    expect(container.firstElementChild).toHaveAttribute('data-shell-content-version', 'a1b2c3d4e5f6')
    rerender(<Layout shell={shell} contentVersion="a1b2c3d4e5f6" location={{ pathname: '/checkout/cart' }} />)
    expect(container.firstElementChild).toHaveAttribute('data-shell-content-version', 'a1b2c3d4e5f6')
    rerender(<Layout shell={shell} location={{ pathname: '/' }} />)
    expect(container.firstElementChild).not.toHaveAttribute('data-shell-content-version')
  })

  it('hides header and footer on checkout and in app mode', () => {
    const { rerender } = render(<Layout shell={shell} location={{ pathname: '/checkout/cart' }} />)
    expect(screen.queryByRole('banner')).toBeNull()
    expect(screen.queryByTestId('footer')).toBeNull()
    rerender(<Layout shell={shell} location={{ pathname: '/', search: '?mode=app' }} />)
    expect(screen.queryByRole('banner')).toBeNull()
    expect(screen.queryByTestId('bottom-bar')).toBeNull()
  })

  it('uses the account footer on account pages', () => {
    render(<Layout shell={shell} location={{ pathname: '/account/orders' }} />)
    const footer = screen.getByTestId('account-footer')
    expect(footer).toHaveTextContent('Ficou com alguma dúvida?')
    expect(within(footer).getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/atendimento')
    expect(footer).toHaveTextContent('Transação segura / Contra fraudes')
    expect(screen.queryByTestId('footer')).toBeNull()
  })

  it('hides the wishlist heart in business mode and shows the business logo', () => {
    render(<Layout shell={seedShell('business')} location={{ pathname: '/' }} isBusiness />)
    expect(screen.queryByTestId('wishlist-link')).toBeNull()
    expect(screen.getByRole('img', { name: 'Arena Esportes Empresas' })).toBeInTheDocument()
  })

  it('renders an empty footer when the footer data is invalid (null)', () => {
    render(<Layout shell={{ ...shell, footer: null }} location={{ pathname: '/' }} />)
    const footer = screen.getByTestId('footer')
    expect(footer).toBeEmptyDOMElement()
  })

  // The stripe is the store's slider: Swiper rotates it (autoplay delay 5500 ms); the browser tests time it.
  it('rotates the stripe every 5500 ms', async () => {
    FakeSwiper.instances = []
    render(<Layout shell={shell} location={{ pathname: '/' }} />)
    const active = () => document.querySelector('[aria-label="Mensagens promocionais"] [data-active="true"]')?.textContent
    expect(active()).toBe(shell.stripe.messages[0].stripeText)
    const stripe = await waitFor(() => {
      const found = FakeSwiper.instances.find((instance) => instance.element.getAttribute('aria-label') === 'Mensagens promocionais')
      if (!found) throw new Error('the stripe has no slider yet')
      return found
    })
    expect(stripe.options).toMatchObject({ autoplay: { delay: STRIPE_AUTOPLAY_MS, pauseOnMouseEnter: true }, effect: 'fade', rewind: true })
    // What the autoplay does at each 5500 ms.
    act(() => stripe.slideNext())
    expect(active()).toBe(shell.stripe.messages[1].stripeText)
  })

  it('opens a department dropdown after 300 ms of hover and closes it on mouse leave', () => {
    jest.useFakeTimers()
    render(<Layout shell={shell} location={{ pathname: '/' }} />)
    const nav = screen.getByRole('navigation', { name: 'Departamentos' })
    const item = within(nav).getByRole('link', { name: 'Feminino' }).closest('li')!
    fireEvent.mouseEnter(item)
    act(() => jest.advanceTimersByTime(MENU_HOVER_DELAY_MS - 1))
    expect(within(item).getByTestId('menu-dropdown')).not.toBeVisible()
    expect(screen.queryByTestId('menu-overlay')).toBeNull()
    act(() => jest.advanceTimersByTime(1))
    expect(within(item).getByTestId('menu-dropdown')).toBeVisible()
    expect(screen.getByTestId('menu-overlay')).toBeInTheDocument()
    expect(within(item).getByText('Conteúdo não cadastrado como listagem simples')).toBeInTheDocument()
    fireEvent.mouseLeave(nav)
    expect(within(item).getByTestId('menu-dropdown')).not.toBeVisible()
    expect(screen.queryByTestId('menu-overlay')).toBeNull()
  })

  it('does not open a dropdown when the pointer leaves before 300 ms', () => {
    jest.useFakeTimers()
    render(<Layout shell={shell} location={{ pathname: '/' }} />)
    const nav = screen.getByRole('navigation', { name: 'Departamentos' })
    const item = within(nav).getByRole('link', { name: 'Masculino' }).closest('li')!
    fireEvent.mouseEnter(item)
    act(() => jest.advanceTimersByTime(200))
    fireEvent.mouseLeave(nav)
    act(() => jest.advanceTimersByTime(500))
    expect(within(item).getByTestId('menu-dropdown')).not.toBeVisible()
  })

  it("renders the shell's slices in place of the stripe, the desktop menu and the footer, and the version slice on every layout", () => {
    const slices = {
      stripe: <div data-testid="slice-stripe" />,
      menu: <nav data-testid="slice-menu" />,
      footer: <footer data-testid="slice-footer" />,
      version: <span data-testid="slice-version" />,
    }
    const sliced = { ...shell, stripe: { enableSession: false, messages: [] }, menu: { departments: [] }, footer: null }
    const { rerender } = render(<Layout shell={sliced} slices={slices} location={{ pathname: '/' }} />)
    for (const part of ['stripe', 'menu', 'footer', 'version']) expect(screen.getByTestId(`slice-${part}`)).toBeInTheDocument()
    expect(screen.queryByTestId('footer')).toBeNull()
    expect(within(screen.getByRole('banner')).getByTestId('slice-stripe')).toBeInTheDocument()
    expect(within(screen.getByRole('banner')).getByTestId('slice-menu')).toBeInTheDocument()
    // Checkout: no header and no footer, the version still.
    rerender(<Layout shell={sliced} slices={slices} location={{ pathname: '/checkout/cart' }} />)
    expect(screen.queryByTestId('slice-stripe')).toBeNull()
    expect(screen.queryByTestId('slice-footer')).toBeNull()
    expect(screen.getByTestId('slice-version')).toBeInTheDocument()
  })
})
