/** @jest-environment jsdom */
import { getLocalStorage, getSessionStorage, readJSON, readRaw, removeKey, writeJSON, writeRaw } from '../browserStorage'
import { clearCachedProfile, PROFILE_CACHE_KEY, readCachedProfile, writeCachedProfile } from '../profileCache'
import type { UserProfileResponse } from '../../../contracts/session'

afterEach(() => {
  jest.restoreAllMocks()
  window.localStorage.clear()
  window.sessionStorage.clear()
})

describe('browser storage', () => {
  it('gives the page’s local and session storage', () => {
    expect(getLocalStorage()).toBe(window.localStorage)
    expect(getSessionStorage()).toBe(window.sessionStorage)
  })

  it('gives null when the storage is disabled (SecurityError on access)', () => {
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    expect(getSessionStorage()).toBeNull()
    expect(readRaw(getSessionStorage(), 'k')).toBeNull()
    expect(writeRaw(getSessionStorage(), 'k', 'v')).toBe(false)
  })

  it('reads, writes and removes strings and JSON, never throwing', () => {
    const storage = getSessionStorage()
    expect(writeRaw(storage, 'raw', 'v')).toBe(true)
    expect(readRaw(storage, 'raw')).toBe('v')
    expect(writeJSON(storage, 'json', { a: 1 })).toBe(true)
    expect(readJSON(storage, 'json')).toEqual({ a: 1 })
    writeRaw(storage, 'bad', '{oops')
    expect(readJSON(storage, 'bad')).toBeUndefined()
    removeKey(storage, 'raw')
    expect(readRaw(storage, 'raw')).toBeNull()
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(writeJSON(storage, 'cyclic', cyclic)).toBe(false)
  })
})

describe('the cached profile (sessionStorage)', () => {
  const profile = { sub: 'u1', getUserProfile: { sub: 'u1' }, getAddresses: [] } as unknown as UserProfileResponse

  it('is read back for the same customer only', () => {
    writeCachedProfile(profile)
    expect(JSON.parse(window.sessionStorage.getItem(PROFILE_CACHE_KEY)!).sub).toBe('u1')
    expect(readCachedProfile('u1')).toEqual(profile)
    expect(readCachedProfile('u2')).toBeNull()
    clearCachedProfile()
    expect(readCachedProfile('u1')).toBeNull()
  })

  it('reads a malformed entry as nothing cached', () => {
    window.sessionStorage.setItem(PROFILE_CACHE_KEY, '{oops')
    expect(readCachedProfile('u1')).toBeNull()
    window.sessionStorage.setItem(PROFILE_CACHE_KEY, JSON.stringify({ sub: 'u1' }))
    expect(readCachedProfile('u1')).toBeNull()
  })
})
