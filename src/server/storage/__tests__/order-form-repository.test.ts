import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { OrderForm } from '../../../contracts/checkout'
import { createOrderForm } from '../../domain/checkout'
import { StoredCartCache } from '../../domain/checkout/stored-cart-cache'
import { openDatabase, type Db } from '../database'
import { OrderFormNotFoundError, SqliteOrderFormRepository } from '../order-form-repository'

/** Two connections to one database file: the server's, and another process's (a clean-up run, say). */
function twoConnections(): { server: Db; other: Db; close(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'order-form-repo-'))
  const server = openDatabase(dir)
  const other = openDatabase(dir)
  return {
    server,
    other,
    close() {
      server.close()
      other.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

const ID = 'a'.repeat(32)
const cart = (salesChannel = '3'): OrderForm => createOrderForm(ID, { salesChannel })
const withCustomValue = (orderForm: OrderForm, value: string): OrderForm => ({
  ...orderForm,
  customData: { customApps: [{ id: 'bench', major: 1, fields: { value } }] },
})
const customValue = (orderForm: OrderForm | undefined) => orderForm?.customData?.customApps[0]?.fields.value

describe('SqliteOrderFormRepository with its cache of parsed carts', () => {
  let dbs: ReturnType<typeof twoConnections>
  let repo: SqliteOrderFormRepository
  beforeEach(() => {
    dbs = twoConnections()
    repo = new SqliteOrderFormRepository(dbs.server)
  })
  afterEach(() => dbs.close())

  it('stores a cart on its first write, tells that it did, and reads it back as written', () => {
    expect(repo.find(ID)).toBeUndefined()
    const first = repo.change(ID, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, 'one') }), { create: () => cart() })
    expect(first.created).toBe(true)
    const second = repo.change(ID, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, 'two') }))
    expect(second.created).toBe(false)
    expect(customValue(repo.get(ID))).toBe('two')
    expect(JSON.parse(repo.find(ID)!.json)).toEqual(repo.get(ID))
  })

  it('makes the starting cart only for a first write, and refuses a write to an unknown cart when it makes none', () => {
    const start = jest.fn(() => cart())
    repo.change(ID, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, 'one') }), { create: start })
    expect(start).toHaveBeenCalledTimes(1)
    repo.change(ID, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, 'two') }), { create: start })
    expect(start).toHaveBeenCalledTimes(1)
    expect(customValue(repo.get(ID))).toBe('two')

    const other = 'b'.repeat(32)
    expect(() => repo.change(other, (current) => current, { create: () => undefined })).toThrow(OrderFormNotFoundError)
    expect(repo.find(other)).toBeUndefined()
  })

  it('answers an unchanged cart from memory (the same object) and a written one anew', () => {
    repo.change(ID, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, 'one') }), { create: () => cart() })
    const read = repo.get(ID)
    expect(repo.get(ID)).toBe(read)
    repo.change(ID, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, 'two') }))
    const after = repo.get(ID)
    expect(after).not.toBe(read)
    expect(customValue(after)).toBe('two')
    expect(customValue(read)).toBe('one')
  })

  it('reads a cart another connection changed, never the copy in memory', () => {
    repo.change(ID, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, 'mine') }), { create: () => cart() })
    expect(customValue(repo.get(ID))).toBe('mine')
    new SqliteOrderFormRepository(dbs.other).change(ID, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, 'theirs') }))
    expect(customValue(repo.get(ID))).toBe('theirs')
    // …and writes on top of what the other connection stored.
    const next = repo.change(ID, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, `${customValue(current.orderForm)}+mine`) }))
    expect(customValue(next.orderForm)).toBe('theirs+mine')
  })

  it('does not read a cart another connection deleted, nor the old one when that id is stored anew', () => {
    repo.change(ID, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, 'old') }), { create: () => cart() }, new Date('2026-01-01T00:00:00Z'))
    expect(customValue(repo.get(ID))).toBe('old')
    const other = new SqliteOrderFormRepository(dbs.other)
    expect(other.deleteAnonymousBefore(new Date('2026-02-01T00:00:00Z'))).toBe(1)
    expect(repo.find(ID)).toBeUndefined()
    repo.change(ID, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, 'old') }), { create: () => cart() }, new Date('2026-01-01T00:00:00Z'))
    expect(customValue(repo.get(ID))).toBe('old')
    other.deleteAnonymousBefore(new Date('2026-02-01T00:00:00Z'))
    // Stored anew under the same id by the other connection: version 1 again, at another time.
    other.change(ID, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, 'new') }), { create: () => cart('1') }, new Date('2026-03-01T00:00:00Z'))
    expect(repo.get(ID)?.salesChannel).toBe('1')
    expect(customValue(repo.get(ID))).toBe('new')
  })

  it('reads the stored cart again after a transaction that wrote it rolled back', () => {
    repo.change(ID, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, 'kept') }), { create: () => cart() })
    expect(() =>
      dbs.server.transaction(() => {
        repo.change(ID, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, 'rolled back') }))
        expect(customValue(repo.get(ID))).toBe('rolled back')
        throw new Error('placement failed')
      })(),
    ).toThrow('placement failed')
    expect(customValue(repo.get(ID))).toBe('kept')
  })

  it('a change that throws writes nothing and leaves the cart readable as it was', () => {
    repo.change(ID, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, 'kept') }), { create: () => cart() })
    expect(() =>
      repo.change(ID, () => {
        throw new Error('rule refused')
      }),
    ).toThrow('rule refused')
    expect(customValue(repo.get(ID))).toBe('kept')
    expect(() => repo.change('b'.repeat(32), (current) => current)).toThrow(OrderFormNotFoundError)
  })

  it('records who owns the personal data, and reads a change of owner alone', () => {
    repo.change(ID, (current) => current, { create: () => cart() })
    repo.change(ID, (current) => ({ ...current, ownerKey: 'session-1' }))
    expect(repo.find(ID)?.ownerKey).toBe('session-1')
    new SqliteOrderFormRepository(dbs.other).change(ID, (current) => ({ ...current, ownerKey: 'session-2' }))
    expect(repo.find(ID)?.ownerKey).toBe('session-2')
  })

  it('hands out frozen carts when asked to (a rule that changed a cached cart fails loudly)', () => {
    repo.change(ID, (current) => current, { create: () => cart() })
    const read = repo.get(ID)!
    expect(Object.isFrozen(read)).toBe(true)
    expect(Object.isFrozen(read.paymentData.installmentOptions)).toBe(true)
    expect(() => {
      ;(read as { value: number }).value = 1
    }).toThrow(TypeError)
    const unfrozen = new SqliteOrderFormRepository(dbs.server, new StoredCartCache({ freeze: false }))
    expect(Object.isFrozen(unfrozen.get(ID))).toBe(false)
  })

  it('deleting old anonymous carts forgets them in memory too', () => {
    repo.change(ID, (current) => current, { create: () => cart() }, new Date('2026-01-01T00:00:00Z'))
    expect(repo.get(ID)).toBeDefined()
    expect(repo.deleteAnonymousBefore(new Date('2026-02-01T00:00:00Z'))).toBe(1)
    expect(repo.get(ID)).toBeUndefined()
  })

  it('stays right beyond its bound: the least recently used carts are read from the database', () => {
    const small = new SqliteOrderFormRepository(dbs.server, new StoredCartCache({ maxEntries: 2 }))
    const ids = ['1', '2', '3', '4'].map((digit) => digit.repeat(32))
    ids.forEach((id, i) => small.change(id, (current) => ({ ...current, orderForm: withCustomValue(current.orderForm, `cart ${i}`) }), { create: () => createOrderForm(id, { salesChannel: '3' }) }))
    expect(ids.map((id) => customValue(small.get(id)))).toEqual(['cart 0', 'cart 1', 'cart 2', 'cart 3'])
  })
})
