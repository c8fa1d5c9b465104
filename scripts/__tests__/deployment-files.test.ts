import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

/** The variables .env.example lists (commented or set). */
function exampleVariables(): Set<string> {
  return new Set([...read('.env.example').matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]))
}

describe('.env.example', () => {
  const listed = exampleVariables()

  it('lists every variable of the configuration table', () => {
    const table = read('docs/configuration.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]))
    expect(table.length).toBeGreaterThan(40)
    expect(table.filter((name) => !listed.has(name))).toEqual([])
  })

  it('lists every variable the server reads when it starts', () => {
    const sources = ['src/server/config.ts', 'src/server/backend.ts', 'src/server/vtex/config.ts', 'src/server/domain/mail/smtp.ts', 'src/server/observability/tracing.ts', 'src/server/main.ts']
    const read_ = sources.flatMap((file) => [...read(file).matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]))
    expect(read_.length).toBeGreaterThan(30)
    expect([...new Set(read_)].filter((name) => !listed.has(name))).toEqual([])
  })
})

describe('the container image (Dockerfile)', () => {
  const dockerfile = read('Dockerfile')
  const stages = dockerfile.split(/^FROM /m).slice(1)
  const runtime = stages[stages.length - 1]

  it('is multi-stage: the runtime stage has no compiler and no development packages', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3)
    expect(runtime).not.toMatch(/g\+\+|npm ci|npm install/)
    expect(dockerfile).toMatch(/npm prune --omit=dev/)
  })

  it('runs as a non-root user under tini, with a health check on /api/health, data and builds on volumes', () => {
    expect(runtime).toMatch(/^USER node$/m)
    expect(runtime).toMatch(/^ENTRYPOINT \["\/usr\/bin\/tini", "--"\]$/m)
    expect(runtime).toMatch(/^HEALTHCHECK [^]*\/api\/health/m)
    expect(runtime).toMatch(/^VOLUME \["\/app\/data", "\/app\/builds"\]$/m)
    expect(runtime).toMatch(/NODE_ENV=production/)
  })

  it('serves the build made in the image (npm start’s serve step), never builds at start', () => {
    const cmd = /^CMD (.*)$/m.exec(runtime)?.[1] ?? ''
    expect(JSON.parse(cmd)).toEqual(['node', '--enable-source-maps', 'dist/server/main.js'])
    expect(JSON.parse(read('package.json')).scripts.serve).toBe('node --enable-source-maps dist/server/main.js')
  })

  it('uses the Node major of .nvmrc and of the engines field', () => {
    const major = read('.nvmrc').trim()
    expect(dockerfile).toContain(`NODE_IMAGE=node:${major}.`)
    expect(JSON.parse(read('package.json')).engines.node).toBe(`>=${major}`)
  })
})

describe('compose.yaml', () => {
  it('runs the store behind Caddy with TLS on localhost, the store’s own port unpublished', () => {
    const compose = read('compose.yaml')
    const caddyfile = read('deploy/Caddyfile')
    expect(compose).toMatch(/^ {2}store:$/m)
    expect(compose).toMatch(/^ {2}proxy:\n {4}image: caddy:/m)
    expect(compose).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro')
    expect(compose).toMatch(/SITE_URL: \$\{SITE_URL:-https:\/\/localhost\}/)
    expect(compose).toMatch(/SECURE_COOKIES: "true"/)
    const store = compose.slice(compose.indexOf('  store:'), compose.indexOf('  proxy:'))
    expect(store).not.toMatch(/^ {4}ports:/m)
    expect(caddyfile).toMatch(/\{\$SITE_HOST:localhost\} \{/)
    expect(caddyfile).toContain('reverse_proxy store:9000')
  })
})
