import type { Locator, Page } from '@playwright/test'

/** Where a gesture across a slider starts: its middle, a third of the way down. */
async function startPoint(slider: Locator): Promise<{ x: number; y: number }> {
  const box = await slider.boundingBox()
  if (!box) throw new Error('the slider is not on screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 3 }
}

/** A mouse drag across a slider, `dx` pixels (negative: to the left), in ten moves. */
export async function mouseDrag(page: Page, slider: Locator, dx: number): Promise<void> {
  const { x, y } = await startPoint(slider)
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx / 2, y, { steps: 5 })
  await page.mouse.move(x + dx, y, { steps: 5 })
  await page.mouse.up()
}

/**
 * A finger swipe across a slider, `dx` pixels, in ten moves: real touch
 * events through the browser's input pipeline (Playwright's touchscreen only
 * taps), as a phone sends them.
 */
export async function touchSwipe(page: Page, slider: Locator, dx: number): Promise<void> {
  const { x, y } = await startPoint(slider)
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: at, y }] })
  await touch('touchStart', x)
  const steps = 10
  for (let i = 1; i <= steps; i++) await touch('touchMove', x + (dx * i) / steps)
  await touch('touchEnd', x + dx)
  await cdp.detach()
}

/** The gesture a user of this project's device makes: a finger on phones, the mouse elsewhere. */
export const swipe = (page: Page, slider: Locator, dx: number, isMobile: boolean): Promise<void> =>
  isMobile ? touchSwipe(page, slider, dx) : mouseDrag(page, slider, dx)
