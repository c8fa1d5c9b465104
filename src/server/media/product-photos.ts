/**
 * The embedded catalogue's photographs: a 1,200 px JPEG master rendered from
 * the picture's studio drawing (catalogue/images `productPhotoSvg`) with a
 * texture of several grains (what makes a photograph weigh 60–250 KB), and its
 * derivatives at the slots' widths in AVIF, WebP and JPEG. Each file is made
 * once and kept on disk under a name that is the hash of what it is drawn from
 * (content-addressed: a build, a test run and the server share them; a changed
 * recipe makes new names). Concurrent requests for one file share one render.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

import { PRODUCT_PHOTO_MASTER_PX, type ProductPhotoFormat } from '../../config/image-slots'
import { productPhotoSvg, type ProductImageParams } from '../../catalogue/images'

/** Changes whenever the rendering below changes: every cached file is then made anew. */
export const PRODUCT_PHOTO_RECIPE = 'photo-v2'
/** The grain: [cells across the picture, amplitude in levels of 255], coarse to fine. */
const GRAIN_OCTAVES: ReadonlyArray<readonly [number, number]> = [
  [12, 22],
  [48, 14],
  [150, 12],
  [400, 9],
  [PRODUCT_PHOTO_MASTER_PX, 7],
]
const MASTER_JPEG = { quality: 82, mozjpeg: true } as const
const DERIVATIVE_OPTIONS = {
  avif: { quality: 55, effort: 2 },
  webp: { quality: 75 },
  jpg: { quality: 80, mozjpeg: true },
} as const

export interface ProductPhotoFile {
  body: Buffer
  /** Whether this request rendered it (false: read from the cache). */
  rendered: boolean
}

export interface ProductPhotos {
  /** The master (width null) or a derivative of a picture. */
  get(params: ProductImageParams, width: number | null, format: ProductPhotoFormat): Promise<ProductPhotoFile>
}

/** A small deterministic generator (the grain of one picture is always the same). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 4294967296
  }
}

/** The grain, made once per process (a third of a master's cost) and laid on each picture from an offset of its own. */
let sharedGrain: Promise<Float32Array> | null = null
function grainTexture(): Promise<Float32Array> {
  sharedGrain ??= (async () => {
    const size = PRODUCT_PHOTO_MASTER_PX
    const random = seededRandom(PRODUCT_PHOTO_MASTER_PX)
    const grain = new Float32Array(size * size)
    for (const [cells, amplitude] of GRAIN_OCTAVES) {
      const small = Buffer.alloc(cells * cells)
      for (let i = 0; i < small.length; i++) small[i] = Math.floor(random() * 256)
      const layer =
        cells === size ? small : await sharp(small, { raw: { width: cells, height: cells, channels: 1 } }).resize(size, size, { kernel: 'cubic' }).raw().toBuffer()
      for (let i = 0; i < grain.length; i++) grain[i] += (layer[i] / 255 - 0.5) * 2 * amplitude
    }
    return grain
  })()
  return sharedGrain
}

async function renderMaster(svg: string, seed: number): Promise<Buffer> {
  const size = PRODUCT_PHOTO_MASTER_PX
  const [pixels, grain] = await Promise.all([
    sharp(Buffer.from(svg), { density: (72 * size) / 400 })
      .resize(size, size)
      .removeAlpha()
      .raw()
      .toBuffer(),
    grainTexture(),
  ])
  // Each picture reads the texture from its own starting pixel (wrapping), so pictures do not share a pattern.
  const offset = seed % grain.length
  for (let p = 0, i = 0; p < grain.length; p++) {
    const g = grain[(p + offset) % grain.length]
    for (let c = 0; c < 3; c++, i++) {
      const value = pixels[i] + g
      pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).jpeg(MASTER_JPEG).toBuffer()
}

function renderDerivative(master: Buffer, width: number, format: ProductPhotoFormat): Promise<Buffer> {
  const image = sharp(master).resize(width, width)
  if (format === 'avif') return image.avif(DERIVATIVE_OPTIONS.avif).toBuffer()
  if (format === 'webp') return image.webp(DERIVATIVE_OPTIONS.webp).toBuffer()
  return image.jpeg(DERIVATIVE_OPTIONS.jpg).toBuffer()
}

export function createProductPhotos({ cacheDir }: { cacheDir: string }): ProductPhotos {
  const inFlight = new Map<string, Promise<ProductPhotoFile>>()
  let made = false

  async function cached(name: string, render: () => Promise<Buffer>): Promise<ProductPhotoFile> {
    const file = path.join(cacheDir, name)
    try {
      return { body: await readFile(file), rendered: false }
    } catch {
      // Not made yet.
    }
    const body = await render()
    if (!made) {
      await mkdir(cacheDir, { recursive: true })
      made = true
    }
    // Written aside and renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`
    await writeFile(partial, body)
    await rename(partial, file)
    return { body, rendered: true }
  }

  function once(name: string, render: () => Promise<Buffer>): Promise<ProductPhotoFile> {
    const pending = inFlight.get(name)
    if (pending) return pending
    const job = cached(name, render).finally(() => inFlight.delete(name))
    inFlight.set(name, job)
    return job
  }

  return {
    async get(params, width, format) {
      const svg = productPhotoSvg(params)
      const hash = createHash('sha256').update(PRODUCT_PHOTO_RECIPE).update(svg).digest('hex').slice(0, 24)
      const masterName = `${hash}.jpg`
      const master = () => once(masterName, () => renderMaster(svg, parseInt(hash.slice(0, 8), 16)))
      if (width === null) return master()
      return once(`${hash}-${width}.${format}`, async () => renderDerivative((await master()).body, width, format))
    },
  }
}
