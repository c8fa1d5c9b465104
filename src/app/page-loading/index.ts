export {
  chunkFailureTarget,
  decidePageData,
  isBuildHashMismatch,
  loadPageData,
  pageDataUrl,
  shouldShowProgressBar,
} from './policy'
export type { PageDataDecision, PageDataFetch, PageDataResult } from './policy'
export { fetchLatestBuildHash, reloadOnBuildHashMismatch } from './build-hash'
export { pageLoading, usePageLoading } from './loading-store'
export type { PageLoadingState } from '../../sdk/pageLoading'
export { ProgressBar } from './ProgressBar'
export type { ProgressBarProps } from './ProgressBar'
