import zlib from 'node:zlib'
import { EncodedAnswers } from '../encoded-answers'
import { brotliTextAt } from '../../test-support/compression'
import { API_LEVELS } from '../static-files'

const BIG = Buffer.from(JSON.stringify({ products: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Produto ${i}`, price: i * 10 })) }))

describe('EncodedAnswers', () => {
  it('makes a body once per key and sends it from memory after, in every encoding', () => {
    const answers = new EncodedAnswers()
    let made = 0
    const make = () => {
      made++
      return BIG
    }
    const br = answers.answer('k', 'br', make)
    const gzip = answers.answer('k', 'gzip', make)
    const plain = answers.answer('k', 'identity', make)
    expect(made).toBe(1)
    expect(br.encoding).toBe('br')
    expect(zlib.brotliDecompressSync(br.body)).toEqual(BIG)
    expect(gzip.encoding).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body)).toEqual(BIG)
    expect(plain).toEqual({ body: BIG, encoding: 'identity' })
    expect(answers.answer('k', 'br', make).body).toBe(br.body)
    expect(made).toBe(1)
    // Another key is another answer.
    answers.answer('other', 'br', () => Buffer.from('{}'))
    expect(answers.answer('other', 'identity', make).body.toString()).toBe('{}')
  })

  it('compresses at the API\'s levels unless given others', () => {
    const brotliAt = (quality: number) => brotliTextAt(BIG, quality)
    const api = new EncodedAnswers()
    expect(api.answer('k', 'br', () => BIG).body).toEqual(brotliAt(API_LEVELS.brotliQuality))
    expect(api.answer('k', 'gzip', () => BIG).body).toEqual(zlib.gzipSync(BIG, { level: API_LEVELS.gzipLevel }))
    const harder = new EncodedAnswers(undefined, { brotliQuality: 6, gzipLevel: 9 })
    const br = harder.answer('k', 'br', () => BIG).body
    expect(br).toEqual(brotliAt(6))
    expect(br.length).toBeLessThan(brotliAt(API_LEVELS.brotliQuality).length)
    expect(harder.answer('k', 'gzip', () => BIG).body).toEqual(zlib.gzipSync(BIG, { level: 9 }))
  })

  it('leaves a small body uncompressed', () => {
    const answers = new EncodedAnswers()
    expect(answers.answer('small', 'br', () => Buffer.from('{"ok":true}'))).toEqual({ body: Buffer.from('{"ok":true}'), encoding: 'identity' })
  })

  it('stays right beyond its bounds: forgotten answers are made again', () => {
    const answers = new EncodedAnswers({ maxEntries: 2, maxRawBytes: (BIG.length + 1) * 2, maxEncodedBytes: 1_000_000 })
    let made = 0
    const make = (i: number) => () => {
      made++
      return Buffer.concat([BIG, Buffer.from(String(i))])
    }
    for (let i = 0; i < 3; i++) answers.answer(`k${i}`, 'identity', make(i))
    expect(made).toBe(3)
    expect(answers.answer('k0', 'identity', make(0)).body.toString().endsWith('0')).toBe(true)
    expect(made).toBe(4)
    expect(answers.answer('k2', 'identity', make(2)).body.toString().endsWith('2')).toBe(true)
    expect(made).toBe(4)
  })

  it('forgets everything when cleared', () => {
    const answers = new EncodedAnswers()
    answers.answer('k', 'br', () => BIG)
    answers.clear()
    let made = 0
    answers.answer('k', 'br', () => {
      made++
      return BIG
    })
    expect(made).toBe(1)
  })
})

describe('EncodedAnswers.kept', () => {
  it('gives a kept answer with its plain body, and nothing for a key not made yet', () => {
    const answers = new EncodedAnswers()
    expect(answers.kept('k', 'br')).toBeUndefined()
    answers.answer('k', 'identity', () => BIG)
    const kept = answers.kept('k', 'br')
    expect(kept?.encoding).toBe('br')
    expect(kept?.plain).toBe(BIG)
    expect(zlib.brotliDecompressSync(kept!.body)).toEqual(BIG)
  })
})
