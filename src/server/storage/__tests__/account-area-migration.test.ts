import Database from 'better-sqlite3'
import { migrate } from '../database'
import { migrations } from '../migrations'
import { CashbackRepository } from '../cashback-repository'
import { ClubRepository } from '../club-repository'
import { MemberRepository } from '../member-repository'

describe('account area migration of an existing database', () => {
  it('turns stored cashback balances into opening ledger entries and loyalty cards into club memberships', () => {
    const db = new Database(':memory:')
    db.pragma('foreign_keys = ON')
    migrate(db, migrations.filter((m) => m.version < 60 || m.version >= 100))
    db.prepare(`INSERT INTO members (id, email, password_hash, kind, given_name, family_name, loyalty_card, created_at)
      VALUES ('m1', 'a@b.c', 'x', 'consumer', 'Ana', 'Souza', '2090000123456', '2024-01-01T00:00:00.000Z'),
             ('m2', 'b@b.c', 'x', 'consumer', 'Bia', 'Lima', NULL, '2024-01-01T00:00:00.000Z')`).run()
    db.prepare("INSERT INTO cashback_balances (member_id, balance_cents, updated_at) VALUES ('m1', 4590, '2024-02-01T00:00:00.000Z')").run()

    // (The mail outbox is the mail migrations' table, 250.)
    expect(migrate(db, migrations)).toEqual([60, 62, 63, 64, 65])
    const members = new MemberRepository(db)
    expect(members.cashbackBalance('m1')).toBe(4590)
    expect(members.cashbackBalance('m2')).toBe(0)
    expect(new CashbackRepository(db).entries('m1')).toEqual([
      { id: 1, kind: 'credit', amount: 4590, orderId: null, description: 'Saldo anterior', createdAt: '2024-02-01T00:00:00.000Z' },
    ])
    expect(new ClubRepository(db).find('m1')).toEqual({ memberId: 'm1', cardNumber: '2090000123456', joinedAt: '2024-01-01T00:00:00.000Z' })
    expect(members.findById('m1')?.loyaltyCard).toBe('2090000123456')
    expect(members.findById('m2')?.loyaltyCard).toBeNull()
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'cashback_balances'").get()).toBeUndefined()
    db.close()
  })

  it('credits an order once even when asked twice (the ledger refuses a second credit of an order)', () => {
    const db = new Database(':memory:')
    migrate(db, migrations)
    db.prepare("INSERT INTO members (id, email, password_hash, kind, given_name, family_name, created_at) VALUES ('m1', 'a@b.c', 'x', 'consumer', 'Ana', 'Souza', 'now')").run()
    const ledger = new CashbackRepository(db)
    const entry = { memberId: 'm1', kind: 'credit' as const, amount: 100, orderId: '1000000000000-01', description: 'x', createdAt: 'now' }
    expect(ledger.insert(entry)).toBe(true)
    expect(ledger.insert(entry)).toBe(false)
    expect(ledger.insert({ ...entry, kind: 'debit' })).toBe(true)
    expect(ledger.insert({ ...entry, orderId: null })).toBe(true)
    expect(ledger.insert({ ...entry, orderId: null })).toBe(true)
    expect(ledger.balance('m1')).toBe(200)
    db.close()
  })
})
