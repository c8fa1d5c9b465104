/** The JSON-LD @id of a product page's Product node (the head's Product and the reviews' rating share it). */
export const productNodeId = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/+$/, '')}${path}#product`
