const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
}

export function mimeTypeFor(filePath: string): string {
  const dot = filePath.lastIndexOf('.')
  return (dot >= 0 && TYPES[filePath.slice(dot).toLowerCase()]) || 'application/octet-stream'
}

/** Text-like types worth compressing. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/.test(contentType)
}

/** Documents of a route (a page, its data, a sitemap, the manifest), as against the scripts and styles every page shares. */
export function isDocument(contentType: string): boolean {
  return /^(text\/html|application\/(json|manifest\+json|xml))/.test(contentType)
}
