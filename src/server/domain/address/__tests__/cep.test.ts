import fs from 'node:fs'
import { cepRangesFile, cepRangesText, CEP_RANGES_PATH, prefixesOf, rangesByState, rangesOfPrefixes } from '../../../../../scripts/ceps/cep-ranges-source'
import { BRAZILIAN_STATES } from '../../../../contracts/documents'
import { startFakeAddressProvider, type FakeAddressProvider } from '../../../test-support/fake-address-provider'
import { addressOfCep, type CepDirectory } from '../cep'
import { CEP_RECORDS } from '../cep-data'
import { CEP_RANGES, stateOfCep } from '../cep-ranges'
import { localCepLookup } from '../lookup'
import { onlineCepLookup } from '../online-provider'
import { ONE_CEP_PER_STATE } from '../../../test-support/ceps'

const noStreets: CepDirectory = { find: () => null }
const seedStreets: CepDirectory = {
  find: (digits) => {
    const record = CEP_RECORDS.find((candidate) => candidate.postalCode === digits)
    return record ? { ...record } : null
  },
}

describe('the CEP ranges shipped with the project', () => {
  it('are exactly what scripts/ceps/cep-ranges.ts makes of the installed packages (nothing typed by hand)', () => {
    expect(fs.readFileSync(CEP_RANGES_PATH, 'utf8')).toBe(cepRangesText(cepRangesFile()))
  })

  it('name their source and licence', () => {
    expect(CEP_RANGES.source).toMatch(/Google Address Data Service/)
    expect(CEP_RANGES.licence).toMatch(/CC-BY 4\.0/)
    expect(fs.readFileSync(`${__dirname}/../../../../../NOTICE`, 'utf8')).toMatch(/cep-ranges-br\.json[\s\S]*CC-BY 4\.0/)
  })

  it('cover the 27 states without overlapping, and leave 00000-000 outside', () => {
    expect(CEP_RANGES.states.map((state) => state.uf).sort()).toEqual([...BRAZILIAN_STATES].sort())
    const spans = CEP_RANGES.states.flatMap((state) => state.ranges.map(([first, last]) => [Number(first), Number(last)])).sort((a, b) => a[0] - b[0])
    for (let i = 1; i < spans.length; i++) expect(spans[i][0]).toBeGreaterThan(spans[i - 1][1])
    expect(stateOfCep('00000000')).toBeNull()
    expect(stateOfCep('00999999')).toBeNull()
  })

  it("agree with every street record of the seed table on the record's state", () => {
    for (const record of CEP_RECORDS) expect([record.postalCode, stateOfCep(record.postalCode)?.uf]).toEqual([record.postalCode, record.state])
  })

  it.each(ONE_CEP_PER_STATE)('put %s in %s', (cep, uf) => {
    expect(stateOfCep(cep.replace('-', ''))?.uf).toBe(uf)
  })

  it('turn prefix patterns into merged ranges', () => {
    expect(prefixesOf('69[0-24-8]')).toEqual(['690', '691', '692', '694', '695', '696', '697', '698'])
    expect(rangesOfPrefixes(prefixesOf('7[0-1]|72[0-7]|73[0-6]'))).toEqual([
      ['70000000', '72799999'],
      ['73000000', '73699999'],
    ])
    expect(() => prefixesOf('6x')).toThrow(/not a digit/)
  })

  it('give an overlapped CEP to the state with the longest prefix (Rondônia 76[89] inside Goiás 7[4-6])', () => {
    const ranges = rangesByState(new Map([['GO', ['74', '75', '76']], ['RO', ['768', '769']]]))
    expect(ranges.get('GO')).toEqual([['74000000', '76799999']])
    expect(ranges.get('RO')).toEqual([['76800000', '76999999']])
    expect(() => rangesByState(new Map([['A', ['1']], ['B', ['1']]]))).toThrow(/both claim/)
  })
})

describe('addressOfCep: the one look-up on the store data', () => {
  it('answers a street record whole', () => {
    expect(addressOfCep(seedStreets, '01310100')).toEqual({
      postalCode: '01310-100',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BRA',
      geoCoordinates: [-46.6559, -23.5614],
    })
  })

  it("answers a CEP with no street record with its range's state, the rest blank for the shopper", () => {
    expect(addressOfCep(seedStreets, '69005010')).toEqual({ postalCode: '69005-010', street: '', neighborhood: '', city: '', state: 'AM', country: 'BRA', geoCoordinates: [] })
  })

  it('answers null for a CEP outside every range, and does not trust a street record of another state', () => {
    expect(addressOfCep(seedStreets, '00000000')).toBeNull()
    const wrong: CepDirectory = { find: () => ({ postalCode: '69005010', street: 'Rua X', neighborhood: 'Y', city: 'São Paulo', state: 'SP', latitude: null, longitude: null }) }
    expect(addressOfCep(wrong, '69005010')?.state).toBe('AM')
    expect(addressOfCep(wrong, '69005010')?.street).toBe('')
  })
})

describe('onlineCepLookup (ADDRESS_PROVIDER_URL) against a local fake', () => {
  let provider: FakeAddressProvider
  const failures: string[] = []
  const lookup = (timeoutMs = 1500) =>
    onlineCepLookup({ urlTemplate: provider.urlTemplate, local: localCepLookup(noStreets), timeoutMs, onFailure: (_error, digits) => failures.push(digits) })

  beforeEach(async () => {
    provider = await startFakeAddressProvider()
    failures.length = 0
  })
  afterEach(() => provider.close())

  it('fills street, neighbourhood and city from the provider when its state agrees with the ranges', async () => {
    provider.answers.set('69005010', { cep: '69005-010', logradouro: 'Rua Guilherme Moreira', bairro: 'Centro', localidade: 'Manaus', uf: 'AM' })
    expect(await lookup().addressOf('69005010')).toMatchObject({ street: 'Rua Guilherme Moreira', neighborhood: 'Centro', city: 'Manaus', state: 'AM' })
    expect(provider.asked).toEqual(['69005010'])
  })

  it("keeps the local answer when the provider does not know the CEP or names another state", async () => {
    expect(await lookup().addressOf('13010100')).toMatchObject({ state: 'SP', city: '', street: '' })
    provider.answers.set('13010100', { logradouro: 'Rua X', localidade: 'Campinas', uf: 'RJ' })
    expect(await lookup().addressOf('13010100')).toMatchObject({ state: 'SP', city: '', street: '' })
    expect(failures).toEqual([])
  })

  it('falls back to the local answer when the provider fails or is slower than the timeout', async () => {
    provider.status = 500
    expect(await lookup().addressOf('13010100')).toMatchObject({ state: 'SP' })
    provider.status = 200
    provider.delayMs = 400
    provider.answers.set('13010100', { logradouro: 'Rua Barão de Jaguara', localidade: 'Campinas', uf: 'SP' })
    const started = Date.now()
    expect(await lookup(50).addressOf('13010100')).toMatchObject({ state: 'SP', street: '' })
    expect(Date.now() - started).toBeLessThan(400)
    expect(failures).toEqual(['13010100', '13010100'])
  })

  it('refuses a CEP outside every range without asking the provider', async () => {
    expect(await lookup().addressOf('00000000')).toBeNull()
    expect(provider.asked).toEqual([])
  })
})
