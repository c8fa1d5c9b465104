/**
 * @jest-environment jsdom
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { executableInlineScripts } from '../../server/http/inline-scripts'
import {
  DEFERRED_SCRIPTS_ID,
  SCRIPTS_AFTER_PAINT_CAP_MS,
  SCRIPTS_AFTER_PAINT_LOADER,
  SCRIPTS_SLICE_FILE,
  deferSliceScripts,
  restoreSliceScripts,
  scriptsAfterPaintPlugin,
} from '../scripts-after-paint'

/** The slice as Gatsby 5 writes it (gatsby-webpack-stats-extractor.js), with its odd whitespace. */
const CHUNK_MAPPING = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-aae0.js\\"],\\"component---src-pages-index-tsx\\":[\\"/component---src-pages-index-tsx-1.js\\"]}";
          </script>
        `
const HASH = '<script>window.___webpackCompilationHash="f28decd14b82c284384d";</script>'
const SCRIPTS = ['/webpack-runtime-ef66.js', '/framework-2604.js', '/app-aae0.js']
const GATSBY_SLICE = CHUNK_MAPPING + HASH + SCRIPTS.map((src) => `<script src="${src}" async></script>`).join('')

describe('deferSliceScripts', () => {
  const deferred = deferSliceScripts(GATSBY_SLICE)

  it('leaves no script tag that the browser would fetch while parsing', () => {
    expect(deferred).not.toMatch(/<script[^>]*\bsrc=/)
  })

  it('keeps every script, in order, in the JSON list the loader reads', () => {
    const list = new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">([^<]*)</script>`).exec(deferred)
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual(SCRIPTS)
  })

  it('changes nothing else: the chunk map and the compilation hash come first, as they were, then the list and the loader', () => {
    expect(deferred.startsWith(CHUNK_MAPPING + HASH)).toBe(true)
    expect(deferred.slice((CHUNK_MAPPING + HASH).length)).toBe(
      `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${JSON.stringify(SCRIPTS)}</script><script>${SCRIPTS_AFTER_PAINT_LOADER}</script>`,
    )
  })

  it('adds exactly one inline script that runs (the loader), so the CSP hashes one more text', () => {
    expect(executableInlineScripts(deferred)).toEqual([...executableInlineScripts(GATSBY_SLICE), SCRIPTS_AFTER_PAINT_LOADER])
  })

  it('is undone exactly by restoreSliceScripts, and does nothing to a slice already deferred', () => {
    expect(restoreSliceScripts(deferred)).toBe(GATSBY_SLICE)
    expect(deferSliceScripts(deferred)).toBe(deferred)
    expect(restoreSliceScripts(GATSBY_SLICE)).toBe(GATSBY_SLICE)
  })

  it('refuses tags that are not one run, rather than moving a script', () => {
    const split = `${HASH}<script src="/a.js" async></script><!-- x --><script src="/b.js" async></script>`
    expect(() => deferSliceScripts(split)).toThrow(/not one run/)
  })
})

describe('the loader in a page', () => {
  const appended = () => [...document.querySelectorAll('body > script[src]')].map((script) => script.getAttribute('src'))
  let frames: FrameRequestCallback[]
  let visibility: DocumentVisibilityState
  let readyState: DocumentReadyState

  beforeEach(() => {
    jest.useFakeTimers()
    frames = []
    visibility = 'visible'
    readyState = 'interactive'
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState)
    document.body.innerHTML = `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${JSON.stringify(SCRIPTS)}</script>`
  })
  afterEach(() => {
    jest.restoreAllMocks()
    jest.useRealTimers()
  })

  const runLoader = () => new Function(SCRIPTS_AFTER_PAINT_LOADER)()
  const paintFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()))

  it('requests nothing before the load event, then the scripts, async and in order, once the next frame has been shown', () => {
    runLoader()
    expect(appended()).toEqual([])
    window.dispatchEvent(new Event('load'))
    expect(appended()).toEqual([])
    paintFrame()
    expect(appended()).toEqual([])
    paintFrame()
    expect(appended()).toEqual(SCRIPTS)
    expect([...document.querySelectorAll<HTMLScriptElement>('body > script[src]')].every((script) => script.async)).toBe(true)
  })

  it('waits only for the frames when the page has already loaded, and requests the scripts once', () => {
    readyState = 'complete'
    runLoader()
    paintFrame()
    paintFrame()
    expect(appended()).toEqual(SCRIPTS)
    jest.advanceTimersByTime(SCRIPTS_AFTER_PAINT_CAP_MS)
    window.dispatchEvent(new Event('pointerdown'))
    expect(appended()).toEqual(SCRIPTS)
  })

  it('requests them at once in a hidden page (no frame comes), or when the page is hidden while it waits', () => {
    visibility = 'hidden'
    runLoader()
    expect(appended()).toEqual(SCRIPTS)
    document.body.querySelectorAll('script[src]').forEach((script) => script.remove())
    visibility = 'visible'
    runLoader()
    visibility = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    expect(appended()).toEqual(SCRIPTS)
  })

  it.each(['pointerdown', 'keydown', 'touchstart'])('requests them at once on the shopper’s %s', (type) => {
    runLoader()
    window.dispatchEvent(new Event(type))
    expect(appended()).toEqual(SCRIPTS)
  })

  it(`requests them ${SCRIPTS_AFTER_PAINT_CAP_MS} ms after the body at the latest (a stalled picture holds the load event)`, () => {
    runLoader()
    jest.advanceTimersByTime(SCRIPTS_AFTER_PAINT_CAP_MS - 1)
    expect(appended()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(appended()).toEqual(SCRIPTS)
  })
})

describe('scriptsAfterPaintPlugin', () => {
  let publicDir: string
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scripts-after-paint-'))
    fs.mkdirSync(path.dirname(path.join(publicDir, SCRIPTS_SLICE_FILE)), { recursive: true })
  })
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  /** The compiler's `done` taps in their stage order, with Gatsby's own writer of the slice at stage 0. */
  function runDone(gatsbyWrites: (file: string) => void) {
    const taps: Array<{ stage: number; run: () => void }> = [{ stage: 0, run: () => gatsbyWrites(path.join(publicDir, SCRIPTS_SLICE_FILE)) }]
    const compiler = { hooks: { done: { tap: (options: { stage: number }, run: () => void) => taps.push({ stage: options.stage, run }) } } }
    scriptsAfterPaintPlugin(publicDir).apply(compiler as never)
    for (const tap of taps.sort((a, b) => a.stage - b.stage)) tap.run()
  }
  /** Gatsby's ensureFileContent: writes (and marks every page for stitching) only when the file differs. */
  const gatsbyEnsure = (content: string, changed: boolean[]) => (file: string) => {
    const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined
    changed.push(previous !== content)
    if (previous !== content) fs.writeFileSync(file, content)
  }

  it('leaves the slice deferred after each build, and Gatsby sees an unchanged bundle as unchanged', () => {
    const changed: boolean[] = []
    runDone(gatsbyEnsure(GATSBY_SLICE, changed))
    expect(fs.readFileSync(path.join(publicDir, SCRIPTS_SLICE_FILE), 'utf8')).toBe(deferSliceScripts(GATSBY_SLICE))
    runDone(gatsbyEnsure(GATSBY_SLICE, changed))
    expect(fs.readFileSync(path.join(publicDir, SCRIPTS_SLICE_FILE), 'utf8')).toBe(deferSliceScripts(GATSBY_SLICE))
    const newBundle = GATSBY_SLICE.replace('/app-aae0.js', '/app-bbb1.js')
    runDone(gatsbyEnsure(newBundle, changed))
    expect(fs.readFileSync(path.join(publicDir, SCRIPTS_SLICE_FILE), 'utf8')).toBe(deferSliceScripts(newBundle))
    expect(changed).toEqual([true, false, true])
  })

  it('makes Gatsby write the slice again (and so stitch every page) after a build that left it not deferred', () => {
    fs.writeFileSync(path.join(publicDir, SCRIPTS_SLICE_FILE), GATSBY_SLICE)
    const changed: boolean[] = []
    runDone(gatsbyEnsure(GATSBY_SLICE, changed))
    expect(changed).toEqual([true])
    expect(fs.readFileSync(path.join(publicDir, SCRIPTS_SLICE_FILE), 'utf8')).toBe(deferSliceScripts(GATSBY_SLICE))
  })
})
