/** Slugs of the catalogue: the addresses of products and categories are made of them. */
const PLAIN: Readonly<Record<string, string>> = {
  á: 'a', à: 'a', â: 'a', ã: 'a', ä: 'a', é: 'e', è: 'e', ê: 'e', ë: 'e', í: 'i', ì: 'i', î: 'i', ï: 'i',
  ó: 'o', ò: 'o', ô: 'o', õ: 'o', ö: 'o', ú: 'u', ù: 'u', û: 'u', ü: 'u', ç: 'c', ñ: 'n',
}

/** Lowercase, no accents, words joined with single hyphens. */
export function slugify(text: string): string {
  const lower = text.toLowerCase()
  let out = ''
  let pendingHyphen = false
  for (const ch of lower) {
    const c = PLAIN[ch] ?? ch
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      if (pendingHyphen && out) out += '-'
      out += c
      pendingHyphen = false
    } else {
      const code = c.charCodeAt(0)
      // Combining accents (decomposed text) vanish; anything else separates words.
      if (code < 0x300 || code > 0x36f) pendingHyphen = true
    }
  }
  return out
}
