/**
 * Runs `task` once the browser has painted the next frame: a tap's own frame
 * shows its visual answer first (the checked box, the opened panel), and work
 * the answer does not need to show (the address's navigation, analytics)
 * waits for the task after that paint. Returns a function that cancels it if it
 * has not run. Outside a browser, nothing runs.
 */
export function afterNextPaint(task: () => void, win: Window | undefined = typeof window === 'undefined' ? undefined : window): () => void {
  if (!win) return () => undefined
  let timer: number | null = null
  // The animation frame's callbacks run before its paint; a timer set there runs after it.
  const frame = win.requestAnimationFrame(() => {
    timer = win.setTimeout(task, 0)
  })
  return () => {
    win.cancelAnimationFrame(frame)
    if (timer !== null) win.clearTimeout(timer)
  }
}
