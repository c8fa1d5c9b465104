import { CartCreations } from '../cart-creations'
import { CART_CREATIONS_PER_ADDRESS_PER_HOUR, CART_CREATIONS_PER_ADDRESS_PER_MINUTE } from '../limits'

describe('new carts per client address', () => {
  it('allows the per-minute count, then refuses until the minute ends; addresses count apart', () => {
    let now = Date.UTC(2026, 10, 29, 10, 0, 0)
    const creations = new CartCreations(() => now)
    for (let i = 0; i < CART_CREATIONS_PER_ADDRESS_PER_MINUTE; i++) expect(creations.allow('a').allowed).toBe(true)
    expect(creations.allow('a')).toEqual({ allowed: false, retryAfterMs: 60_000 })
    expect(creations.allow('b').allowed).toBe(true)
    now += 60_000
    expect(creations.allow('a').allowed).toBe(true)
  })

  it('allows the per-hour count over many minutes, then refuses until the hour ends', () => {
    let now = Date.UTC(2026, 10, 29, 10, 0, 0)
    const creations = new CartCreations(() => now)
    let allowed = 0
    for (let minute = 0; minute < 60 && allowed < CART_CREATIONS_PER_ADDRESS_PER_HOUR; minute++, now += 60_000) {
      for (let i = 0; i < CART_CREATIONS_PER_ADDRESS_PER_MINUTE && allowed < CART_CREATIONS_PER_ADDRESS_PER_HOUR; i++) {
        expect(creations.allow('a').allowed).toBe(true)
        allowed++
      }
    }
    const refused = creations.allow('a')
    expect(refused.allowed).toBe(false)
    expect(!refused.allowed && refused.retryAfterMs).toBe(Date.UTC(2026, 10, 29, 11, 0, 0) - now)
  })
})
