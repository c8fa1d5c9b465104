/** Next slide index, rewinding at the ends. */
export function nextIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0
  return (((index + step) % count) + count) % count
}

/** The slide after a drag of `dx` pixels: one step once the drag passes the threshold. */
export function slideAfterDrag(index: number, dx: number, count: number, threshold: number): number {
  if (Math.abs(dx) < threshold) return index
  return nextIndex(index, dx < 0 ? 1 : -1, count)
}
