import type { Db } from '../../storage/database'
import { hashPasswordSync } from './password'
import type { Member, MemberAddress } from './types'

/** The password of every demo member (documented in docs/accounts.md). */
export const DEMO_PASSWORD = 'arena123'

/** A seeded member: a Member whose profile is complete, with a cashback balance and an address book. */
interface DemoMember extends Member {
  birthdate: string
  phoneNumber: string
  gender: string
  /** Cents. */
  cashback: number
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
    loyaltyCard: '2090000123456',
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
    loyaltyCard: null,
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
    loyaltyCard: null,
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

/** Creates the demo members once (skipped when any member exists). */
export function seedDemoMembers(db: Db): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number }
  if (n > 0) return
  const now = new Date().toISOString()
  const insertMember = db.prepare(`INSERT INTO members (id, email, password_hash, kind, given_name, middle_name, family_name,
    birthdate, phone_number, phone_verified, gender, cpf, cnpj, company_name, loyalty_card, marketing_email_consent, created_at)
    VALUES (@id, @email, @hash, @kind, @givenName, @middleName, @familyName, @birthdate, @phoneNumber, @phoneVerified, @gender,
    @cpf, @cnpj, @companyName, @loyaltyCard, @marketing, @now)`)
  const insertAddress = db.prepare(`INSERT INTO member_addresses (id, member_id, vtex_id, country_code, street, locality,
    postal_code, complement, title, is_favorite, firstname, lastname, phone_number, type, accuracy, province, district, position)
    VALUES (?, ?, ?, 'BRA', ?, ?, ?, ?, ?, ?, ?, ?, ?, 'SHIPPING', 'VALID', ?, ?, ?)`)
  const insertCashback = db.prepare('INSERT INTO cashback_balances (member_id, balance_cents, updated_at) VALUES (?, ?, ?)')
  db.transaction(() => {
    for (const m of DEMO_MEMBERS) {
      insertMember.run({
        id: m.id,
        email: m.email,
        hash: hashPasswordSync(DEMO_PASSWORD),
        kind: m.kind,
        givenName: m.givenName,
        middleName: m.middleName,
        familyName: m.familyName,
        birthdate: m.birthdate,
        phoneNumber: m.phoneNumber,
        phoneVerified: m.phoneVerified ? 1 : 0,
        gender: m.gender,
        cpf: m.cpf,
        cnpj: m.cnpj,
        companyName: m.companyName,
        loyaltyCard: m.loyaltyCard,
        marketing: m.marketingEmailConsent ? 1 : 0,
        now,
      })
      m.addresses.forEach((a, position) =>
        insertAddress.run(a.id, m.id, a.vtexId, a.street, a.locality, a.postal_code, a.complement, a.title, a.is_favorite ? 1 : 0,
          m.givenName, m.familyName, m.phoneNumber, a.administrative_divisions.province, a.administrative_divisions.district, position),
      )
      if (m.cashback > 0) insertCashback.run(m.id, m.cashback, now)
    }
  })()
}
