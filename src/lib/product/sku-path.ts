/** A product page address for one SKU (`/x/p?skuId=123`). */
export function skuPath(path: string, skuId: string): string {
  return `${path}?skuId=${encodeURIComponent(skuId)}`
}
