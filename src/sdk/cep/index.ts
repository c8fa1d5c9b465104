export { CepContext, CepProvider, useCep } from './Provider'
export type { CepContextValue, CepProviderProps } from './Provider'
export { cepActions, cepReducer, initialCepState } from './state'
export type { CepAction, CepState } from './state'
