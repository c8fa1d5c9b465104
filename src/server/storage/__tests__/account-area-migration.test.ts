import Database from 'better-sqlite3'
import { migrate } from '../database'
import { migrations } from '../migrations'
import { SqliteCashbackRepository } from '../../../features/cashback/server/repository'
import { SqliteClubRepository } from '../../../features/club/server/repository'
import { SqliteMemberRepository } from '../member-repository'
import { migrationsOf } from '../../feature-module'
import { FEATURE_MODULES } from '../../feature-list'

describe('account area migration of an existing database', () => {
  it('turns stored cashback balances into opening ledger entries and loyalty cards into club memberships', () => {
    const db = new Database(':memory:')
    db.pragma('foreign_keys = ON')
    const everyMigration = [...migrations, ...migrationsOf(FEATURE_MODULES)]
    migrate(db, migrations.filter((m) => m.version < 60 || m.version >= 100))
    db.prepare(`INSERT INTO members (id, email, password_hash, kind, given_name, family_name, loyalty_card, created_at)
      VALUES ('m1', 'a@b.c', 'x', 'consumer', 'Ana', 'Souza', '2090000123456', '2024-01-01T00:00:00.000Z'),
             ('m2', 'b@b.c', 'x', 'consumer', 'Bia', 'Lima', NULL, '2024-01-01T00:00:00.000Z')`).run()
    db.prepare("INSERT INTO cashback_balances (member_id, balance_cents, updated_at) VALUES ('m1', 4590, '2024-02-01T00:00:00.000Z')").run()

    // (The mail outbox is the mail migrations' table, 250.) The cashback ledger (62) and the club's
    // memberships (440) are their features' now; the data moves the same.
    expect(migrate(db, everyMigration)).toEqual(expect.arrayContaining([60, 62, 65, 66, 440]))
    const members = new SqliteMemberRepository(db)
    const cashback = new SqliteCashbackRepository(db)
    expect(cashback.balance('m1')).toBe(4590)
    expect(cashback.balance('m2')).toBe(0)
    expect(cashback.entries('m1')).toEqual([
      { id: 1, kind: 'credit', amount: 4590, orderId: null, description: 'Saldo anterior', createdAt: '2024-02-01T00:00:00.000Z' },
    ])
    const club = new SqliteClubRepository(db, members)
    expect(club.find('m1')).toEqual({ memberId: 'm1', cardNumber: '2090000123456', joinedAt: '2024-01-01T00:00:00.000Z' })
    expect(club.cardOf('m1')).toBe('2090000123456')
    expect(club.cardOf('m2')).toBeNull()
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'cashback_balances'").get()).toBeUndefined()
    db.close()
  })

  it('one account per CPF and CNPJ: stored documents normalised, the oldest account keeps a duplicate, the others are cleared and listed', () => {
    const db = new Database(':memory:')
    db.pragma('foreign_keys = ON')
    migrate(db, migrations.filter((m) => m.version !== 66))
    const insert = db.prepare(`INSERT INTO members (id, email, password_hash, kind, given_name, family_name, cpf, cnpj, created_at)
      VALUES (?, ?, 'x', ?, 'Nome', 'Sobrenome', ?, ?, ?)`)
    // Demo data of an old database: the same CPF written three ways on three accounts, a CNPJ twice, a lone CPF.
    insert.run('m-new', 'nova@x.c', 'consumer', '39053344705', null, '2024-03-01T00:00:00.000Z')
    insert.run('m-old', 'antiga@x.c', 'consumer', '390.533.447-05', null, '2024-01-01T00:00:00.000Z')
    insert.run('m-mid', 'meio@x.c', 'consumer', ' 390 533 447 05', null, '2024-02-01T00:00:00.000Z')
    insert.run('c-2', 'b@x.c', 'business', null, '11222333000181', '2024-05-01T00:00:00.000Z')
    insert.run('c-1', 'a@x.c', 'business', '52998224725', '11.222.333/0001-81', '2024-04-01T00:00:00.000Z')
    insert.run('m-alpha', 'alfa@x.c', 'business', null, '12.abc.345/01de-35', '2024-06-01T00:00:00.000Z')

    expect(migrate(db, migrations)).toEqual([66])
    const documents = db.prepare('SELECT id, cpf, cnpj FROM members ORDER BY id').all()
    expect(documents).toEqual([
      { id: 'c-1', cpf: '52998224725', cnpj: '11222333000181' },
      { id: 'c-2', cpf: null, cnpj: null },
      { id: 'm-alpha', cpf: null, cnpj: '12ABC34501DE35' },
      { id: 'm-mid', cpf: null, cnpj: null },
      { id: 'm-new', cpf: null, cnpj: null },
      { id: 'm-old', cpf: '39053344705', cnpj: null },
    ])
    expect(db.prepare('SELECT member_id, kind, document, kept_by FROM member_document_conflicts ORDER BY member_id').all()).toEqual([
      { member_id: 'c-2', kind: 'cnpj', document: '11222333000181', kept_by: 'c-1' },
      { member_id: 'm-mid', kind: 'cpf', document: '39053344705', kept_by: 'm-old' },
      { member_id: 'm-new', kind: 'cpf', document: '39053344705', kept_by: 'm-old' },
    ])
    // From now on the database itself refuses a second holder.
    expect(() => db.prepare("UPDATE members SET cpf = '39053344705' WHERE id = 'm-new'").run()).toThrow(/UNIQUE constraint failed: members\.cpf/)
    expect(() => db.prepare("UPDATE members SET cnpj = '11222333000181' WHERE id = 'c-2'").run()).toThrow(/UNIQUE constraint failed: members\.cnpj/)
    expect(new SqliteMemberRepository(db).findIdByDocument('cpf', '39053344705')).toBe('m-old')
    db.close()
  })

  it('credits an order once even when asked twice (the ledger refuses a second credit of an order)', () => {
    const db = new Database(':memory:')
    migrate(db, [...migrations, ...migrationsOf(FEATURE_MODULES)])
    db.prepare("INSERT INTO members (id, email, password_hash, kind, given_name, family_name, created_at) VALUES ('m1', 'a@b.c', 'x', 'consumer', 'Ana', 'Souza', 'now')").run()
    const ledger = new SqliteCashbackRepository(db)
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
