/** Brazilian tax ids: the rules live in shared code (src/config/tax-ids.ts), used by the forms too. */
export { digitsOnly, isValidCnpj, isValidCpf } from '../../../config/tax-ids'
