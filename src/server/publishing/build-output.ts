/** Reading a Gatsby build's console output when the build wrote no report of its own. */

const ANSI = /\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007]*\u0007/g

/** Lines of a console transcript, without colours and cursor moves. */
export function plainLines(output: string): string[] {
  return output
    .replace(ANSI, '')
    .split(/\r?\n|\r/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
}

/** Lines kept from Gatsby's error block. */
const ERROR_BLOCK_LINES = 8

/**
 * The gist of a failed build's output: Gatsby's first error block ("ERROR
 * #…" and the lines after it), else the last lines printed.
 */
export function failureSummary(output: string, exitCode: number | null): string {
  const lines = plainLines(output)
  const start = lines.findIndex((line) => /^\s*(ERROR|error)\b/.test(line))
  const picked = start >= 0 ? lines.slice(start, start + ERROR_BLOCK_LINES) : lines.slice(-ERROR_BLOCK_LINES)
  const head = `the build failed (exit code ${exitCode ?? 'none'})`
  return picked.length ? `${head}: ${picked.map((line) => line.trim()).join(' / ')}` : head
}
