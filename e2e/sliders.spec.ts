import type { Locator, Page } from '@playwright/test'
import { SLIDER_AUTOPLAY_MS, SLIDER_DRAG_THRESHOLD_PX } from '../src/config/constants'
import { colourProduct, openProduct } from './product-support'
import { expect, seriousA11yViolations, test, type SliderRoot } from './support/fixtures'
import { autoplayCounting, pauseClock, runClockFor, TICK_MS, tickUntilSliderReady } from './support/clock'
import { swipe } from './support/gestures'

/**
 * The store's sliders on Swiper: autoplay every 4 s unless
 * hovered or dragged, rewinding at the ends, a drag moves nothing below 80 px,
 * arrow keys, slide labels; Swiper loads after hydration over a first slide
 * already in the static HTML.
 */
/** A page that counts its requests for an animation frame (the frame-loop test's init script). */
type CountingWindow = Window & { animationFrames?: number }

const activeIndex = (slider: Locator) => slider.getAttribute('data-active-index').then(Number)

async function homeBanners(page: Page): Promise<Locator> {
  await page.goto('/')
  const banners = page.getByTestId('banner-carousel')
  await expect(banners).toHaveAttribute('data-slider-ready', 'true')
  return banners
}

/**
 * The home banners on a paused clock (e2e/support/clock.ts): the autoplay periods take no real time.
 * Swiper's autoplay starts at most TICK_MS before this returns.
 */
async function homeBannersOnPausedClock(page: Page): Promise<Locator> {
  await pauseClock(page)
  await page.goto('/')
  const banners = page.getByTestId('banner-carousel')
  await tickUntilSliderReady(page, banners)
  return banners
}

/** Moves the clock on by `ms` (firing every timer due meanwhile) and reads the slider's index then. */
async function indexAfter(page: Page, slider: Locator, ms: number): Promise<number> {
  await runClockFor(page, ms)
  return activeIndex(slider)
}

test.describe('sliders', () => {
  // Several autoplay periods per test: more than the default 30 s on a busy machine.
  test.beforeEach(() => test.setTimeout(60_000))
  test('the first banner is in the static HTML, labelled, and nothing moves when Swiper takes over', async ({ page, request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toMatch(/aria-roledescription="carrossel"[^>]*aria-label="Banners carousel"/)
    expect(html).toContain('aria-label="1 de 3"')
    await page.goto('/')
    const banners = page.getByTestId('banner-carousel')
    const before = await banners.boundingBox()
    await expect(banners).toHaveAttribute('data-slider-ready', 'true')
    expect(await banners.boundingBox()).toEqual(before)
    await expect(banners.getByRole('group', { name: '1 de 3' })).toHaveAttribute('aria-roledescription', 'slide')
  })

  test('autoplay moves every 4 s and rewinds at the end', async ({ page }) => {
    const banners = await homeBannersOnPausedClock(page)
    await page.mouse.move(0, 0)
    expect(await activeIndex(banners)).toBe(0)
    // Not early: still on the first banner just before the period ends (counted from when Swiper started,
    // at most one tick before it was ready), on the next one once it has.
    expect(await indexAfter(page, banners, SLIDER_AUTOPLAY_MS - 2 * TICK_MS)).toBe(0)
    expect(await indexAfter(page, banners, 2 * TICK_MS)).toBe(1)
    await expect(banners).toHaveAttribute('data-active-index', '1')
    // The last slide goes back to the first.
    await autoplayCounting(banners)
    await banners.getByRole('button', { name: /Ir para o banner 3/ }).click()
    await expect(banners).toHaveAttribute('data-active-index', '2')
    await page.mouse.move(0, 0)
    await autoplayCounting(banners)
    expect(await indexAfter(page, banners, SLIDER_AUTOPLAY_MS - TICK_MS)).toBe(2)
    expect(await indexAfter(page, banners, 2 * TICK_MS)).toBe(0)
    await expect(banners).toHaveAttribute('data-active-index', '0')
  })

  test('rotating sliders leave the page idle between two slides: no animation-frame loop', async ({ page }) => {
    // Counts the page's requests for an animation frame (a loop asks for one every frame, ≈ 60 a second).
    await page.addInitScript(() => {
      const counted = window as CountingWindow
      const request = window.requestAnimationFrame.bind(window)
      counted.animationFrames = 0
      window.requestAnimationFrame = (callback) => {
        counted.animationFrames = (counted.animationFrames ?? 0) + 1
        return request(callback)
      }
    })
    const banners = await homeBanners(page)
    const stripe = page.locator('section[aria-label="Mensagens promocionais"]')
    await expect(stripe).toHaveAttribute('data-slider-ready', 'true')
    for (const slider of [banners, stripe]) {
      expect(await slider.evaluate((element) => (element as SliderRoot).swiper?.autoplay?.running)).toBe(true)
    }
    await page.evaluate(() => ((window as CountingWindow).animationFrames = 0))
    await page.waitForTimeout(3000)
    // Swiper's own autoplay module asked for a frame on every frame for each rotating slider (307–474 here).
    expect(await page.evaluate(() => (window as CountingWindow).animationFrames)).toBeLessThan(10)
  })

  test('hovering pauses the autoplay, leaving resumes it; the pause button stops it', async ({ page, isMobile }) => {
    test.skip(isMobile, 'hover needs a mouse')
    const banners = await homeBannersOnPausedClock(page)
    await banners.hover()
    expect(await indexAfter(page, banners, SLIDER_AUTOPLAY_MS + 1500)).toBe(0)
    await page.mouse.move(0, 0)
    // Leaving resumes the period where the hover paused it: the next banner within one period.
    expect(await indexAfter(page, banners, SLIDER_AUTOPLAY_MS)).toBe(1)
    await expect(banners).toHaveAttribute('data-active-index', '1')
    await autoplayCounting(banners)
    const pause = banners.getByRole('button', { name: 'Pausar banners' })
    await pause.click()
    await expect(banners.getByRole('button', { name: 'Retomar banners' })).toHaveAttribute('aria-pressed', 'true')
    await page.mouse.move(0, 0)
    expect(await indexAfter(page, banners, SLIDER_AUTOPLAY_MS + 1500)).toBe(1)
  })

  test(`a drag shorter than ${SLIDER_DRAG_THRESHOLD_PX} px moves nothing; a longer one moves one slide`, async ({ page, isMobile }) => {
    const banners = await homeBanners(page)
    await banners.getByRole('button', { name: 'Pausar banners' }).click()
    await swipe(page, banners, -(SLIDER_DRAG_THRESHOLD_PX - 10), isMobile)
    await page.waitForTimeout(600)
    expect(await activeIndex(banners)).toBe(0)
    await swipe(page, banners, -(SLIDER_DRAG_THRESHOLD_PX + 20), isMobile)
    await expect(banners).toHaveAttribute('data-active-index', '1')
    await swipe(page, banners, SLIDER_DRAG_THRESHOLD_PX + 20, isMobile)
    await expect(banners).toHaveAttribute('data-active-index', '0')
  })

  test('arrow keys, Home and End move the focused slider; focus pauses it', async ({ page }) => {
    const banners = await homeBannersOnPausedClock(page)
    await banners.getByRole('link').first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(banners).toHaveAttribute('data-active-index', '1')
    await page.keyboard.press('End')
    await expect(banners).toHaveAttribute('data-active-index', '2')
    await page.keyboard.press('ArrowRight')
    await expect(banners).toHaveAttribute('data-active-index', '0')
    await page.keyboard.press('ArrowLeft')
    await expect(banners).toHaveAttribute('data-active-index', '2')
    await page.keyboard.press('Home')
    await expect(banners).toHaveAttribute('data-active-index', '0')
    // Focus inside: no rotation under the reader.
    expect(await indexAfter(page, banners, SLIDER_AUTOPLAY_MS + 1000)).toBe(0)
    // axe schedules its own work with timers: the clock runs again.
    await page.clock.resume()
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  test('a product shelf moves with its heading arrows (a swipe on phones, where they are hidden) and the arrow keys', async ({ page, isMobile }) => {
    await page.goto('/')
    const shelf = page.getByTestId('product-shelf').first()
    await shelf.scrollIntoViewIfNeeded()
    const slider = shelf.getByRole('region').first()
    await expect(slider).toHaveAttribute('data-slider-ready', 'true')
    await shelf.getByRole('button', { name: /^Pausar / }).click()
    const start = await activeIndex(slider)
    const nextArrow = shelf.getByRole('button', { name: /^Próximos de / })
    if (isMobile) {
      await expect(nextArrow).toBeHidden()
      await swipe(page, slider, -(SLIDER_DRAG_THRESHOLD_PX + 40), isMobile)
    } else {
      await nextArrow.click()
    }
    await expect(slider).toHaveAttribute('data-active-index', String(start + 1))
    await slider.getByRole('link').first().focus()
    await page.keyboard.press('ArrowLeft')
    await expect(slider).not.toHaveAttribute('data-active-index', String(start + 1))
  })

  test('the product gallery: thumbnails and keys go to an image; no autoplay', async ({ page }) => {
    const product = colourProduct()
    // A clock the test can move on: the autoplay period passes with no real wait.
    await page.clock.install()
    await openProduct(page, product)
    const gallery = page.getByTestId('product-gallery')
    const slider = gallery.getByRole('region')
    const thumbs = gallery.getByRole('button', { name: /^Ver imagem/ })
    test.skip((await thumbs.count()) < 2, 'the product has one image')
    await expect(slider).toHaveAttribute('data-slider-ready', 'true')
    await thumbs.nth(1).click()
    await expect(slider).toHaveAttribute('data-active-index', '1')
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true')
    await thumbs.nth(1).focus()
    await page.keyboard.press('ArrowLeft')
    await expect(slider).toHaveAttribute('data-active-index', '0')
    expect(await indexAfter(page, slider, SLIDER_AUTOPLAY_MS + 1000)).toBe(0)
  })
})
