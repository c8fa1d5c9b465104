import sharp from 'sharp'
import { PRODUCT_PHOTO_MASTER_PX } from '../../config/image-slots'
import { addGrain } from './product-photos'

const SIZE = PRODUCT_PHOTO_MASTER_PX
/** Blur that keeps the grain's coarse patches and removes its per-pixel noise (a seam is a step between patches). */
const BLUR_SIGMA = 4
/** Columns and rows this close to the picture's edge are left out (the blur's own edge). */
const EDGE_PX = 8
/**
 * A seamless grain's largest step between neighbouring columns (or rows) is
 * about 1.4 × the median step; a straight seam made 2.1 × (columns) and 4.4 × (rows).
 */
const MAX_STEP_OVER_MEDIAN = 1.7

/** The largest mean step between neighbouring columns of a greyscale picture, over the median step, and where it is. */
function largestStep(grey: Buffer, across: boolean): { ratio: number; at: number } {
  const steps = new Float64Array(SIZE - 1)
  for (let a = 0; a < SIZE - 1; a++) {
    let sum = 0
    for (let b = 0; b < SIZE; b++) {
      const here = across ? grey[b * SIZE + a] : grey[a * SIZE + b]
      const next = across ? grey[b * SIZE + a + 1] : grey[(a + 1) * SIZE + b]
      sum += Math.abs(next - here)
    }
    steps[a] = sum / SIZE
  }
  const inner = Array.from(steps.slice(EDGE_PX, SIZE - 1 - EDGE_PX))
  const median = [...inner].sort((p, q) => p - q)[inner.length >> 1]
  const largest = Math.max(...inner)
  return { ratio: largest / median, at: inner.indexOf(largest) + EDGE_PX }
}

async function grainOnGrey(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(SIZE * SIZE * 3, 128)
  await addGrain(pixels, seed)
  return sharp(pixels, { raw: { width: SIZE, height: SIZE, channels: 3 } }).greyscale().blur(BLUR_SIGMA).raw().toBuffer()
}

describe('product photographs\u2019 grain', () => {
  it.each([0, 123_456_789, 987_654_321, 0xdeadbeef, 42_424_242])(
    'has no straight seam across or down a picture whatever the starting point (seed %i)',
    async (seed) => {
      const grey = await grainOnGrey(seed)
      for (const across of [true, false]) {
        const { ratio, at } = largestStep(grey, across)
        expect({ across, at, seam: ratio > MAX_STEP_OVER_MEDIAN }).toEqual({ across, at, seam: false })
      }
    },
  )

  it('reads the texture from a point of each picture\u2019s own', async () => {
    const a = Buffer.alloc(SIZE * SIZE * 3, 128)
    const b = Buffer.alloc(SIZE * SIZE * 3, 128)
    await addGrain(a, 1)
    await addGrain(b, 2)
    expect(a.equals(b)).toBe(false)
    // Seed 1 starts one column to the right of seed 0: the same texture, shifted.
    const c = Buffer.alloc(SIZE * SIZE * 3, 128)
    await addGrain(c, 0)
    expect(a.subarray(0, 3 * 100).equals(c.subarray(3, 3 * 101))).toBe(true)
  })

  it('is grain, not a tint: centred on the picture with a visible spread', async () => {
    const pixels = Buffer.alloc(SIZE * SIZE * 3, 128)
    await addGrain(pixels, 7)
    let sum = 0
    let squares = 0
    for (const v of pixels) {
      sum += v
      squares += v * v
    }
    const mean = sum / pixels.length
    const spread = Math.sqrt(squares / pixels.length - mean * mean)
    expect(Math.abs(mean - 128)).toBeLessThan(3)
    expect(spread).toBeGreaterThan(5)
    expect(spread).toBeLessThan(25)
  })
})
