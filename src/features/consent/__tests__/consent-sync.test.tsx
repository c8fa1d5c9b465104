/** @jest-environment jsdom */
import { act, render } from '@testing-library/react'

import type { ConsentChoice } from '../../../contracts/consent'
import { AccountContext, type AccountContextValue } from '../../../components/session/AccountProvider'
import { memoryConsent } from '../../../test-support/consent'
import type { ConsentApi } from '../client'
import { ConsentSync } from '../ui/ConsentSync'

const member = { state: { status: 'authenticated', session: { sub: 'member-1' } } } as unknown as AccountContextValue
const visitor = { state: { status: 'anonymous' } } as unknown as AccountContextValue

function fakeApi(kept: ConsentChoice | null) {
  const put = jest.fn(async (choice: ConsentChoice) => ({ choice }))
  const api = { get: jest.fn(async () => ({ choice: kept })), put } as unknown as ConsentApi
  return { api, put, get: api.get as jest.Mock }
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

describe('ConsentSync', () => {
  it('does nothing for a visitor', async () => {
    const { api, get } = fakeApi(null)
    render(
      <AccountContext.Provider value={visitor}>
        <ConsentSync api={api} store={memoryConsent({ analytics: true, personalisation: true })} />
      </AccountContext.Provider>,
    )
    await settle()
    expect(get).not.toHaveBeenCalled()
  })

  it('takes the server’s newer choice (made on another device) for this browser', async () => {
    const kept = { purposes: { analytics: false, personalisation: true }, version: 1, decidedAt: '2026-11-29T13:00:00.000Z' }
    const store = memoryConsent({ analytics: true, personalisation: false }, () => new Date('2026-11-29T12:00:00Z'))
    const { api, put } = fakeApi(kept)
    render(
      <AccountContext.Provider value={member}>
        <ConsentSync api={api} store={store} />
      </AccountContext.Provider>,
    )
    await settle()
    expect(store.choice()).toEqual(kept)
    // The server's own choice is not sent back.
    expect(put).not.toHaveBeenCalled()
  })

  it('sends the browser’s newer choice, and every later change', async () => {
    const kept = { purposes: { analytics: false, personalisation: false }, version: 1, decidedAt: '2026-11-01T10:00:00.000Z' }
    const store = memoryConsent({ analytics: true, personalisation: true }, () => new Date('2026-11-29T12:00:00Z'))
    const { api, put } = fakeApi(kept)
    render(
      <AccountContext.Provider value={member}>
        <ConsentSync api={api} store={store} />
      </AccountContext.Provider>,
    )
    await settle()
    expect(put).toHaveBeenLastCalledWith(store.choice())
    act(() => void store.decide({ analytics: false, personalisation: true }))
    expect(put).toHaveBeenLastCalledWith(expect.objectContaining({ purposes: { analytics: false, personalisation: true } }))
  })
})
