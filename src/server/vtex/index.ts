export { DEFAULT_VTEX_ENVIRONMENT, isVtexBackend, readVtexConfig, type VtexConfig } from './config'
export { createVtexForwarder, passThroughCookies, rebindSetCookie, UpstreamError, type VtexForwarder } from './forwarder'
export { toAccountSession, toFreightSimulation } from './mappers'
export { vtexCheckoutRoutes, vtexCommerceRoutes, vtexPdpRoutes, vtexSessionRoutes, type VtexRoutesOptions } from './routes'
