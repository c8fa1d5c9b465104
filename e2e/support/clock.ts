import type { Locator, Page } from '@playwright/test'
import { expect, type SliderRoot } from './fixtures'

/**
 * Timers on the page's clock (Playwright's `page.clock`): a period the test
 * would otherwise wait for in real time (a slider's autoplay, a stripe's
 * rotation) passes at once, and a slow load on a busy machine does not count.
 */

/** The largest fake-clock step while a page starts: a timer a slider starts may have run this long when it is ready. */
export const TICK_MS = 100

/** How far ahead of the page's time a clock is paused (it must be ahead when the pause arrives). */
const PAUSE_AHEAD_MS = 1000

/** Installs the page's clock, paused: its timers run only when the test moves it (call before the page loads). */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + PAUSE_AHEAD_MS)
}

/**
 * Pauses a running page clock (installed without a pause): it jumps PAUSE_AHEAD_MS ahead, firing the
 * timers due meanwhile, and from then on moves only as the test says.
 */
export async function pauseRunningClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + PAUSE_AHEAD_MS)
}

/**
 * Ticks the paused clock in steps of TICK_MS until the slider is ready (Swiper has taken over: it loads
 * after the first paint, when the browser is idle, both on timers).
 */
export async function tickUntilSliderReady(page: Page, slider: Locator): Promise<void> {
  const deadline = Date.now() + 20_000
  while ((await slider.getAttribute('data-slider-ready')) !== 'true' && Date.now() < deadline) await page.clock.runFor(TICK_MS)
  await expect(slider).toHaveAttribute('data-slider-ready', 'true')
}

/** Lets the page finish the work its timers queued (React renders a change in a task of its own). */
export const settle = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    for (let turn = 0; turn < 3; turn++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
    }
  })

/** Moves the clock on by `ms`, firing every timer due meanwhile, and lets the page render what they changed. */
export async function runClockFor(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms)
  await settle(page)
}

/**
 * Waits until a slider's Swiper autoplay counts again after a slide change: it starts the next period
 * when the slide's transition ends (a CSS transition, in real time), in the event that ends `animating`.
 */
export const autoplayCounting = (slider: Locator): Promise<void> =>
  expect
    .poll(() =>
      slider.evaluate((element) => {
        const swiper = (element as SliderRoot).swiper
        return swiper !== undefined && !swiper.animating && swiper.autoplay?.running === true && !swiper.autoplay.paused
      }),
    )
    .toBe(true)
