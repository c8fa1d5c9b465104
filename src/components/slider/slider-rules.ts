/** Next slide index, rewinding at the ends. */
export function nextIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0
  return (((index + step) % count) + count) % count
}
