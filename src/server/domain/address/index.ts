export { CepRepository, CEP_PATTERN, formatCep, normalizeCep, seedCepAddresses, type PostalCodeAddress } from './cep'
export { CEP_RECORDS, type CepRecord } from './cep-data'
