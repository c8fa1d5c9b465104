/** Interleaved 2 of 5 patterns (n = narrow, w = wide), digit by digit: the boleto's bar code (Febraban). */
const PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn']
const NARROW = 1
const WIDE = 3

/** The bars of a digit string (even length) as [x, width] of the dark bars, and the total width. */
export function interleaved2of5(digits: string): { bars: Array<[number, number]>; width: number } {
  const bars: Array<[number, number]> = []
  let x = 0
  const put = (dark: boolean, width: number) => {
    if (dark) bars.push([x, width])
    x += width
  }
  // Start: narrow bar, narrow space, narrow bar, narrow space.
  for (let i = 0; i < 4; i += 1) put(i % 2 === 0, NARROW)
  for (let index = 0; index + 1 < digits.length; index += 2) {
    const black = PATTERNS[Number(digits[index])]
    const white = PATTERNS[Number(digits[index + 1])]
    for (let k = 0; k < 5; k += 1) {
      put(true, black[k] === 'w' ? WIDE : NARROW)
      put(false, white[k] === 'w' ? WIDE : NARROW)
    }
  }
  // Stop: wide bar, narrow space, narrow bar.
  put(true, WIDE)
  put(false, NARROW)
  put(true, NARROW)
  return { bars, width: x }
}

/** The boleto's bar code drawn as SVG. */
export function Barcode({ digits, className }: { digits: string; className?: string }) {
  const { bars, width } = interleaved2of5(digits)
  return (
    <svg className={className} viewBox={`0 0 ${width} 50`} preserveAspectRatio="none" role="img" aria-label={`Código de barras ${digits}`}>
      {bars.map(([x, w]) => (
        <rect key={x} x={x} y={0} width={w} height={50} fill="#000" />
      ))}
    </svg>
  )
}
