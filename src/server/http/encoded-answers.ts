import zlib from 'node:zlib'
import { BoundedCache, lookupCountsOf, type CacheLookupCounts } from '../domain/bounded-cache'
import { API_LEVELS, COMPRESSION_MIN_BYTES, type CompressionLevels, type Encoding } from './static-files'

export interface EncodedAnswerLimits {
  /** Answers kept in each form (as made, compressed). */
  maxEntries: number
  /** Bytes of answers as made (uncompressed) kept. */
  maxRawBytes: number
  /** Bytes of compressed answers kept (brotli and gzip together). */
  maxEncodedBytes: number
}

/**
 * The search API's answers kept: plain bodies up to 64 MB (the 300 searches of bench:search are 13 MB
 * at 600 products and 41 MB at 20,000; a page of 24 products with many SKUs is up to ~440 KB), and
 * compressed ones up to 32 MB (a tenth to a fifteenth of their plain size).
 */
export const ENCODED_ANSWER_LIMITS: EncodedAnswerLimits = { maxEntries: 10_000, maxRawBytes: 64 * 1024 * 1024, maxEncodedBytes: 32 * 1024 * 1024 }

const encodedKeyOf = (key: string, encoding: Encoding): string => `${encoding}\u0000${key}`

/**
 * Compressed as lightly as the API's one-off answers unless told otherwise (brotli 1, gzip 1): a kept
 * answer costs nothing to send again, so what counts is the first one, a search nobody asked before. A
 * page of results (226 KB of JSON): brotli 1 17.3 KB in 0.46 ms against brotli 2 14.7 KB in 0.69 ms,
 * brotli 4 14.0 KB in 1.3 ms, gzip 1 21.4 KB in 0.71 ms, gzip 6 17.0 KB in 1.8 ms (decision record 0019).
 * Every body kept here is text (JSON, HTML).
 */
function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>, levels: CompressionLevels): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: levels.gzipLevel })
}

/** An answer's bytes as sent, their encoding, and the body as made. */
export interface EncodedAnswer {
  body: Buffer
  encoding: Encoding
  plain: Buffer
}

/**
 * Answers made once and sent many times: the body of a key as made, and its
 * compressed forms, each made on first demand and kept (bounded, least
 * recently used forgotten). The caller's key must name everything the body
 * depends on (the request's canonical form and the version of the data it
 * reads), so that a key never finds a stale body. Compressed and plain forms
 * are bounded apart: a few large plain answers cannot push out many small
 * compressed ones.
 */
export class EncodedAnswers {
  private readonly raw: BoundedCache<string, Buffer>
  private readonly encoded: BoundedCache<string, Buffer>
  /** An answer found kept (in any form) is a hit; one that had to be made, a miss. */
  private readonly lookups: CacheLookupCounts | null

  constructor(
    limits: EncodedAnswerLimits = ENCODED_ANSWER_LIMITS,
    private readonly levels: CompressionLevels = API_LEVELS,
    /** Counts the look-ups of the answers as made under this name (the metrics' cache hit rate). */
    name?: string,
  ) {
    const weigh = (body: Buffer) => body.length
    this.raw = new BoundedCache({ maxEntries: limits.maxEntries, maxWeight: limits.maxRawBytes, weigh })
    this.lookups = name === undefined ? null : lookupCountsOf(name)
    this.encoded = new BoundedCache({ maxEntries: limits.maxEntries, maxWeight: limits.maxEncodedBytes, weigh })
  }

  /** The body of `key` in `wanted` encoding (identity when too small to be worth it), made with `make` when not kept. */
  answer(key: string, wanted: Encoding, make: () => Buffer): { body: Buffer; encoding: Encoding } {
    if (wanted !== 'identity') {
      const kept = this.encoded.get(encodedKeyOf(key, wanted))
      if (kept) {
        if (this.lookups) this.lookups.hits += 1
        return { body: kept, encoding: wanted }
      }
    }
    let plain = this.raw.get(key)
    if (this.lookups) this.lookups[plain ? 'hits' : 'misses'] += 1
    if (!plain) {
      plain = make()
      this.raw.set(key, plain)
    }
    const { body, encoding } = this.encode(key, plain, wanted)
    return { body, encoding }
  }

  /** The answer of `key` with its body as made (`plain`), when that body is kept; undefined when it would have to be made. */
  kept(key: string, wanted: Encoding): EncodedAnswer | undefined {
    const plain = this.raw.get(key)
    if (this.lookups) this.lookups[plain ? 'hits' : 'misses'] += 1
    return plain ? this.encode(key, plain, wanted) : undefined
  }

  private encode(key: string, plain: Buffer, wanted: Encoding): EncodedAnswer {
    if (wanted === 'identity' || plain.length < COMPRESSION_MIN_BYTES) return { body: plain, encoding: 'identity', plain }
    const encodedKey = encodedKeyOf(key, wanted)
    let body = this.encoded.get(encodedKey)
    if (!body) {
      body = compress(plain, wanted, this.levels)
      this.encoded.set(encodedKey, body)
    }
    return { body, encoding: wanted, plain }
  }

  clear(): void {
    this.raw.clear()
    this.encoded.clear()
  }
}
