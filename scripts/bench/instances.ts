/**
 * `npm run bench:instances`: two real server processes (`tsx src/server/main.ts`)
 * over one shared release store (BUILDS_DIR), each with its own site folder and
 * database, behind nginx (the system's, /usr/sbin/nginx: upstream keep-alive,
 * the next upstream tried on a refused connection). A loop of pages, page data,
 * /pesquisa and API calls runs through nginx the whole time while:
 * 1. a separate builder process (this script) writes a new release into the
 *    store and moves the live pointer: how long until each instance serves it;
 * 2. a rolling restart: SIGTERM to one instance, started again, healthy, then
 *    the other.
 * Prints requests, failed requests (the goal: 0), the follow times, and the
 * load average. The site is a small stand-in of Gatsby's shape (no build needed).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { writeFakeSite } from '../../src/server/test-support/fake-site-builder'
import { startLoadLoop, TEST_SIGNING_SECRET } from '../../src/server/test-support/publishing'
import { FileReleaseRepository, readBuildInfo } from '../../src/server/publishing/release-store'
import { readBudgets, report } from './budgets'
import { freePort, waitForHealth } from './server'

const ROOT = path.resolve(__dirname, '../..')
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
const OLD_TEXT = 'Frete grátis nas compras acima de R$ 299'
const NEW_TEXT = 'Frete grátis acima de R$ 199 — só hoje'
const PATHS = ['/', '/page-data/index/page-data.json', '/sobre', '/pesquisa?q=bola', '/api/health', '/api/io/_v/api/intelligent-search/product_search/?query=bola']
/** Requests the loop answers between steps (counts, not times: a loaded machine is slower). */
const STEP_REQUESTS = 200

interface Instance {
  port: number
  dataDir: string
  siteDir: string
  child: ChildProcess
}

function startInstance(port: number, dataDir: string, siteDir: string, buildsDir: string): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CATALOG_SIZE: '60',
      LOG_LEVEL: 'warn',
      PUBLISH_SIGNING_SECRET: TEST_SIGNING_SECRET,
      BUILDS_DIR: buildsDir,
      PUBLISH_SITE_DIR: siteDir,
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return { port, dataDir, siteDir, child }
}

async function stopInstance(instance: Instance): Promise<number> {
  const started = performance.now()
  const exited = new Promise((resolve) => instance.child.once('exit', resolve))
  instance.child.kill('SIGTERM')
  await exited
  return Math.round(performance.now() - started)
}

function nginxConfig(dir: string, listen: number, upstreams: number[]): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream store {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://store;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
  }
}
`
}

async function servesText(port: number, text: string): Promise<boolean> {
  try {
    return (await (await fetch(`http://127.0.0.1:${port}/`)).text()).includes(text)
  } catch {
    return false
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(NGINX)) throw new Error(`no nginx at ${NGINX} (apt-get install nginx, or NGINX_BIN)`)
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-instances-'))
  const buildsDir = path.join(tmp, 'builds')
  const siteDirs = [path.join(tmp, 'site-a'), path.join(tmp, 'site-b')]
  // The deploy's build, the same in both instances (one image), with a static /pesquisa page.
  writeFakeSite(siteDirs[0], OLD_TEXT, 0)
  fs.mkdirSync(path.join(siteDirs[0], 'public', 'pesquisa'), { recursive: true })
  fs.copyFileSync(path.join(siteDirs[0], 'public', 'sobre', 'index.html'), path.join(siteDirs[0], 'public', 'pesquisa', 'index.html'))
  fs.cpSync(siteDirs[0], siteDirs[1], { recursive: true })
  const ports = [await freePort(), await freePort()]
  const instances: Instance[] = []
  let nginx: ChildProcess | null = null
  try {
    for (const [index, port] of ports.entries()) {
      const instance = startInstance(port, path.join(tmp, `data-${index}`), siteDirs[index], buildsDir)
      instances.push(instance)
      // One after the other: the first adopts the deploy's build, the second finds it kept.
      await waitForHealth(`http://127.0.0.1:${port}`, () => instance.child.exitCode)
    }
    const listen = await freePort()
    const nginxDir = path.join(tmp, 'nginx')
    fs.mkdirSync(nginxDir)
    fs.writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxConfig(nginxDir, listen, ports))
    nginx = spawn(NGINX, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] })
    const balancer = `http://127.0.0.1:${listen}`
    await waitForHealth(balancer, () => nginx?.exitCode ?? null)

    const loop = startLoadLoop(balancer, PATHS, 8)
    await loop.reached(STEP_REQUESTS)

    // 1. A builder process writes the new release and moves the pointer; both instances follow.
    const builderSite = path.join(tmp, 'builder')
    writeFakeSite(builderSite, NEW_TEXT, 1)
    fs.mkdirSync(path.join(builderSite, 'public', 'pesquisa'), { recursive: true })
    fs.copyFileSync(path.join(builderSite, 'public', 'sobre', 'index.html'), path.join(builderSite, 'public', 'pesquisa', 'index.html'))
    const store = new FileReleaseRepository(buildsDir)
    const release = await store.create(`bench-${Date.now()}`, { publicDir: path.join(builderSite, 'public'), cacheDir: path.join(builderSite, '.cache'), info: readBuildInfo(path.join(builderSite, '.cache')) })
    const switchedAt = performance.now()
    store.setCurrent(release.id)
    const followMs: number[] = []
    for (const port of ports) {
      while (!(await servesText(port, NEW_TEXT))) {
        if (performance.now() - switchedAt > 30_000) throw new Error(`instance on ${port} did not follow the release within 30 s`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      followMs.push(Math.round(performance.now() - switchedAt))
    }
    await loop.reached(loop.count() + STEP_REQUESTS)

    // 2. A rolling restart.
    const drainMs: number[] = []
    const restartMs: number[] = []
    for (const [index, instance] of instances.entries()) {
      drainMs.push(await stopInstance(instance))
      const started = performance.now()
      const again = startInstance(instance.port, instance.dataDir, instance.siteDir, buildsDir)
      instances[index] = again
      await waitForHealth(`http://127.0.0.1:${again.port}`, () => again.child.exitCode)
      restartMs.push(Math.round(performance.now() - started))
      if (!(await servesText(again.port, NEW_TEXT))) throw new Error('a restarted instance does not serve the current release')
      await loop.reached(loop.count() + STEP_REQUESTS)
    }
    const { requests, failures, bodies } = await loop.stop()
    const homes = [...(bodies.get('/') ?? [])]
    const result = {
      requests,
      failed: failures.length,
      failures: failures.slice(0, 10),
      bothBuildsSeen: homes.some((html) => html.includes(OLD_TEXT)) && homes.some((html) => html.includes(NEW_TEXT)),
      followMs,
      drainMs,
      restartToHealthyMs: restartMs,
      loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    }
    console.log(JSON.stringify(result, null, 2))
    const { instances: budget } = readBudgets()
    process.exitCode = report([
      { name: 'failed requests through nginx', value: failures.length, budget: budget.failedRequests, kind: 'max' },
      { name: 'slowest instance to serve a new release (ms)', value: Math.max(...followMs), budget: budget.followMs, kind: 'max' },
    ])
    if (failures.length > 0) {
      const log = fs.readFileSync(path.join(tmp, 'nginx', 'error.log'), 'utf8').trim().split('\n')
      const kinds = new Map<string, number>()
      for (const line of log) {
        const kind = /\] \d+#\d+: (?:\*\d+ )?([^,(]+)/.exec(line)?.[1]?.trim() ?? line
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
      }
      console.log("nginx's errors by kind:", Object.fromEntries(kinds))
    }
  } finally {
    nginx?.kill('SIGTERM')
    for (const instance of instances) if (instance.child.exitCode === null) await stopInstance(instance)
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
