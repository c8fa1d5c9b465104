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
import { setImmediate as nextTurn } from 'node:timers/promises'
import path from 'node:path'
import sharp from 'sharp'

import { PRODUCT_PHOTO_MASTER_PX, type ProductPhotoFormat } from '../../config/image-slots'
import { productPhotoSvg, type ProductImageParams } from '../../catalogue/images'

/**
 * Changes whenever the rendering below changes: every cached file is then made
 * anew (the file names also hash the grain's octaves and the encoders' options).
 * v3: the grain tiles (no seam where a picture's reading of it wraps).
 */
export const PRODUCT_PHOTO_RECIPE = 'photo-v3'
/** The grain: [cells across the picture, amplitude in levels of 255], coarse to fine. */
const GRAIN_OCTAVES: ReadonlyArray<readonly [number, number]> = [
  [6, 12],
  [24, 7],
  [80, 6],
  [400, 14],
  [PRODUCT_PHOTO_MASTER_PX, 9],
]
const MASTER_JPEG = { quality: 82, mozjpeg: true } as const
const DERIVATIVE_OPTIONS = {
  avif: { quality: 55, effort: 2 },
  webp: { quality: 75 },
  jpg: { quality: 80, mozjpeg: true },
} as const

/** Rows of grain smoothed per turn of the event loop (a few milliseconds): making the texture does not hold up requests. */
const GRAIN_ROWS_PER_TURN = 100

/** What a file's name hashes besides its drawing: the recipe's version and every setting of the rendering. */
const RECIPE_KEY = JSON.stringify([PRODUCT_PHOTO_RECIPE, PRODUCT_PHOTO_MASTER_PX, GRAIN_OCTAVES, MASTER_JPEG, DERIVATIVE_OPTIONS])

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

/** Catmull-Rom weights of the four lattice points around a fraction t (the curve sharp's 'cubic' kernel draws). */
function cubicWeights(t: number): [number, number, number, number] {
  const t2 = t * t
  const t3 = t2 * t
  return [(-t3 + 2 * t2 - t) / 2, (3 * t3 - 5 * t2 + 2) / 2, (-3 * t3 + 4 * t2 + t) / 2, (t3 - t2) / 2]
}

/**
 * One octave of grain: random values on a lattice of cells × cells, smoothed
 * over size × size pixels with the lattice wrapping on both axes, so the layer
 * tiles: its right edge runs on into its left edge and its bottom into its top.
 */
async function periodicLayer(cells: number, amplitude: number, size: number, random: () => number): Promise<Float32Array> {
  const lattice = new Float32Array(cells * cells)
  for (let i = 0; i < lattice.length; i++) lattice[i] = (random() - 0.5) * 2 * amplitude
  if (cells === size) return lattice
  // Across: each lattice row smoothed to `size` pixels; then down: each pixel column smoothed to `size` rows.
  const across = new Float32Array(cells * size)
  const layer = new Float32Array(size * size)
  const wrap = (i: number): number => ((i % cells) + cells) % cells
  for (let x = 0; x < size; x++) {
    const u = ((x + 0.5) * cells) / size - 0.5
    const i = Math.floor(u)
    const [w0, w1, w2, w3] = cubicWeights(u - i)
    const [c0, c1, c2, c3] = [wrap(i - 1), wrap(i), wrap(i + 1), wrap(i + 2)]
    for (let row = 0; row < cells; row++) {
      const r = row * cells
      across[row * size + x] = w0 * lattice[r + c0] + w1 * lattice[r + c1] + w2 * lattice[r + c2] + w3 * lattice[r + c3]
    }
  }
  for (let y = 0; y < size; y++) {
    if (y % GRAIN_ROWS_PER_TURN === 0) await nextTurn()
    const v = ((y + 0.5) * cells) / size - 0.5
    const j = Math.floor(v)
    const [w0, w1, w2, w3] = cubicWeights(v - j)
    const [r0, r1, r2, r3] = [wrap(j - 1) * size, wrap(j) * size, wrap(j + 1) * size, wrap(j + 2) * size]
    for (let x = 0, o = y * size; x < size; x++, o++) {
      layer[o] = w0 * across[r0 + x] + w1 * across[r1 + x] + w2 * across[r2 + x] + w3 * across[r3 + x]
    }
  }
  return layer
}

/**
 * The grain, made once per process (a third of a master's cost) and tiling on
 * both axes: each picture reads it from a starting point of its own, wrapping,
 * with no seam where the texture's edges meet.
 */
let sharedGrain: Promise<Float32Array> | null = null
function grainTexture(): Promise<Float32Array> {
  sharedGrain ??= (async () => {
    const size = PRODUCT_PHOTO_MASTER_PX
    const random = seededRandom(PRODUCT_PHOTO_MASTER_PX)
    const grain = new Float32Array(size * size)
    for (const [cells, amplitude] of GRAIN_OCTAVES) {
      const layer = await periodicLayer(cells, amplitude, size, random)
      for (let i = 0; i < grain.length; i++) grain[i] += layer[i]
    }
    return grain
  })()
  return sharedGrain
}

/**
 * Adds the grain to a picture's RGB pixels (PRODUCT_PHOTO_MASTER_PX square),
 * read from a point of the texture the seed picks (a column and a row, each
 * wrapping), so pictures do not share a pattern and nothing shows where the
 * reading wraps.
 */
export async function addGrain(pixels: Buffer, seed: number): Promise<void> {
  const size = PRODUCT_PHOTO_MASTER_PX
  const grain = await grainTexture()
  const dx = (seed >>> 0) % size
  const dy = Math.floor((seed >>> 0) / size) % size
  for (let y = 0, i = 0; y < size; y++) {
    const row = ((y + dy) % size) * size
    for (let x = 0; x < size; x++) {
      const gx = x + dx
      const g = grain[row + (gx < size ? gx : gx - size)]
      for (let c = 0; c < 3; c++, i++) {
        const value = pixels[i] + g
        pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value
      }
    }
  }
}

async function renderMaster(svg: string, seed: number): Promise<Buffer> {
  const size = PRODUCT_PHOTO_MASTER_PX
  const [pixels] = await Promise.all([
    sharp(Buffer.from(svg), { density: (72 * size) / 400 })
      .resize(size, size)
      .removeAlpha()
      .raw()
      .toBuffer(),
    grainTexture(),
  ])
  await addGrain(pixels, seed)
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
      const hash = createHash('sha256').update(RECIPE_KEY).update(svg).digest('hex').slice(0, 24)
      const masterName = `${hash}.jpg`
      const master = () => once(masterName, () => renderMaster(svg, parseInt(hash.slice(0, 8), 16)))
      if (width === null) return master()
      return once(`${hash}-${width}.${format}`, async () => renderDerivative((await master()).body, width, format))
    },
  }
}
