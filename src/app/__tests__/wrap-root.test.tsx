/** @jest-environment jsdom */
import '../../sdk/__tests__/textEncoderPolyfill'
import { render } from '@testing-library/react'

import CheckoutCartPage from '../../pages/checkout/cart'
import CheckoutProfilePage from '../../pages/checkout/profile'
import CheckoutShippingPage from '../../pages/checkout/shipping'
import ProductTemplate from '../../templates/product'
import { pdpProduct } from '../../analytics/__tests__/fixtures'
import { wrapPage, wrapRoot } from '../wrap-root'

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
