export {
  chunkFailureTarget,
  decidePageData,
  loadPageData,
  pageDataUrl,
  shouldShowProgressBar,
} from './policy'
export type { PageDataDecision, PageDataFetch, PageDataResult } from './policy'
export { pageLoading, usePageLoading } from './loading-store'
export type { PageLoadingState } from '../../sdk/pageLoading'
export { ProgressBar } from './ProgressBar'
export type { ProgressBarProps } from './ProgressBar'
