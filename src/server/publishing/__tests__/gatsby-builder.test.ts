import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GatsbyBuilder } from '../gatsby-builder'

/** A stand-in for `gatsby build`: a Node script run in the site folder with the builder's environment. */
const script = (body: string) => ({ file: process.execPath, args: ['-e', `const fs = require('fs'); ${body}`] })

describe('the Gatsby builder', () => {
  let site: string
  let logs: string

  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'builder-site-'))
    logs = fs.mkdtempSync(path.join(os.tmpdir(), 'builder-logs-'))
  })

  afterEach(() => {
    fs.rmSync(site, { recursive: true, force: true })
    fs.rmSync(logs, { recursive: true, force: true })
  })

  const build = (builder: GatsbyBuilder, recordId = 7, signal = new AbortController().signal) => builder.build({ recordId, signal })

  it('runs the build in the site folder and hands over its output and record, keeping its console output', async () => {
    const info = { buildId: 'b', builtAt: 't', commit: null, contentVersion: 'c', catalogueVersion: 'k', shellVersion: 's', webpackCompilationHash: 'h', pages: 2 }
    const builder = new GatsbyBuilder({
      siteDir: site,
      logsDir: logs,
      command: script(`fs.mkdirSync('.cache'); fs.writeFileSync('.cache/arena-build.json', ${JSON.stringify(JSON.stringify(info))}); console.log('success built in ' + process.cwd())`),
    })
    const result = await build(builder)
    expect(result).toEqual({ ok: true, output: { publicDir: path.join(site, 'public'), cacheDir: path.join(site, '.cache'), info } })
    expect(fs.readFileSync(path.join(logs, '7.log'), 'utf8')).toContain(`success built in ${fs.realpathSync(site)}`)
  })

  it('returns the report a failed build wrote (content issues by file and field)', async () => {
    const report = { message: 'invalid content (1 issue)', issues: [{ source: 'content/consumer/stripe.json', path: 'messages.0.stripeText', message: 'Required' }] }
    const builder = new GatsbyBuilder({
      siteDir: site,
      logsDir: logs,
      command: script(`fs.writeFileSync(process.env.PUBLISH_BUILD_REPORT, ${JSON.stringify(JSON.stringify(report))}); process.exit(1)`),
    })
    expect(await build(builder)).toEqual({ ok: false, ...report })
  })

  it('sums up the output of a failed build that wrote no report', async () => {
    const builder = new GatsbyBuilder({ siteDir: site, logsDir: logs, command: script(`console.error(' ERROR #11321  PLUGIN'); console.error('"gatsby-node.js" threw an error'); process.exit(1)`) })
    expect(await build(builder)).toEqual({ ok: false, message: 'the build failed (exit code 1): ERROR #11321  PLUGIN / "gatsby-node.js" threw an error', issues: [] })
  })

  it('stops the build (its whole process group) when aborted', async () => {
    const builder = new GatsbyBuilder({ siteDir: site, logsDir: logs, command: script(`setInterval(() => {}, 1000)`) })
    const controller = new AbortController()
    setTimeout(() => controller.abort(new Error('the server stopped during the build')), 200)
    const started = Date.now()
    expect(await build(builder, 8, controller.signal)).toEqual({ ok: false, message: 'the server stopped during the build', issues: [] })
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('keeps the logs of the last builds only', async () => {
    const builder = new GatsbyBuilder({ siteDir: site, logsDir: logs, command: script(`process.exit(0)`) })
    // The last 20 records' logs: at record 30, those of records 10 and before go.
    for (const id of [10, 11, 30]) await build(builder, id)
    expect(fs.readdirSync(logs).sort()).toEqual(['11.log', '30.log'])
  })
})
