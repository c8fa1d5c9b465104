import { AddressBook, AddressBookError } from '../../../../features/addresses/server/service'
import { CEP_NOT_FOUND_MESSAGE } from '../../../../contracts/address'
import { addressOfCep, type CepDirectory } from '../../address/cep'
import { CepLookupUnavailableError } from '../../address/lookup'
import { createAccountLimiters, takeAttempt } from '../limits'
import { AttemptLimiter, type AttemptRecord, type AttemptRepository } from '../../limits/attempts'

function memoryAttempts(): AttemptRepository {
  const records = new Map<string, AttemptRecord>()
  return {
    get: (key) => records.get(key),
    recordFailure(key, at, forgetBefore) {
      const last = records.get(key)
      const record = { failures: last && last.lastFailureAt >= forgetBefore ? last.failures + 1 : 1, lastFailureAt: at }
      records.set(key, record)
      return record
    },
    clear: (key) => void records.delete(key),
    prune: () => 0,
  }
}
import { OneTimeTokens, type StoredToken, type TokenRepository } from '../tokens'
import type { AddressRepository, MemberAddress } from '../types'
import type { AddressInput } from '../../../../contracts/schemas/account-forms'

class MemoryAddresses implements AddressRepository {
  books = new Map<string, MemberAddress[]>()
  writes = 0
  addresses(memberId: string) {
    return [...(this.books.get(memberId) ?? [])]
  }
  replaceAddresses(memberId: string, book: readonly MemberAddress[]) {
    this.writes += 1
    this.books.set(memberId, [...book])
  }
}

const input = (extra: Partial<AddressInput> = {}): AddressInput => ({
  title: 'Casa',
  postalCode: '01310100',
  street: 'Avenida Paulista',
  number: '100',
  complement: null,
  neighborhood: 'Bela Vista',
  city: null,
  firstname: 'Ana',
  lastname: 'Souza',
  phone: null,
  ...extra,
})

/** The store's own look-up over one street record (01310-100); every other CEP by the state ranges. */
const streets: CepDirectory = {
  find: (digits) =>
    digits === '01310100'
      ? { postalCode: '01310100', street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP', latitude: null, longitude: null }
      : null,
}

function book() {
  const store = new MemoryAddresses()
  let id = 0
  const addressBook = new AddressBook({
    store,
    addressOfCep: async (digits) => addressOfCep(streets, digits),
    newId: () => `id${(id += 1)}`,
  })
  return { store, addressBook }
}

describe('address book rules', () => {
  it('keeps exactly one favourite: the first address, a chosen one, the next after a removal', async () => {
    const { addressBook } = book()
    const [first] = await addressBook.add('m', input())
    expect(first.is_favorite).toBe(true)
    const second = await addressBook.add('m', input({ title: 'Trabalho', favorite: true }))
    expect(second.filter((a) => a.is_favorite).map((a) => a.title)).toEqual(['Trabalho'])
    const afterRemoval = addressBook.remove('m', second[1].id)
    expect(afterRemoval.map((a) => [a.title, a.is_favorite])).toEqual([['Casa', true]])
    expect(addressBook.remove('m', afterRemoval[0].id)).toEqual([])
  })

  it('takes city and state from the CEP and refuses a CEP that does not exist without writing', async () => {
    const { addressBook, store } = book()
    const [address] = await addressBook.add('m', input({ city: 'Typed City' }))
    expect(address).toMatchObject({ locality: 'São Paulo', administrative_divisions: { province: 'SP', district: 'Bela Vista' }, postal_code: '01310-100' })
    const writes = store.writes
    await expect(addressBook.add('m', input({ postalCode: '00000000' }))).rejects.toThrow(new AddressBookError('postalCode', CEP_NOT_FOUND_MESSAGE))
    expect(store.writes).toBe(writes)
  })

  it('takes the state of a CEP with no street record from its range, and the city the member typed (required)', async () => {
    const { addressBook, store } = book()
    const writes = store.writes
    await expect(addressBook.add('m', input({ postalCode: '69005010' }))).rejects.toMatchObject({ field: 'city' })
    expect(store.writes).toBe(writes)
    const [address] = await addressBook.add('m', input({ postalCode: '69005010', street: 'Rua Guilherme Moreira', city: 'Manaus' }))
    expect(address).toMatchObject({ locality: 'Manaus', administrative_divisions: { province: 'AM' }, postal_code: '69005-010', street: 'Rua Guilherme Moreira, 100' })
  })

  it('refuses the change while the look-up is unavailable, writing nothing', async () => {
    const store = new MemoryAddresses()
    const addressBook = new AddressBook({
      store,
      addressOfCep: async () => {
        throw new CepLookupUnavailableError('down')
      },
      newId: () => 'id',
    })
    await expect(addressBook.add('m', input())).rejects.toMatchObject({ kind: 'unavailable', field: 'postalCode' })
    expect(store.writes).toBe(0)
  })

  it("treats another member's address as unknown", async () => {
    const { addressBook } = book()
    const [theirs] = await addressBook.add('other', input())
    await expect(addressBook.update('m', theirs.id, input())).rejects.toMatchObject({ kind: 'not-found' })
    for (const attempt of [() => addressBook.remove('m', theirs.id), () => addressBook.makeFavourite('m', theirs.id)]) {
      expect(attempt).toThrow(expect.objectContaining({ kind: 'not-found' }))
    }
    expect(addressBook.list('other')).toHaveLength(1)
  })

  it('refuses a 21st address', async () => {
    const { addressBook } = book()
    for (let i = 0; i < 20; i += 1) await addressBook.add('m', input({ title: `E${i}` }))
    await expect(addressBook.add('m', input())).rejects.toMatchObject({ kind: 'full' })
  })
})

describe('account limiters', () => {
  it('count an attempt under every key, and refuse (counting nothing) once one key is at its limit', () => {
    let now = 0
    const limiters = createAccountLimiters(new AttemptLimiter(memoryAttempts(), () => now))
    for (let i = 0; i < 5; i += 1) expect(takeAttempt([limiters.perAddress, 'ip'], [limiters.passwordResetPerEmail, 'a@b.c'])).toBe(true)
    expect(takeAttempt([limiters.perAddress, 'ip'], [limiters.passwordResetPerEmail, 'a@b.c'])).toBe(false)
    // The address was not charged for the refused attempt: another e-mail from it still passes.
    for (let i = 0; i < 15; i += 1) expect(takeAttempt([limiters.perAddress, 'ip'])).toBe(true)
    expect(takeAttempt([limiters.perAddress, 'ip'])).toBe(false)
    now += 16 * 60 * 1000
    expect(takeAttempt([limiters.perAddress, 'ip'])).toBe(true)
  })
})

describe('one-time tokens', () => {
  class MemoryTokens implements TokenRepository {
    rows: Array<StoredToken & { usedAt: string | null }> = []
    insert(token: StoredToken) {
      this.rows.push({ ...token, usedAt: null })
    }
    consume(hash: string, purpose: StoredToken['purpose'], now: string) {
      const row = this.rows.find((r) => r.tokenHash === hash && r.purpose === purpose && r.usedAt === null && r.expiresAt > now)
      if (!row) return null
      row.usedAt = now
      return row
    }
    prune(now: string) {
      this.rows = this.rows.filter((r) => r.expiresAt > now)
    }
  }

  it('stores only a hash, works once, for its purpose, until it expires', () => {
    let now = new Date('2024-01-01T00:00:00Z')
    const store = new MemoryTokens()
    const tokens = new OneTimeTokens(store, () => now)
    const token = tokens.issue('password-reset', { email: 'a@b.c', memberId: 'm1' }, 60)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(JSON.stringify(store.rows)).not.toContain(token)
    expect(tokens.consume('activation', token)).toBeNull()
    expect(tokens.consume('password-reset', token)).toMatchObject({ memberId: 'm1' })
    expect(tokens.consume('password-reset', token)).toBeNull()
    const late = tokens.issue('activation', { email: 'a@b.c', payload: { x: 1 } }, 60)
    now = new Date(now.getTime() + 61_000)
    expect(tokens.consume('activation', late)).toBeNull()
    expect(tokens.consume('activation', 'not a token')).toBeNull()
  })
})
