import { buildSteps } from '../bench/build-log'

/** Excerpts of `gatsby build` output as the publishing server keeps it (not a terminal: wrapped at 80 columns). */
const fullBuild = [
  '\u001b[32msuccess\u001b[39m compile gatsby files - 7.058s',
  'info catalogue nodes: 600 products sourced, 0 kept',
  'success source and transform nodes - 2.871s',
  'success extract queries from components - 6.433s',
  'info bootstrap finished - 22.698s',
  'success write out requires - 0.094s',
  'warn chunk styles [mini-css-extract-plugin]',
  'success Building production JavaScript and CSS bundles - 77.077s',
  'success Building HTML renderer - 56.514s',
  'success run queries in workers - 4.289s - 708/708 165.09/s',
  'success Writing page-data.json and slice-data.json files to public directory -',
  '1.041s - 706/706 677.95/s',
  'success Building static HTML for pages - 18.615s - 706/706 37.93/s',
  'info There are no new or changed slice html files to build.',
  'success stitching slices - 0.609s',
  'success onPostBuild - 0.430s',
  'info Done building in 182.420738715 sec',
].join('\n')

const noHtml = [
  'info catalogue nodes: 0 products sourced, 600 kept',
  'info bootstrap finished - 31.983s',
  'success Building production JavaScript and CSS bundles - 4.661s',
  'success Building HTML renderer - 4.333s',
  'success run queries in workers - 0.400s - 1/1 2.50/s',
  'info There are no new or changed html files to build.',
  'success Building slices HTML (5) - 0.028s',
  'success stitching slices - 2.141s',
  'success onPostBuild - 0.963s',
  'info Done building in 46.394166176 sec',
].join('\n')

describe("bench:publish's build steps", () => {
  it('reads each step of a build, joining wrapped lines and ignoring colours', () => {
    expect(buildSteps(fullBuild)).toEqual({
      bootstrapS: 22.698,
      javascriptS: 77.077,
      rendererS: 56.514,
      queriesS: 4.289,
      pageDataS: 1.041,
      htmlS: 18.615,
      htmlPages: 706,
      slices: 0,
      stitchingS: 0.609,
      sourcedProducts: 600,
      postBuildS: 0.43,
      totalS: 182.420738715,
    })
  })

  it('counts no HTML step as 0 pages in 0 s, and a step Gatsby did not report as unknown', () => {
    expect(buildSteps(noHtml)).toMatchObject({ htmlS: 0, htmlPages: 0, pageDataS: null, totalS: 46.394166176, javascriptS: 4.661 })
  })

  it('counts the slices rendered and the catalogue products sourced (a shell publish: slices, no page, no product)', () => {
    expect(buildSteps(noHtml)).toMatchObject({ slices: 5, sourcedProducts: 0 })
  })

  it('knows nothing of an empty or failed output', () => {
    expect(buildSteps('ERROR #85923 GRAPHQL\n')).toEqual({
      bootstrapS: null,
      javascriptS: null,
      rendererS: null,
      queriesS: null,
      pageDataS: null,
      htmlS: null,
      htmlPages: null,
      slices: null,
      stitchingS: null,
      sourcedProducts: null,
      postBuildS: null,
      totalS: null,
    })
  })
})
