import { hashPasswordSync } from '../server/domain/accounts/password'
import type { Member, MemberAddress, MemberRegistry, NewMember } from '../server/domain/accounts/types'

/** The password of every demo member (documented in docs/accounts.md). */
export const DEMO_PASSWORD = 'arena123'

/** A seeded member: a Member whose profile is complete, with a cashback balance, a club card or none, and an address book. */
interface DemoMember extends Member {
  birthdate: string
  phoneNumber: string
  gender: string
  /** Cents (the cashback feature's opening balance). */
  cashback: number
  /** The club card (the club feature's membership), or null. */
  clubCard: string | null
  addresses: Array<Omit<MemberAddress, 'type' | 'accuracy' | 'firstname' | 'lastname' | 'phone_number' | 'country_code'>>
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    id: '6f1d2c3b-0a4e-4c1f-9a7e-1b2c3d4e5f60',
    email: 'ana.souza@example.com',
    kind: 'consumer',
    givenName: 'Ana',
    middleName: 'Clara',
    familyName: 'Souza',
    birthdate: '1990-04-12',
    phoneNumber: '+5511987654321',
    phoneVerified: true,
    gender: 'female',
    cpf: '39053344705',
    cnpj: null,
    companyName: null,
    clubCard: '2090000123456',
    marketingEmailConsent: true,
    cashback: 4590,
    addresses: [
      {
        id: 'addr-ana-casa',
        vtexId: 'a8f2e1d0c9b8',
        street: 'Avenida Paulista, 1578',
        locality: 'São Paulo',
        postal_code: '01310-100',
        complement: 'Apto 42',
        title: 'Casa',
        is_favorite: true,
        administrative_divisions: { province: 'SP', district: 'Bela Vista' },
      },
      {
        id: 'addr-ana-trabalho',
        vtexId: 'b7e3f2a1d0c9',
        street: 'Avenida Brigadeiro Faria Lima, 3477',
        locality: 'São Paulo',
        postal_code: '04538-133',
        complement: '10º andar',
        title: 'Trabalho',
        is_favorite: false,
        administrative_divisions: { province: 'SP', district: 'Itaim Bibi' },
      },
    ],
  },
  {
    id: '0c9b8a7f-6e5d-4c3b-8a19-f0e1d2c3b4a5',
    email: 'bruno.lima@example.com',
    kind: 'consumer',
    givenName: 'Bruno',
    middleName: null,
    familyName: 'Lima',
    birthdate: '1985-11-03',
    phoneNumber: '+5521998765432',
    phoneVerified: false,
    gender: 'male',
    cpf: '52998224725',
    cnpj: null,
    companyName: null,
    clubCard: null,
    marketingEmailConsent: false,
    cashback: 0,
    addresses: [],
  },
  {
    id: '9e8d7c6b-5a49-4382-b7a6-c5d4e3f2a1b0',
    email: 'compras@academiamovimento.example.com',
    kind: 'business',
    givenName: 'Carla',
    middleName: null,
    familyName: 'Mendes',
    birthdate: '1979-07-21',
    phoneNumber: '+5531934567890',
    phoneVerified: true,
    gender: 'female',
    cpf: '11144477735',
    cnpj: '11222333000181',
    companyName: 'Academia Movimento Ltda',
    clubCard: null,
    marketingEmailConsent: true,
    cashback: 12000,
    addresses: [
      {
        id: 'addr-academia-matriz',
        vtexId: 'c6d5e4f3a2b1',
        street: 'Avenida Afonso Pena, 1212',
        locality: 'Belo Horizonte',
        postal_code: '30130-010',
        complement: 'Loja 3',
        title: 'Matriz',
        is_favorite: true,
        administrative_divisions: { province: 'MG', district: 'Centro' },
      },
    ],
  },
]

/** The demo members as registered: complete address books (names and phone from the member) and their password hash. */
export function demoMemberRecords(passwordHash: (password: string) => string = hashPasswordSync): NewMember[] {
  return DEMO_MEMBERS.map(({ cashback: _cashback, clubCard: _clubCard, addresses, ...member }) => ({
    member,
    passwordHash: passwordHash(DEMO_PASSWORD),
    addresses: addresses.map((a) => ({
      ...a,
      country_code: 'BRA',
      firstname: member.givenName,
      lastname: member.familyName,
      phone_number: member.phoneNumber,
      type: 'SHIPPING' as const,
      accuracy: 'VALID' as const,
    })),
  }))
}

/** Registers the demo members once (skipped when any member exists). */
export function seedDemoMembers(members: MemberRegistry, now: Date = new Date()): void {
  if (members.count() > 0) return
  members.insertAll(demoMemberRecords(), now.toISOString())
}
