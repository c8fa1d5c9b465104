import { SHELL_SLICES } from '../../src/contracts/shell-slices'

/**
 * What a shell publish without a build writes and a Gatsby build writes too
 * (decision record 0041), as a server answers it: the home page's markup
 * between each shell slice's markers, the slices' HTML and data files, and
 * app-data.json (the stamped hash). The same content must give the same
 * bytes either way, else pages would hydrate differently.
 */
export async function shellOutput(origin: string): Promise<Record<string, string>> {
  const home = await (await fetch(`${origin}/`)).text()
  const output: Record<string, string> = {}
  for (const slice of Object.values(SHELL_SLICES)) {
    const start = `<!-- slice-start id="${slice}-1" -->`
    const at = home.indexOf(start)
    const end = home.indexOf(`<!-- slice-end id="${slice}-1" -->`, at)
    output[`home page: ${slice}`] = at < 0 || end < 0 ? '(none)' : home.slice(at + start.length, end)
    output[`/_gatsby/slices/${slice}-1.html`] = await (await fetch(`${origin}/_gatsby/slices/${slice}-1.html`)).text()
    output[`/slice-data/${slice}.json`] = await (await fetch(`${origin}/slice-data/${slice}.json`)).text()
  }
  output['/page-data/app-data.json'] = await (await fetch(`${origin}/page-data/app-data.json`)).text()
  return output
}

/** The entries of two outputs that differ. */
export const differingEntries = (a: Record<string, string>, b: Record<string, string>): string[] =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => a[key] !== b[key])
