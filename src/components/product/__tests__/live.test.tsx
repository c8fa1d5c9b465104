/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react'

import { pdpProduct } from '../../../analytics/__tests__/fixtures'
import { liveProductOf } from '../live-fetch'
import { useLiveProduct } from '../live'

jest.mock('../live-fetch', () => ({ liveProductOf: jest.fn() }))

const staticProduct = pdpProduct()
const refreshed = pdpProduct({ skus: staticProduct.skus.map((sku) => ({ ...sku, offers: sku.offers.map((offer) => ({ ...offer, price: 19990 })) })) })

describe('useLiveProduct', () => {
  it('shows the static product until the live one arrives, then the live one', async () => {
    let deliver!: (product: typeof refreshed) => void
    jest.mocked(liveProductOf).mockReturnValue(new Promise((resolve) => (deliver = resolve)))
    const { result } = renderHook(() => useLiveProduct(staticProduct))
    expect(result.current).toEqual({ product: staticProduct, isLive: false })
    await waitFor(() => expect(liveProductOf).toHaveBeenCalledWith(staticProduct))
    await act(async () => deliver(refreshed))
    expect(result.current).toEqual({ product: refreshed, isLive: true })
  })

  it('keeps the static product when the call fails', async () => {
    jest.mocked(liveProductOf).mockResolvedValueOnce(null)
    const { result } = renderHook(() => useLiveProduct(staticProduct))
    await waitFor(() => expect(liveProductOf).toHaveBeenCalled())
    await act(async () => undefined)
    expect(result.current).toEqual({ product: staticProduct, isLive: false })
  })

  it('never shows one product’s live offers on another', async () => {
    jest.mocked(liveProductOf).mockResolvedValueOnce(refreshed)
    const { result, rerender } = renderHook(({ product }) => useLiveProduct(product), { initialProps: { product: staticProduct } })
    await waitFor(() => expect(result.current.isLive).toBe(true))
    const other = pdpProduct({ id: '11' })
    jest.mocked(liveProductOf).mockReturnValueOnce(new Promise(() => undefined))
    rerender({ product: other })
    expect(result.current).toEqual({ product: other, isLive: false })
  })
})
