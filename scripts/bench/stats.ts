/** Small statistics of the benchmarks. */

/** The median of a list (the mean of the two middle values for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * `option N` from a command line (`fallback` when absent; N a whole number of at least `minimum`),
 * and the other arguments.
 */
export function parseCountOption(
  args: readonly string[],
  option: string,
  fallback: number,
  minimum: number,
): { value: number; rest: string[] } {
  const rest: string[] = []
  let value = fallback
  for (let i = 0; i < args.length; i++) {
    if (args[i] === option) {
      value = Number(args[++i])
      if (!Number.isInteger(value) || value < minimum) throw new Error(`${option} needs a whole number of at least ${minimum}, e.g. ${option} ${Math.max(minimum, fallback)}`)
    } else rest.push(args[i])
  }
  return { value, rest }
}

/** `--runs N` from a command line (default `fallback`, at least 1), and the other arguments. */
export function parseRunsArgument(args: readonly string[], fallback: number): { runs: number; rest: string[] } {
  const { value, rest } = parseCountOption(args, '--runs', fallback, 1)
  return { runs: value, rest }
}

/**
 * The calls a bench measures: those named in `setting` (BENCH_CALLS, comma-separated, e.g. to
 * profile some of them), every one when unset; an unknown name is an error naming the known ones.
 */
export function selectedCalls<Call extends string>(all: readonly Call[], setting: string | undefined): readonly Call[] {
  if (!setting) return all
  return setting.split(',').map((call) => {
    if (!(all as readonly string[]).includes(call)) throw new Error(`BENCH_CALLS: unknown call ${call}; use ${all.join(', ')}`)
    return call as Call
  })
}
