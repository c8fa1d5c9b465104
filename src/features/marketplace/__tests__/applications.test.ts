import { SELLER_PROTOCOL_PATTERN } from '../contract'
import { newProtocol, SellerApplicationError, SellerApplications, statusViewOf, type SellerApplicationRepository, type StoredSellerApplication } from '../server/service'

class MemoryApplications implements SellerApplicationRepository {
  rows: StoredSellerApplication[] = []
  insert(application: StoredSellerApplication) {
    if (this.rows.some((row) => row.protocol === application.protocol)) return false
    this.rows.push(application)
    return true
  }
  get(protocol: string) {
    return this.rows.find((row) => row.protocol === protocol) ?? null
  }
  listByCnpj(cnpj: string) {
    return this.rows.filter((row) => row.cnpj === cnpj)
  }
}

const input = {
  companyName: 'Loja Ltda',
  tradeName: null,
  cnpj: '11444777000161',
  contactName: 'Rui',
  email: 'rui@loja.example',
  phone: '+5511987654321',
  website: null,
  categories: ['roupas' as const],
  message: null,
}

describe('seller applications', () => {
  it('issues protocols without look-alike characters', () => {
    expect(newProtocol(() => 0)).toBe('MP-AAAA-AAAA')
    for (let i = 0; i < 50; i += 1) expect(newProtocol()).toMatch(SELLER_PROTOCOL_PATTERN)
  })

  it('draws a new protocol when one is taken, and allows one open application per CNPJ', () => {
    const store = new MemoryApplications()
    const protocols = ['MP-AAAA-AAAA', 'MP-AAAA-AAAA', 'MP-BBBB-BBBB']
    const applications = new SellerApplications(store, () => new Date('2024-01-01T00:00:00Z'), () => protocols.shift()!)
    expect(applications.apply(input).protocol).toBe('MP-AAAA-AAAA')
    expect(() => applications.apply(input)).toThrow(SellerApplicationError)
    store.rows[0].status = 'rejected'
    expect(applications.apply(input).protocol).toBe('MP-BBBB-BBBB')
    expect(applications.statusOf('MP-BBBB-BBBB', '11444777000161')?.status).toBe('received')
    expect(applications.statusOf('MP-BBBB-BBBB', '11222333000181')).toBeNull()
  })

  it('marks the screening steps a status has passed', () => {
    const base = { ...input, protocol: 'MP-AAAA-AAAA', createdAt: 'x', updatedAt: 'x' }
    expect(statusViewOf({ ...base, status: 'in-review' }).steps.map((step) => step.done)).toEqual([true, true, false, false])
    expect(statusViewOf({ ...base, status: 'approved' }).steps.every((step) => step.done)).toBe(true)
  })
})
