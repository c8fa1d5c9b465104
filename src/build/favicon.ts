/**
 * /favicon.ico, which browsers and crawlers ask for whatever the page's
 * <link rel="icon"> says: the manifest's 48 px PNG icon in an ICO container
 * (an ICO may hold PNG data as is; every browser of the support table reads it).
 */

/** The icon of public/ the favicon is made from (gatsby-plugin-manifest writes it). */
export const FAVICON_SOURCE_ICON = 'icons/icon-48x48.png'
export const FAVICON_FILE = 'favicon.ico'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const ICO_HEADER_BYTES = 6
const ICO_ENTRY_BYTES = 16
/** An ICO entry's width and height are one byte each, 0 meaning 256. */
const ICO_MAX_SIDE = 256

/** Width and height of a PNG, from its IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || !png.subarray(0, 8).equals(PNG_SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG image')
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

/** An ICO file holding one PNG image. */
export function icoFromPng(png: Buffer): Buffer {
  const { width, height } = pngSize(png)
  if (width > ICO_MAX_SIDE || height > ICO_MAX_SIDE) throw new Error(`an ICO image is at most ${ICO_MAX_SIDE} px a side (got ${width}×${height})`)
  const head = Buffer.alloc(ICO_HEADER_BYTES + ICO_ENTRY_BYTES)
  head.writeUInt16LE(0, 0) // reserved
  head.writeUInt16LE(1, 2) // type: icon
  head.writeUInt16LE(1, 4) // one image
  head.writeUInt8(width % ICO_MAX_SIDE, 6)
  head.writeUInt8(height % ICO_MAX_SIDE, 7)
  head.writeUInt8(0, 8) // no palette
  head.writeUInt8(0, 9) // reserved
  head.writeUInt16LE(1, 10) // colour planes
  head.writeUInt16LE(32, 12) // bits per pixel
  head.writeUInt32LE(png.length, 14)
  head.writeUInt32LE(ICO_HEADER_BYTES + ICO_ENTRY_BYTES, 18)
  return Buffer.concat([head, png])
}
