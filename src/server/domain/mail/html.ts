import { escapeHtml } from './templates'

/** A simple transactional e-mail: a greeting, paragraphs and one call to action, in text and HTML. */
export function transactionalMail(parts: { greeting: string; paragraphs: string[]; action?: { label: string; url: string }; storeName: string }): {
  text: string
  html: string
} {
  const { greeting, paragraphs, action, storeName } = parts
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...(action ? [`${action.label}: ${action.url}`, ''] : []), storeName].join('\n')
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1a1a1a">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#007cb9;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>`
      : '',
    `<p>${escapeHtml(storeName)}</p>`,
    '</body></html>',
  ].join('')
  return { text, html }
}
