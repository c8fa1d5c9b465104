import type { ClubStatus } from '../../../features/club/contract'
import { SIGN_UP_SENT_MESSAGE } from '../../../contracts/account-forms'
import { DOCUMENT_IN_USE_MESSAGES, DocumentInUseError } from '../../domain/accounts/documents'
import { DEMO_MEMBERS } from '../../../demo/members'
import type { ErrorBody } from '../../http/errors'
import { lastMailTo, memberIdOf, tokenFromMail } from '../../test-support/account-area'
import { documentDigits, testCnpj, testCpf } from '../../test-support/documents'
import { loginAs, startTestServer, type TestServer } from '../../test-support/server'

const ana = DEMO_MEMBERS.find((member) => member.email === 'ana.souza@example.com')!
const company = DEMO_MEMBERS.find((member) => member.kind === 'business')!

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Anything that would tell whose account holds a document: e-mail (whole, local part or masked), names, phone. */
function leaked(text: string, member: (typeof DEMO_MEMBERS)[number]): string[] {
  const traces = [
    member.email,
    member.email.split('@')[0],
    `${member.email[0]}***`,
    member.givenName,
    member.familyName,
    ...(member.companyName ? [member.companyName] : []),
    member.phoneNumber.slice(-4),
  ]
  return traces.filter((trace) => new RegExp(`(^|[^\\p{L}\\d])${escapeRegExp(trace)}($|[^\\p{L}\\d])`, 'iu').test(text))
}

const consumerSignUp = (email: string, cpf: string) => ({ email, password: 'corrida2024', givenName: 'Rita', familyName: 'Melo', cpf, marketingConsent: false })
const memberCount = (server: TestServer) => (server.composition.db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number }).n

describe('one account per CPF (consumer store)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  it("a sign-up with a member's CPF, however typed, creates nothing and its e-mail says so without saying whose", async () => {
    const before = memberCount(server)
    for (const [i, typed] of [ana.cpf!, '390.533.447-05', ' 390 533 447 05 '].entries()) {
      const email = `outra.pessoa${i}@example.com`
      const answer = await server.client().post('/api/account/signup', consumerSignUp(email, typed))
      // The same answer as any sign-up: the API does not tell whether a CPF is a customer here.
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 202, body: { status: 'pending', message: SIGN_UP_SENT_MESSAGE } })
      const mail = lastMailTo(server, email)!
      expect(mail.subject).toBe('Não foi possível criar a sua conta Arena Esportes')
      expect(mail.text).toContain('o CPF informado já está cadastrado em outra conta')
      expect(mail.text).not.toContain('/login/ativar')
      expect(leaked(`${mail.subject}\n${mail.text}\n${mail.html}`, ana)).toEqual([])
    }
    expect(memberCount(server)).toBe(before)
  })

  it('of two sign-ups pending with one new CPF, the first link opened makes the account; the second is refused (409) without a hint', async () => {
    const cpf = testCpf(7001)
    await server.client().post('/api/account/signup', consumerSignUp('primeira@example.com', cpf))
    await server.client().post('/api/account/signup', consumerSignUp('segunda@example.com', cpf))
    const first = tokenFromMail(server, 'primeira@example.com', '/login/ativar')
    const second = tokenFromMail(server, 'segunda@example.com', '/login/ativar')
    expect((await server.client().post('/api/account/activate', { token: first })).status).toBe(200)
    const late = await server.client().post<ErrorBody>('/api/account/activate', { token: second })
    expect(late.status).toBe(409)
    expect(late.body.error).toEqual({ code: 'DOCUMENT_IN_USE', message: DOCUMENT_IN_USE_MESSAGES.cpf })
    expect(late.text).not.toContain('primeira')
    expect(server.composition.repositories.members.findIdByEmail('segunda@example.com')).toBeNull()
    expect(server.composition.repositories.members.findIdByDocument('cpf', documentDigits(cpf))).toBe(memberIdOf(server, 'primeira@example.com'))
  })

  it('the database refuses a second member with a CPF, whatever wrote it (unique index), and nothing of that write stays', async () => {
    const members = server.composition.repositories.members
    const before = memberCount(server)
    const { cashback: _cashback, clubCard: _clubCard, addresses: _addresses, ...anaMember } = ana
    const copy = { ...anaMember, id: 'copia-da-ana', email: 'copia@example.com' }
    expect(() => members.insertAll([{ member: copy, passwordHash: 'x', addresses: [] }], new Date().toISOString())).toThrow(DocumentInUseError)
    expect(memberCount(server)).toBe(before)
    const bruno = memberIdOf(server, 'bruno.lima@example.com')
    expect(() => server.composition.db.prepare('UPDATE members SET cpf = ? WHERE id = ?').run(ana.cpf, bruno)).toThrow(/UNIQUE constraint failed: members\.cpf/)
  })

  it("a member who gives their CPF when joining the club cannot give another member's: 400 on the CPF, not joined, nothing of whose", async () => {
    const business = await loginAs(server, company.email)
    const businessId = memberIdOf(server, company.email)
    server.composition.db.prepare('UPDATE members SET cpf = NULL, birthdate = NULL WHERE id = ?').run(businessId)
    server.composition.db.prepare('DELETE FROM club_memberships WHERE member_id = ?').run(businessId)
    const refused = await business.post<ErrorBody>('/api/account/club/join', { acceptRules: true, cpf: '390.533.447-05', birthdate: '1979-07-21' })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields).toEqual({ cpf: DOCUMENT_IN_USE_MESSAGES.cpf })
    expect(leaked(refused.text, ana)).toEqual([])
    const status = (await business.get<ClubStatus>('/api/account/club')).body
    expect(status).toMatchObject({ isMember: false, needs: { cpf: true, birthdate: true } })
    expect(server.composition.repositories.members.findById(businessId)?.birthdate).toBeNull()

    const own = testCpf(7002)
    const joined = await business.post<ClubStatus>('/api/account/club/join', { acceptRules: true, cpf: own, birthdate: '1979-07-21' })
    expect(joined.body.isMember).toBe(true)
    expect(server.composition.repositories.members.findById(businessId)?.cpf).toBe(documentDigits(own))
  })
})

describe('one account per CNPJ (business store)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { STORE_VARIANT: 'business' } })
  })
  afterAll(async () => {
    await server.close()
  })

  const businessSignUp = (email: string, cnpj: string) => ({
    email,
    password: 'corrida2024',
    givenName: 'Caio',
    familyName: 'Reis',
    cnpj,
    companyName: 'Outra Empresa Ltda',
    marketingConsent: false,
  })

  it("a sign-up with a member company's CNPJ, however typed, creates nothing and its e-mail says so without saying whose", async () => {
    const before = memberCount(server)
    for (const [i, typed] of [company.cnpj!, '11.222.333/0001-81'].entries()) {
      const email = `compras${i}@outra.example.com`
      const answer = await server.client().post('/api/account/signup', businessSignUp(email, typed))
      expect(answer.status).toBe(202)
      const mail = lastMailTo(server, email)!
      expect(mail.text).toContain('o CNPJ informado já está cadastrado em outra conta')
      expect(mail.text).not.toContain('/login/ativar')
      expect(leaked(`${mail.subject}\n${mail.text}\n${mail.html}`, company)).toEqual([])
    }
    expect(memberCount(server)).toBe(before)
    // A CNPJ of its own signs up as before.
    await server.client().post('/api/account/signup', businessSignUp('compras@nova.example.com', testCnpj(1)))
    expect((await server.client().post('/api/account/activate', { token: tokenFromMail(server, 'compras@nova.example.com', '/login/ativar') })).status).toBe(200)
    const late = await server.client().post('/api/account/signup', businessSignUp('compras2@nova.example.com', testCnpj(1)))
    expect(late.status).toBe(202)
    expect(lastMailTo(server, 'compras2@nova.example.com')?.text).toContain('o CNPJ informado já está cadastrado em outra conta')
  })
})
