import zlib from 'node:zlib'

import { icoFromPng, pngSize } from '../favicon'

/** A real w×h PNG (one colour, no filtering), made here. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])) >>> 0)
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.writeUInt8(8, 8) // bit depth
  ihdr.writeUInt8(6, 9) // RGBA
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 4, 0x80)])
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))])
}

describe('favicon', () => {
  it('reads a PNG’s size', () => {
    expect(pngSize(png(48, 32))).toEqual({ width: 48, height: 32 })
  })

  it('wraps the PNG in an ICO: header, one directory entry, the image as is', () => {
    const image = png(48, 48)
    const ico = icoFromPng(image)
    expect(ico.readUInt16LE(0)).toBe(0)
    expect(ico.readUInt16LE(2)).toBe(1)
    expect(ico.readUInt16LE(4)).toBe(1)
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([48, 48])
    expect(ico.readUInt16LE(12)).toBe(32)
    expect(ico.readUInt32LE(14)).toBe(image.length)
    expect(ico.readUInt32LE(18)).toBe(22)
    expect(ico.subarray(22).equals(image)).toBe(true)
  })

  it('writes 256 px as 0, as the format says', () => {
    const ico = icoFromPng(png(256, 256))
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([0, 0])
  })

  it('refuses what is not a PNG, or a PNG too large for an ICO', () => {
    expect(() => icoFromPng(Buffer.from('GIF89a……………………………………'))).toThrow('not a PNG image')
    expect(() => icoFromPng(png(257, 1))).toThrow('at most 256 px')
  })
})
