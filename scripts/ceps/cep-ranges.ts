/**
 * npx tsx scripts/ceps/cep-ranges.ts
 * Writes src/server/domain/address/cep-ranges-br.json (the CEP ranges of the
 * 27 states) from the installed packages named in ./cep-ranges-source.ts.
 */
import fs from 'node:fs'
import { CEP_RANGES_PATH, cepRangesFile, cepRangesText } from './cep-ranges-source'

const file = cepRangesFile()
fs.writeFileSync(CEP_RANGES_PATH, cepRangesText(file))
const ranges = file.states.reduce((sum, state) => sum + state.ranges.length, 0)
console.log(`${CEP_RANGES_PATH}: ${file.states.length} states, ${ranges} ranges`)
