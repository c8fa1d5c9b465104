/** @jest-environment jsdom */
import '../../sdk/__tests__/textEncoderPolyfill'
import { render } from '@testing-library/react'

import CheckoutCartPage from '../../pages/checkout/cart'
import CheckoutProfilePage from '../../pages/checkout/profile'
import CheckoutShippingPage from '../../pages/checkout/shipping'
import ProductTemplate from '../../templates/product'
import { pdpProduct } from '../../analytics/__tests__/fixtures'
import { isPageHeadElement, wrapPage, wrapRoot, wrapRootElement } from '../wrap-root'

jest.mock('gatsby', () => ({
  ...jest.requireActual('../../test-support/gatsby-mock'),
  graphql: () => '',
  // No CMS shell: the layout renders the page and the overlays alone.
  useStaticQuery: () => ({ cmsShell: null }),
}))

// Count how many times the cart's page-wide parts are mounted.
const mounts = { effects: 0, overlays: 0 }
jest.mock('../../components/cart/CartEffects', () => ({
  CartEffects: () => {
    const { useEffect } = jest.requireActual<typeof import('react')>('react')
    useEffect(() => {
      mounts.effects += 1
      return () => void (mounts.effects -= 1)
    }, [])
    return null
  },
}))
jest.mock('../../components/cart/CartOverlays', () => ({
  CartOverlays: () => {
    const { useEffect } = jest.requireActual<typeof import('react')>('react')
    useEffect(() => {
      mounts.overlays += 1
      return () => void (mounts.overlays -= 1)
    }, [])
    return null
  },
}))
// The pages' own bodies are not under test.
jest.mock('../../components/cart/CartPage', () => ({ CartPage: () => null }))
jest.mock('../../components/checkout/ProfileStep', () => ({ ProfileStep: () => null }))
jest.mock('../../components/checkout/ShippingStep', () => ({ ShippingStep: () => null }))
jest.mock('../../components/product/ProductView', () => ({ ProductView: () => null }))

beforeEach(() => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch
})

const pageProps = <T,>(pathname: string, pageContext: T, data: object = {}) =>
  ({ location: { pathname, search: '' }, pageContext, data }) as unknown as Parameters<typeof ProductTemplate>[0]

/** The product page's query answer for a product. */
function productData() {
  const { id, breadcrumbs: _breadcrumbs, categories: _categories, ...fields } = pdpProduct()
  return { catalogueProduct: { ...fields, productId: id, categoryNodes: [] } }
}

describe('the root and page elements', () => {
  it.each([
    ['/checkout/cart', <CheckoutCartPage key="cart" {...pageProps('/checkout/cart', {})} />],
    ['/checkout/profile', <CheckoutProfilePage key="profile" {...pageProps('/checkout/profile', {})} />],
    ['/checkout/shipping', <CheckoutShippingPage key="shipping" {...pageProps('/checkout/shipping', {})} />],
    ['/chuteira-society-agility/p', <ProductTemplate key="product" {...pageProps('/chuteira-society-agility/p', { productId: pdpProduct().id }, productData())} />],
    ['/', <p key="home">home</p>],
  ])('%s mounts the cart effects and the cart overlays exactly once', (pathname, page) => {
    const { unmount } = render(wrapRoot(wrapPage(page, { pathname, search: '' })))
    expect(mounts).toEqual({ effects: 1, overlays: 1 })
    unmount()
    expect(mounts).toEqual({ effects: 0, overlays: 0 })
  })
})

describe('a page’s Head, which Gatsby also passes through wrapRootElement', () => {
  const headProps = { location: { pathname: '/' }, params: {}, data: {}, serverData: undefined, pageContext: {} }

  const Head = (_props: Record<string, unknown>) => <title>Arena</title>

  it('is told apart from the page by the props Gatsby gives every Head', () => {
    expect(isPageHeadElement(<Head {...headProps} />)).toBe(true)
    expect(isPageHeadElement(<p>home</p>)).toBe(false)
    // A page component's element (no params) is not a Head.
    expect(isPageHeadElement(<Head location={{ pathname: '/' }} pageContext={{}} data={{}} />)).toBe(false)
    expect(isPageHeadElement('text')).toBe(false)
  })

  it('is rendered as it is: the store’s providers and the cart’s page-wide parts are not mounted a second time', () => {
    const head = <Head {...headProps} />
    expect(wrapRootElement(head)).toBe(head)
    const { container, unmount } = render(wrapRootElement(head))
    expect(container.querySelector('title')?.textContent).toBe('Arena')
    expect(mounts).toEqual({ effects: 0, overlays: 0 })
    unmount()
  })

  it('leaves the page wrapped in the root element', () => {
    const { unmount } = render(wrapRootElement(<p>home</p>))
    expect(mounts.effects).toBe(1)
    unmount()
  })
})
