export { resourceActions, resourceReducer } from './state'
export type { ResourceAction, ResourceState } from './state'
export { useResource } from './useResource'
export type { Resource } from './useResource'
