/** Build-time CMS content: loading, validation, Contentful mapping and Gatsby schema. */
export { loadContent, resolveContentFile, CONTENT_VARIANTS, DEFAULT_CONTENT_DIR, type LoadContentOptions } from './load'
export { parseFooter } from './footer'
export { CONTENT_FILES, SHARED_CONTENT_DIR, type ContentKey } from './files'
export { checkReferences } from './references'
export type { Content, ContentVariant } from './types'
export {
  ContentValidationError,
  formatIssue,
  validate,
  validateOrThrow,
  withoutNulls,
  type ContentIssue,
  type ValidationResult,
} from '../../../cms-schemas/validation'
export {
  CMS_NODE_TYPES,
  CMS_TYPE_DEFS,
  contentNodes,
  toGatsbyNode,
  type CmsGatsbyNode,
  type CmsNodeInput,
  type CmsNodeType,
  type NodeHelpers,
} from './schema'
export * from './contentful'
