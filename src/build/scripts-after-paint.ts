import fs from 'node:fs'
import path from 'node:path'
import type { Compiler, WebpackPluginInstance } from 'webpack'

/**
 * The page's scripts requested once its content has painted (decision record
 * 0040). Gatsby writes the body's scripts into its `_gatsby-scripts` slice
 * (public/_gatsby/slices/_gatsby-scripts-1.html, stitched into every page):
 * the chunk map, the compilation hash, then one `<script src async>` per
 * chunk of the app's entry (webpack runtime, framework, app). Here the
 * `<script src async>` tags become a JSON list of their addresses and a small
 * inline loader that appends the same scripts (async, same order) once the
 * window's load event has come (the stylesheet and every eager picture in)
 * and the next frame has been shown (the second animation frame after the
 * load: a paint's time is when its frame is presented, after the first); at once when the page is hidden (no frame
 * comes) or the shopper presses, touches or types; and at the latest
 * SCRIPTS_AFTER_PAINT_CAP_MS after the body was read, so a stalled picture
 * cannot hold hydration back. The content then has the connection to itself,
 * as the simulated slow connection of Lighthouse gives it. Without
 * JavaScript nothing changes (no script ran before either); under the
 * server's CSP the loader is one more inline script hashed with the page's
 * own (src/server/http/inline-scripts.ts) and the scripts it appends are
 * this origin's ('self').
 */

/** The latest a page's scripts are requested, from the end of its body's parsing. */
export const SCRIPTS_AFTER_PAINT_CAP_MS = 3000

/** The id of the JSON list of the deferred scripts' addresses. */
export const DEFERRED_SCRIPTS_ID = 'gatsby-deferred-scripts'

/** The slice's file in the build, relative to public/. */
export const SCRIPTS_SLICE_FILE = path.join('_gatsby', 'slices', '_gatsby-scripts-1.html')

/** One of the slice's body scripts, exactly as Gatsby writes it (gatsby-webpack-stats-extractor). */
const ASYNC_SCRIPT = /<script src="([^"<>]+)" async><\/script>/g

/**
 * The loader (ES5: it runs before any of the bundle's code, in every browser
 * the site supports). Reads its list, then waits for load + a frame, the
 * shopper's first input, the page being hidden, or the cap, whichever first.
 * (A request started within the painting frame could end, on a fast link,
 * before the paint's presentation time, and Lighthouse would count it.)
 */
export const SCRIPTS_AFTER_PAINT_LOADER = `(function(){var d=document,w=window,done=false,events=["pointerdown","keydown","touchstart"];function load(){if(done)return;done=true;for(var i=0;i<events.length;i++)w.removeEventListener(events[i],load,true);var list=d.getElementById(${JSON.stringify(DEFERRED_SCRIPTS_ID)}),urls=list?JSON.parse(list.textContent||"[]"):[];for(var j=0;j<urls.length;j++){var s=d.createElement("script");s.src=urls[j];s.async=true;d.body.appendChild(s)}}function afterPaint(){requestAnimationFrame(function(){requestAnimationFrame(load)})}if(d.visibilityState==="hidden"){load();return}for(var i=0;i<events.length;i++)w.addEventListener(events[i],load,{capture:true,passive:true});d.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")load()});setTimeout(load,${SCRIPTS_AFTER_PAINT_CAP_MS});if(d.readyState==="complete")afterPaint();else w.addEventListener("load",afterPaint)})()`

const DEFERRED_BLOCK = new RegExp(
  `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">([^<]*)</script><script>${escapeRegExp(SCRIPTS_AFTER_PAINT_LOADER)}</script>`,
)

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function asyncScriptTag(url: string): string {
  return `<script src="${url}" async></script>`
}

/**
 * The slice with its run of `<script src async>` tags replaced by the JSON
 * list of their addresses (in order) and the loader; everything else as it
 * was. A slice without such tags (already deferred) is returned unchanged;
 * tags that are not one contiguous run are an error (Gatsby writes them so).
 */
export function deferSliceScripts(sliceHtml: string): string {
  const tags = [...sliceHtml.matchAll(ASYNC_SCRIPT)]
  if (tags.length === 0) return sliceHtml
  const start = tags[0].index
  const run = tags.map((tag) => tag[0]).join('')
  if (sliceHtml.slice(start, start + run.length) !== run) {
    throw new Error(`${SCRIPTS_SLICE_FILE}: its <script src async> tags are not one run; the scripts-after-paint loader cannot replace them`)
  }
  // No address holds `<` (ASYNC_SCRIPT), so the list cannot close its element.
  const urls = JSON.stringify(tags.map((tag) => tag[1]))
  const block = `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${urls}</script><script>${SCRIPTS_AFTER_PAINT_LOADER}</script>`
  return sliceHtml.slice(0, start) + block + sliceHtml.slice(start + run.length)
}

/** The slice as Gatsby wrote it: deferSliceScripts undone (a slice never deferred is returned unchanged). */
export function restoreSliceScripts(sliceHtml: string): string {
  return sliceHtml.replace(DEFERRED_BLOCK, (_block, list: string) => (JSON.parse(list) as string[]).map(asyncScriptTag).join(''))
}

const PLUGIN_NAME = 'ScriptsAfterPaint'

/**
 * The browser build's plugin: Gatsby writes the scripts slice in its own
 * `done` step, and stitches every page again whenever the file it finds
 * differs from what it writes (else a page keeps the slice it was stitched
 * with). So before that step a deferred file is put back as Gatsby wrote it
 * (an unchanged bundle then leaves every page as it is), and a file not
 * deferred (left by a build without this plugin, or by one that stopped
 * between the two steps) is removed, so that Gatsby writes it and stitches
 * every page again; after that step the scripts are deferred, before any
 * page's HTML is rendered or stitched.
 */
export function scriptsAfterPaintPlugin(publicDir: string): WebpackPluginInstance {
  const file = path.join(publicDir, SCRIPTS_SLICE_FILE)
  const read = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null)
  const beforeGatsby = () => {
    const html = read()
    if (html === null) return
    const restored = restoreSliceScripts(html)
    if (restored === html) fs.rmSync(file)
    else fs.writeFileSync(file, restored)
  }
  const afterGatsby = () => {
    const html = read()
    if (html === null) return
    const deferred = deferSliceScripts(html)
    if (deferred !== html) fs.writeFileSync(file, deferred)
  }
  return {
    apply(compiler: Compiler) {
      compiler.hooks.done.tap({ name: PLUGIN_NAME, stage: -1 }, beforeGatsby)
      compiler.hooks.done.tap({ name: PLUGIN_NAME, stage: 1 }, afterGatsby)
    },
  }
}
