/**
 * Pix "copia e cola" codes (the Central Bank's BR Code: EMV merchant-presented
 * QR code fields with a CRC16 check) for the test connector's charges.
 */

/** The test store's Pix key and the merchant fields of its codes. */
export const PIX_TEST_KEY = 'pix@arenaesportes.com.br'
export const PIX_MERCHANT_NAME = 'ARENA ESPORTES'
export const PIX_MERCHANT_CITY = 'SAO PAULO'

/** One EMV field: id, two-digit length, value. */
function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF), as four upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** The BR Code of a charge of `cents` identified by `txid` (letters and digits, at most 25). */
export function pixCode(cents: number, txid: string): string {
  const reference = txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***'
  const payload = [
    field('00', '01'),
    field('01', '12'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', PIX_TEST_KEY)),
    field('52', '0000'),
    field('53', '986'),
    field('54', (cents / 100).toFixed(2)),
    field('58', 'BR'),
    field('59', PIX_MERCHANT_NAME),
    field('60', PIX_MERCHANT_CITY),
    field('62', field('05', reference)),
  ].join('')
  const withCrcId = `${payload}6304`
  return `${withCrcId}${crc16(withCrcId)}`
}

/** True when a BR Code's CRC matches its content. */
export function isValidPixCode(code: string): boolean {
  return code.length > 8 && code.slice(-8, -4) === '6304' && crc16(code.slice(0, -4)) === code.slice(-4)
}
