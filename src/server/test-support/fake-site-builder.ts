import fs from 'node:fs'
import path from 'node:path'
import { BUILD_INFO_FILE } from '../../contracts/publishing'
import type { BuildInfo, BuildIssue } from '../../contracts/schemas/publishing'
import type { BuildResult, SiteBuilder } from '../domain/publishing/ports'

/** What the stand-in "CMS" holds: the stripe text, or content that fails validation. */
export interface FakeContent {
  stripeText: string
  /** Makes the next builds fail as invalid content does. */
  invalid?: BuildIssue[]
}

/**
 * A stand-in for `gatsby build` in API tests: writes a small site of the
 * same shape (home page and its page data, app data with a compilation
 * hash, a hashed bundle, a 404 page, redirects, a client-only route, the
 * build record) into its site folder, in place and file by file as Gatsby
 * does, from the content it is given. Invalid content fails the build with
 * Gatsby-like issues. Counts its builds.
 */
export class FakeSiteBuilder implements SiteBuilder {
  builds = 0
  private running = 0
  maxConcurrent = 0

  constructor(
    readonly siteDir: string,
    public content: FakeContent,
    private readonly buildMs = 150,
  ) {}

  async build(): Promise<BuildResult> {
    this.builds += 1
    this.running += 1
    this.maxConcurrent = Math.max(this.maxConcurrent, this.running)
    try {
      await new Promise((resolve) => setTimeout(resolve, this.buildMs))
      if (this.content.invalid) return { ok: false, message: `invalid content (${this.content.invalid.length} issue)`, issues: this.content.invalid }
      const info = writeFakeSite(this.siteDir, this.content.stripeText, this.builds)
      return { ok: true, output: { publicDir: path.join(this.siteDir, 'public'), cacheDir: path.join(this.siteDir, '.cache'), info } }
    } finally {
      this.running -= 1
    }
  }
}

const write = (file: string, text: string): void => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

/** The home page of the fake site shows the stripe text; `/account/*` is a client-only route. */
export function writeFakeSite(siteDir: string, stripeText: string, buildNumber: number): BuildInfo {
  const publicDir = path.join(siteDir, 'public')
  const cacheDir = path.join(siteDir, '.cache')
  const hash = `hash${buildNumber}`
  const page = (body: string) =>
    `<!doctype html><html lang="pt-BR"><head><title>Arena</title><script src="/app-${hash}.js"></script></head><body><div class="stripe">${stripeText}</div>${body}</body></html>`
  write(path.join(publicDir, 'index.html'), page('<h1>Início</h1>'))
  write(path.join(publicDir, 'page-data', 'index', 'page-data.json'), JSON.stringify({ path: '/', result: { data: { stripeText } } }))
  write(path.join(publicDir, 'page-data', 'app-data.json'), JSON.stringify({ webpackCompilationHash: hash }))
  write(path.join(publicDir, `app-${hash}.js`), `window.__build=${buildNumber}`)
  write(path.join(publicDir, 'account', 'index.html'), page('<h1>Minha conta</h1>'))
  write(path.join(publicDir, '404.html'), page('<h1>Página não encontrada</h1>'))
  write(path.join(publicDir, 'sobre', 'index.html'), page('<h1>Sobre</h1>'))
  write(path.join(cacheDir, 'redirects.json'), JSON.stringify([{ fromPath: '/home', toPath: '/', isPermanent: false }]))
  write(path.join(cacheDir, 'match-paths.json'), JSON.stringify([{ path: '/account', matchPath: '/account/*' }]))
  const info: BuildInfo = {
    buildId: `fake-${buildNumber}-${Date.now()}`,
    builtAt: new Date().toISOString(),
    commit: 'abc123',
    contentVersion: `content-${stripeText.length}-${buildNumber}`,
    catalogueVersion: 'catalogue-1',
    shellVersion: `shell-${buildNumber}`,
    webpackCompilationHash: hash,
    pages: 4,
  }
  write(path.join(cacheDir, BUILD_INFO_FILE), JSON.stringify(info))
  return info
}
