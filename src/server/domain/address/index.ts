export { addressOfCep, CEP_PATTERN, formatCep, normalizeCep, seedCepAddresses, type CepDirectory, type CepRecord, type CepTable, type PostalCodeAddress } from './cep'
export { CEP_RECORDS } from './cep-data'
