/** @jest-environment jsdom */
import { DATA_LAYER_UNDEFINED_MESSAGE, isStoreAnalyticsMessage, pushToDataLayer, safePushToDataLayer } from '../data-layer'
import { sectionLabelOf } from '../home-banners'
import { searchEvent } from '../events'

afterEach(() => {
  delete window.dataLayer
})

describe('pushToDataLayer', () => {
  it('creates window.dataLayer, pushes the event and posts the store:{event} message', async () => {
    const received: unknown[] = []
    const listener = (event: MessageEvent) => received.push(event.data)
    window.addEventListener('message', listener)
    expect(window.dataLayer).toBeUndefined()

    pushToDataLayer(searchEvent('bola'))
    expect(window.dataLayer).toEqual([{ event: 'search', search_term: 'bola' }])
    await new Promise((resolve) => setTimeout(resolve, 0))
    window.removeEventListener('message', listener)

    expect(received).toEqual([{ name: 'store:search', data: { event: 'search', search_term: 'bola' } }])
    expect(isStoreAnalyticsMessage(received[0])).toBe(true)
    expect(isStoreAnalyticsMessage({ name: 'other', data: {} })).toBe(false)
  })

  it('appends to an existing data layer', () => {
    window.dataLayer = [{ gtm: 'start' }]
    pushToDataLayer(searchEvent('x'))
    expect(window.dataLayer).toHaveLength(2)
  })

  it("throws 'Object for dataLayer is undefined.' for no event; the safe push logs it", () => {
    expect(() => pushToDataLayer(undefined)).toThrow(DATA_LAYER_UNDEFINED_MESSAGE)
    expect(DATA_LAYER_UNDEFINED_MESSAGE).toBe('Object for dataLayer is undefined.')
    const log = jest.fn()
    expect(safePushToDataLayer(undefined, window, log)).toBe(false)
    expect(log).toHaveBeenCalledWith('Object for dataLayer is undefined.', expect.any(Error))
    expect(window.dataLayer).toBeUndefined()
  })
})

it('reads the home section label of a clicked element', () => {
  document.body.innerHTML = '<section data-section-label="Pictos"><a id="link">Corrida</a></section><a id="outside">x</a>'
  expect(sectionLabelOf(document.getElementById('link'))).toBe('Pictos')
  expect(sectionLabelOf(document.getElementById('outside'))).toBeNull()
  expect(sectionLabelOf(null)).toBeNull()
})
