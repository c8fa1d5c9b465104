/**
 * The steps of a Gatsby build as its console output reports them (the
 * publishing server keeps each build's output in BUILDS_DIR/logs/<record>.log),
 * for bench:publish's breakdown. Gatsby writes `success <step> - 1.234s` (a
 * long line wrapped at 80 columns when the output is not a terminal),
 * `info bootstrap finished - 18.1s` and `info Done building in 52.3 sec`.
 */

export interface BuildSteps {
  /** Everything before the webpack compilations: config, plugins, sourcing, schema, pages, query extraction. */
  bootstrapS: number | null
  /** The browser bundle's webpack compilation. */
  javascriptS: number | null
  /** The HTML renderer's webpack compilation. */
  rendererS: number | null
  queriesS: number | null
  pageDataS: number | null
  /** Rendering pages' HTML: 0 when Gatsby had none to render. */
  htmlS: number | null
  /** Pages whose HTML was rendered. */
  htmlPages: number | null
  /** Slices whose HTML was rendered (Gatsby renders the slices whose data or code changed): 0 when none. */
  slices: number | null
  stitchingS: number | null
  /** Catalogue products whose nodes the build made (the others kept from the previous build: gatsby-node's report). */
  sourcedProducts: number | null
  postBuildS: number | null
  /** Gatsby's own total. */
  totalS: number | null
}

const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g

/** One line per report, the wrapped ones joined back. */
function reportLines(log: string): string[] {
  return log
    .replace(ANSI, '')
    .replace(/\r/g, '')
    .replace(/ -\n(?=[\d.]+s)/g, ' - ')
    .split('\n')
}

function seconds(lines: readonly string[], pattern: RegExp): number | null {
  for (const line of lines) {
    const match = pattern.exec(line)
    if (match) return Number(match[1])
  }
  return null
}

const step = (name: string): RegExp => new RegExp(`^success ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - ([\\d.]+)s`)

export function buildSteps(log: string): BuildSteps {
  const lines = reportLines(log)
  const htmlLine = lines.find((line) => line.startsWith('success Building static HTML for pages - '))
  const noHtml = lines.some((line) => line.startsWith('info There are no new or changed html files to build'))
  const htmlPages = htmlLine ? Number(/ - (\d+)\/\d+/.exec(htmlLine)?.[1] ?? NaN) : noHtml ? 0 : null
  const slicesLine = lines.find((line) => line.startsWith('success Building slices HTML ('))
  const noSlices = lines.some((line) => line.startsWith('info There are no new or changed slice html files to build'))
  const slices = slicesLine ? Number(/\((\d+)\)/.exec(slicesLine)?.[1] ?? NaN) : noSlices ? 0 : null
  const sourcedLine = lines.find((line) => line.startsWith('info catalogue nodes: '))
  const sourcedProducts = sourcedLine ? Number(/: (\d+) products sourced/.exec(sourcedLine)?.[1] ?? NaN) : null
  return {
    bootstrapS: seconds(lines, /^info bootstrap finished - ([\d.]+)s/),
    javascriptS: seconds(lines, step('Building production JavaScript and CSS bundles')),
    rendererS: seconds(lines, step('Building HTML renderer')),
    queriesS: seconds(lines, step('run queries in workers')),
    pageDataS: seconds(lines, step('Writing page-data.json and slice-data.json files to public directory')),
    htmlS: seconds(lines, step('Building static HTML for pages')) ?? (noHtml ? 0 : null),
    htmlPages: Number.isNaN(htmlPages) ? null : htmlPages,
    slices: Number.isNaN(slices) ? null : slices,
    stitchingS: seconds(lines, step('stitching slices')),
    sourcedProducts: Number.isNaN(sourcedProducts) ? null : sourcedProducts,
    postBuildS: seconds(lines, step('onPostBuild')),
    totalS: seconds(lines, /^info Done building in ([\d.]+) sec/),
  }
}
