/** Small statistics of the benchmarks. */

/** The median of a list (the mean of the two middle values for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** `--runs N` from a command line (default `fallback`), and the other arguments. */
export function parseRunsArgument(args: readonly string[], fallback: number): { runs: number; rest: string[] } {
  const rest: string[] = []
  let runs = fallback
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--runs') {
      runs = Number(args[++i])
      if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of runs, e.g. --runs 3')
    } else rest.push(args[i])
  }
  return { runs, rest }
}
