/** The size of a payment method's badge, in CSS pixels. */
export const PAYMENT_ICON_WIDTH = 48
export const PAYMENT_ICON_HEIGHT = 32

/** A payment method's badge: `inner` SVG drawn on a white 48×32 card with a grey border, as a data: URL (an `<img>` needs no script). */
export function badgeIcon(inner: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAYMENT_ICON_WIDTH}" height="${PAYMENT_ICON_HEIGHT}" viewBox="0 0 ${PAYMENT_ICON_WIDTH} ${PAYMENT_ICON_HEIGHT}" font-family="Arial, Helvetica, sans-serif">` +
    `<rect x="0.5" y="0.5" width="${PAYMENT_ICON_WIDTH - 1}" height="${PAYMENT_ICON_HEIGHT - 1}" rx="4" fill="#fff" stroke="#c8c8c8"/>${inner}</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
