import QRCode from 'qrcode'

/** Quiet zone around the symbol, in modules (the QR code standard asks for 4). */
const QUIET_ZONE = 4

/** The QR code of a text as an SVG image (one path of dark modules), made synchronously. */
export function qrCodeSvg(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = modules.size + QUIET_ZONE * 2
  let path = ''
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
}

/** The QR code of a text as a data: URL (for an <img>). */
export function qrCodeDataUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(qrCodeSvg(text)).toString('base64')}`
}
