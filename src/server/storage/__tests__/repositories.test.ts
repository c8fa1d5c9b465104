import { CEP_RECORDS } from '../../domain/address/cep-data'
import { addressOfCep, seedCepAddresses } from '../../domain/address/cep'
import { DEMO_MEMBERS, demoMemberRecords } from '../../../demo/members'
import { memoryStore } from '../../test-support/store'
import { isDatabaseReachable } from '../database'

describe('member repository', () => {
  it('registers members with their address books, all or none', () => {
    const { repositories } = memoryStore()
    const records = demoMemberRecords(() => 'hash')
    expect(() => repositories.members.insertAll([records[0], records[0]], '2025-01-01T00:00:00.000Z')).toThrow()
    expect(repositories.members.count()).toBe(0)
    repositories.members.insertAll(records, '2025-01-01T00:00:00.000Z')
    expect(repositories.members.count()).toBe(DEMO_MEMBERS.length)
    const ana = DEMO_MEMBERS[0]
    expect(repositories.members.findCredentials(` ${ana.email.toUpperCase()} `)).toEqual({ member: records[0].member, passwordHash: 'hash' })
    expect(repositories.members.findById(ana.id)).toEqual(records[0].member)
    expect(repositories.members.findIdByEmail(ana.email)).toBe(ana.id)
    expect(repositories.members.addresses(ana.id)).toEqual(records[0].addresses)
    expect(repositories.members.findCredentials('nobody@example.com')).toBeNull()
    expect(repositories.members.findById('nobody')).toBeNull()
  })
})

describe('CEP repository', () => {
  it('is filled once and answers the address of a CEP', () => {
    const { repositories } = memoryStore()
    seedCepAddresses(repositories.ceps)
    seedCepAddresses(repositories.ceps)
    expect(repositories.ceps.count()).toBe(CEP_RECORDS.length)
    expect(addressOfCep(repositories.ceps, '01310100')).toMatchObject({ postalCode: '01310-100', street: 'Avenida Paulista', state: 'SP', country: 'BRA' })
    expect(addressOfCep(repositories.ceps, '99999999')).toMatchObject({ state: 'RS', street: '', city: '' })
    expect(addressOfCep(repositories.ceps, '00000000')).toBeNull()
  })
})

describe('database health', () => {
  it('is reachable while open, not after closing', () => {
    const { db } = memoryStore()
    expect(isDatabaseReachable(db)).toBe(true)
    db.close()
    expect(isDatabaseReachable(db)).toBe(false)
  })
})
