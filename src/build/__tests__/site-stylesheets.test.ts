import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readSiteStylesheets, stylesheetsOfStats } from '../site-stylesheets'

describe('the stylesheets of the browser bundle', () => {
  it('lists each CSS file of the stats once, as pages link it, and nothing else', () => {
    const stats = {
      assetsByChunkName: {
        app: ['webpack-runtime-1.js', 'styles.51c2.css', 'framework-2.js', 'app-3.js'],
        styles: 'styles.51c2.css',
        'component---src-templates-product-tsx': ['component---src-templates-product-tsx-4.js', 'component---product.9f.css'],
      },
    }
    expect(stylesheetsOfStats(stats)).toEqual(['/component---product.9f.css', '/styles.51c2.css'])
    expect(stylesheetsOfStats({})).toEqual([])
  })

  it('reads them from public/webpack.stats.json, and says which file it could not read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-stylesheets-'))
    expect(() => readSiteStylesheets(dir)).toThrow(`The browser bundle's stats (${path.join(dir, 'webpack.stats.json')}) could not be read`)
    fs.writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify({ assetsByChunkName: { app: ['styles.ab.css', 'app.js'] } }))
    expect(readSiteStylesheets(dir)).toEqual(['/styles.ab.css'])
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
