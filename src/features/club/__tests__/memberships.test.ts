import { ean13CheckDigit } from '../../../catalogue/ean'
import { ClubJoinError, ClubMemberships, newCardNumber, type ClubMembership, type ClubRepository } from '../server/service'
import type { Member } from '../../../server/domain/accounts/types'

const member = (extra: Partial<Member> = {}): Member => ({
  id: 'm1',
  email: 'a@b.c',
  kind: 'consumer',
  givenName: 'Ana',
  middleName: null,
  familyName: 'Souza',
  birthdate: '1990-01-01',
  phoneNumber: null,
  phoneVerified: false,
  gender: null,
  cpf: '39053344705',
  cnpj: null,
  companyName: null,
  marketingEmailConsent: false,
  ...extra,
})

class MemoryClub implements ClubRepository {
  rows: ClubMembership[] = []
  filled: Array<{ cpf: string | null; birthdate: string | null }> = []
  find(memberId: string) {
    return this.rows.find((row) => row.memberId === memberId) ?? null
  }
  join(membership: ClubMembership, profile: { cpf: string | null; birthdate: string | null }) {
    if (this.rows.some((row) => row.cardNumber === membership.cardNumber || row.memberId === membership.memberId)) return false
    this.rows.push(membership)
    this.filled.push(profile)
    return true
  }
}

describe('club memberships', () => {
  it('draws card numbers with the club prefix and an EAN-13 check digit', () => {
    expect(ean13CheckDigit('209000012345')).toBe(6)
    const card = newCardNumber(() => '000012345')
    expect(card).toBe('2090000123456')
    expect(newCardNumber()).toMatch(/^209\d{10}$/)
  })

  it('joins once, drawing another card number when one is taken', () => {
    const store = new MemoryClub()
    store.rows.push({ memberId: 'other', cardNumber: '2090000000001', joinedAt: 'x' })
    const cards = ['2090000000001', '2090000000002']
    const club = new ClubMemberships(store, () => new Date('2024-05-01T10:00:00Z'), () => cards.shift()!)
    const status = club.join(member(), { acceptRules: true })
    expect(status).toEqual({ isMember: true, cardNumber: '2090000000002', joinedAt: '2024-05-01T10:00:00.000Z', needs: { cpf: false, birthdate: false } })
    expect(club.join(member(), { acceptRules: true }).cardNumber).toBe('2090000000002')
    expect(store.filled).toEqual([{ cpf: null, birthdate: null }])
  })

  it('needs a CPF and a birthdate, from the profile or the form', () => {
    const store = new MemoryClub()
    const club = new ClubMemberships(store)
    const bare = member({ cpf: null, birthdate: null })
    expect(club.statusOf(bare).needs).toEqual({ cpf: true, birthdate: true })
    expect(() => club.join(bare, { acceptRules: true })).toThrow(ClubJoinError)
    expect(() => club.join(bare, { acceptRules: true, cpf: '39053344705' })).toThrow('Informe a data de nascimento.')
    club.join(bare, { acceptRules: true, cpf: '39053344705', birthdate: '1990-02-03' })
    expect(store.filled).toEqual([{ cpf: '39053344705', birthdate: '1990-02-03' }])
  })
})
