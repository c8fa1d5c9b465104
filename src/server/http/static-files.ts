import crypto from 'node:crypto'
import fs from 'node:fs'
import zlib from 'node:zlib'
import { isCompressible, isDocument, mimeTypeFor } from './mime'
import type { PublicFiles } from '../domain/publishing/ports'

export type Encoding = 'br' | 'gzip' | 'identity'

export interface StaticFile {
  absolutePath: string
  contentType: string
  etag: string
  mtimeMs: number
  /** The file on disk (device and inode): a file shared by two builds is the same. */
  fileId: string
  body: Buffer
  compressed: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>
}

/** Files above this size are streamed from disk each time rather than kept in memory. */
export const MEMORY_CACHE_MAX_FILE_BYTES = 2 * 1024 * 1024
/** Total budget of the in-memory file cache. */
export const MEMORY_CACHE_MAX_TOTAL_BYTES = 256 * 1024 * 1024
/** Smaller bodies are not worth compressing. */
export const COMPRESSION_MIN_BYTES = 1024

/**
 * How hard the API's answers are compressed, each per request (files are
 * compressed once, see staticLevelsFor). A page of search results (~220 KB of
 * JSON) takes 0.34 ms at brotli 1 (17 KB) against 1.4 ms at brotli 4 (14 KB),
 * and gzip 1 ~1 ms (21 KB): at 32 connections the server's one thread spent
 * most of its time compressing (decision record 0015).
 */
export const API_BROTLI_QUALITY = 1
export const API_GZIP_LEVEL = 1
/** The API's levels as a pair (answers kept by EncodedAnswers unless told otherwise). */
export const API_LEVELS: CompressionLevels = { brotliQuality: API_BROTLI_QUALITY, gzipLevel: API_GZIP_LEVEL }

/** Picks the best encoding the client accepts: brotli, then gzip. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity'
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/q=0(\.0+)?$/.test(q.trim()))
    .map(([name]) => name.trim().toLowerCase())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return 'identity'
}

export interface CompressionLevels {
  brotliQuality: number
  gzipLevel: number
}

/**
 * How hard a file of the build is compressed, once, when it is first asked
 * for (decision record 0022). Measured on a product build (brotli):
 * - Documents (HTML, JSON, XML): a page and its page data per route,
 *   thousands per build, each first asked for after every publish. A 41 KB
 *   product page: 0.7 ms at quality 6 (8.8 KB), 38 ms at 11 (8.1 KB), 85 ms
 *   at 9 (8.8 KB), the level every file had before.
 * - Scripts and styles (and SVG): a few files per build that every page
 *   loads. The 209 KB app bundle: 16–20 ms at quality 5 (64.8 KB), 320–455
 *   ms at 11 (58.7 KB). The first answer is made at 5; quality 11 is made
 *   off the request thread (zlib's thread pool) and answers from then on.
 */
export const DOCUMENT_LEVELS: CompressionLevels = { brotliQuality: 6, gzipLevel: 9 }
const ASSET_FIRST_LEVELS: CompressionLevels = { brotliQuality: 5, gzipLevel: 9 }
const ASSET_BROTLI_QUALITY = 11
/** Bodies made per request (rendered pages), and files too large to keep in memory: compressed on every answer. */
const PER_REQUEST_LEVELS: CompressionLevels = { brotliQuality: 4, gzipLevel: 6 }

/** The levels a file of the build is first compressed at (`kept`: its compressed bodies are kept in memory). */
export function staticLevelsFor(contentType: string, kept: boolean): CompressionLevels {
  if (!kept) return PER_REQUEST_LEVELS
  return isDocument(contentType) ? DOCUMENT_LEVELS : ASSET_FIRST_LEVELS
}

const brotliParams = (quality: number, body: Buffer): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
})

function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>, levels: CompressionLevels): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, brotliParams(levels.brotliQuality, body)) : zlib.gzipSync(body, { level: levels.gzipLevel })
}

/** A body made for one response, compressed for the client when worthwhile (at the per-request levels unless told). */
export function encodeOnce(body: Buffer, contentType: string, wanted: Encoding, levels: CompressionLevels = PER_REQUEST_LEVELS): { body: Buffer; encoding: Encoding } {
  if (wanted === 'identity' || body.length < COMPRESSION_MIN_BYTES || !isCompressible(contentType)) return { body, encoding: 'identity' }
  return { body: compress(body, wanted, levels), encoding: wanted }
}

const fileIdOf = (stat: fs.Stats): string => `${stat.dev}:${stat.ino}`

/**
 * Serves the public files of a build from memory: each file is read once,
 * its compressed variants made once, and kept while it is unchanged on disk.
 * Where a site path's file is comes from the build's PublicFiles (its folder,
 * or a release's manifest over the stored objects).
 */
export class StaticFileCache {
  private readonly cache = new Map<string, StaticFile>()
  private cachedBytes = 0
  /** Brotli bodies of quality 11 being made off the request thread. */
  private readonly upgrades = new Set<Promise<void>>()

  constructor(readonly files: PublicFiles) {}

  /** Absolute path of an existing regular file for a site path, or null (never outside the build). */
  resolve(sitePath: string): string | null {
    return this.files.resolve(sitePath)
  }

  load(absolutePath: string): StaticFile {
    const stat = fs.statSync(absolutePath)
    const cached = this.cache.get(absolutePath)
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.body.length === stat.size) return cached
    const body = fs.readFileSync(absolutePath)
    const file: StaticFile = {
      absolutePath,
      contentType: mimeTypeFor(absolutePath),
      etag: `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
      mtimeMs: stat.mtimeMs,
      fileId: fileIdOf(stat),
      body,
      compressed: {},
    }
    if (cached) this.cachedBytes -= cached.body.length
    if (body.length <= MEMORY_CACHE_MAX_FILE_BYTES && this.cachedBytes + body.length <= MEMORY_CACHE_MAX_TOTAL_BYTES) {
      this.cache.set(absolutePath, file)
      this.cachedBytes += body.length
    }
    return file
  }

  /**
   * Takes over what another store (the build served before) holds in memory
   * for files this build shares with it (one file on disk for the same site
   * path: a stored object both releases name, or a hard link; same device,
   * inode, size and time), so a switch does not read and compress them again.
   */
  adopt(previous: StaticFileCache): void {
    for (const [absolutePath, file] of previous.cache) {
      const ownPath = this.files.counterpartOf(absolutePath, previous.files)
      if (ownPath === null || this.cache.has(ownPath)) continue
      let stat: fs.Stats
      try {
        stat = fs.statSync(ownPath)
      } catch {
        continue
      }
      if (fileIdOf(stat) !== file.fileId || stat.size !== file.body.length || stat.mtimeMs !== file.mtimeMs) continue
      if (this.cachedBytes + file.body.length > MEMORY_CACHE_MAX_TOTAL_BYTES) break
      this.cache.set(ownPath, { ...file, absolutePath: ownPath })
      this.cachedBytes += file.body.length
    }
  }

  /** The body to send for an encoding, compressing (once) when worthwhile. */
  encoded(file: StaticFile, wanted: Encoding): { body: Buffer; encoding: Encoding } {
    if (wanted === 'identity' || file.body.length < COMPRESSION_MIN_BYTES || !isCompressible(file.contentType)) {
      return { body: file.body, encoding: 'identity' }
    }
    let body = file.compressed[wanted]
    if (!body) {
      const levels = staticLevelsFor(file.contentType, this.cache.get(file.absolutePath) === file)
      body = compress(file.body, wanted, levels)
      file.compressed[wanted] = body
      if (wanted === 'br' && levels === ASSET_FIRST_LEVELS) this.upgrade(file)
    }
    return { body, encoding: wanted }
  }

  /** Makes the file's brotli body at quality 11 in zlib's thread pool, and answers with it once made (kept on failure as it was). */
  private upgrade(file: StaticFile): void {
    const done = new Promise<void>((resolve) => {
      zlib.brotliCompress(file.body, brotliParams(ASSET_BROTLI_QUALITY, file.body), (error, hard) => {
        if (!error && hard.length < (file.compressed.br?.length ?? Infinity)) file.compressed.br = hard
        resolve()
      })
    })
    this.upgrades.add(done)
    void done.then(() => this.upgrades.delete(done))
  }

  /** Resolves when the brotli bodies being made off the request thread are made. */
  async compressing(): Promise<void> {
    while (this.upgrades.size > 0) await Promise.all([...this.upgrades])
  }
}
