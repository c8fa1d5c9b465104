import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A tiny Gatsby-like build in a temporary folder: its files, and the env that points the server at it. */
export interface FakeSite {
  root: string
  publicDir: string
  cacheDir: string
  env: { PUBLIC_DIR: string; GATSBY_CACHE_DIR: string }
  remove(): void
}

/** Writes `files` (site path → content) under public/, plus `.cache` files (name → content). */
export function writeFakeSite(files: Record<string, string>, cacheFiles: Record<string, string> = {}): FakeSite {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-site-'))
  const publicDir = path.join(root, 'public')
  const cacheDir = path.join(root, '.cache')
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, content)
  }
  for (const [sitePath, content] of Object.entries(files)) write(path.join(publicDir, sitePath), content)
  for (const [name, content] of Object.entries(cacheFiles)) write(path.join(cacheDir, name), content)
  fs.mkdirSync(cacheDir, { recursive: true })
  return {
    root,
    publicDir,
    cacheDir,
    env: { PUBLIC_DIR: publicDir, GATSBY_CACHE_DIR: cacheDir },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  }
}

/** A page as Gatsby writes it: the body, and inline scripts like Gatsby's own (loader, chunk map). */
export function fakePage(body: string, inlineScripts: string[] = ['window.pagePath="/";']): string {
  const scripts = inlineScripts.map((script) => `<script>${script}</script>`).join('')
  return `<!doctype html><html lang="pt-BR"><head><title>Arena</title></head><body><div id="___gatsby">${body}</div>${scripts}<script src="/app-0123456789abcdef0123.js" async></script></body></html>`
}
