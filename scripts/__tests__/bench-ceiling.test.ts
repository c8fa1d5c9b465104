import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startCeilingProxy, stripScripts } from '../bench/ceiling'

describe('the ceiling page (bench:lighthouse)', () => {
  it('takes out every script and the links that only fetch scripts, and keeps styles, fonts and picture preloads', () => {
    const html = [
      '<html><head><link rel="stylesheet" href="/a.css"><link rel="preload" as="font" href="/f.woff2" crossorigin>',
      '<link rel="preload" as="image" imagesrcset="/p-320.avif 320w" imagesizes="50vw">',
      '<link rel="preload" as="script" href="/app.js"><link rel="modulepreload" href="/m.js"><link rel="prefetch" href="/page-data.json">',
      '<script>window.a=1</script><script type="application/ld+json">{"@type":"Product"}</script></head>',
      '<body><img src="/x.jpg"><script src="/app.js" async></script><SCRIPT>b()</SCRIPT ></body></html>',
    ].join('')
    const stripped = stripScripts(html)
    expect(stripped).not.toMatch(/script/i)
    expect(stripped).not.toContain('modulepreload')
    expect(stripped).not.toContain('prefetch')
    for (const kept of ['/a.css', 'as="font"', 'as="image"', '<img src="/x.jpg">']) expect(stripped).toContain(kept)
  })

  it('answers documents without scripts and everything else as the store does', async () => {
    const store = http.createServer((request, response) => {
      if (request.url === '/page') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end('<p>oi</p><script>x()</script>')
      } else {
        response.writeHead(200, { 'content-type': 'application/javascript' })
        response.end('x()')
      }
    })
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve))
    const proxy = await startCeilingProxy(`http://127.0.0.1:${(store.address() as AddressInfo).port}`)
    try {
      const page = await fetch(`${proxy.baseUrl}/page`, { headers: { accept: 'text/html' } })
      expect(await page.text()).toBe('<p>oi</p>')
      const script = await fetch(`${proxy.baseUrl}/app.js`)
      expect(await script.text()).toBe('x()')
    } finally {
      await proxy.stop()
      await new Promise((resolve) => store.close(resolve))
    }
  })
})
