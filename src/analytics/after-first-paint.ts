/** The longest a task scheduled after the first paint waits for the browser to be idle (our choice). */
export const AFTER_FIRST_PAINT_IDLE_TIMEOUT_MS = 3000

/**
 * Runs a task once the page has loaded and painted and the browser is idle
 * (third-party scripts: error reporter, product analytics), so it never
 * competes with the first render. Nothing happens outside a browser.
 */
export function afterFirstPaint(task: () => void, win: Window | undefined = typeof window === 'undefined' ? undefined : window): void {
  if (!win) return
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => task(), { timeout: AFTER_FIRST_PAINT_IDLE_TIMEOUT_MS })
    else win.setTimeout(task, 1)
  }
  // Two frames after the load event: the first paint has happened.
  const afterPaint = () => win.requestAnimationFrame(() => win.requestAnimationFrame(whenIdle))
  if (win.document.readyState === 'complete') afterPaint()
  else win.addEventListener('load', afterPaint, { once: true })
}
