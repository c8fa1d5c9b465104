/** A coupon as stored. */
export interface Coupon {
  code: string
  kind: 'itemsPercent' | 'freeShipping'
  percent: number
  /** Only items of this sport (slug) get the discount; null = every item. */
  sportSlug: string | null
}
