export { QuickAddButton } from './QuickAddButton'
export type { QuickAddButtonProps } from './QuickAddButton'
export { ProductCardActions } from './ProductCardActions'
export { pageDataUrl, loadProduct } from './load-product'
