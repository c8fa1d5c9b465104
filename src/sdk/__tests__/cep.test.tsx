/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react'

import type { PostalCodeAddress } from '../../contracts/address'
import { CepProvider, useCep } from '../cep/Provider'
import { cepActions, cepReducer, initialCepState } from '../cep/state'
import type { CepAction } from '../cep/state'

const paulista: PostalCodeAddress = {
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BRA',
  geoCoordinates: [-46.65, -23.56],
}

describe('CEP prompt reducer', () => {
  it('starts with the modal closed and no address', () => {
    expect(initialCepState).toEqual({ isOpen: false, address: null })
  })

  it('opens and closes the modal; a repeated action keeps the same state', () => {
    const open = cepReducer(initialCepState, cepActions.opened())
    expect(open.isOpen).toBe(true)
    expect(cepReducer(open, cepActions.opened())).toBe(open)
    const closed = cepReducer(open, cepActions.closed())
    expect(closed.isOpen).toBe(false)
    expect(cepReducer(closed, cepActions.closed())).toBe(closed)
  })

  it('keeps the address of the submitted CEP; a failed lookup clears it', () => {
    const found = cepReducer(initialCepState, cepActions.addressFound(paulista))
    expect(found).toEqual({ isOpen: false, address: paulista })
    expect(cepReducer(found, cepActions.addressFound(paulista))).toBe(found)
    expect(cepReducer(found, cepActions.addressFound(null)).address).toBeNull()
  })

  it('opening and closing keep the address', () => {
    const found = cepReducer(initialCepState, cepActions.addressFound(paulista))
    expect(cepReducer(cepReducer(found, cepActions.opened()), cepActions.closed()).address).toBe(paulista)
  })

  it('throws for an unknown action', () => {
    const action = { type: 'submit' } as unknown as CepAction
    expect(() => cepReducer(initialCepState, action)).toThrow('[store-sdk]: Unknown action of CEP prompt')
  })
})

describe('CepProvider', () => {
  it('exposes the state and its actions, which keep their identity', () => {
    const { result } = renderHook(() => useCep(), { wrapper: CepProvider })
    const { openCepModal, closeCepModal, setCepAddress } = result.current
    act(() => openCepModal())
    expect(result.current.isOpen).toBe(true)
    act(() => setCepAddress(paulista))
    expect(result.current.address).toEqual(paulista)
    act(() => closeCepModal())
    expect(result.current).toMatchObject({ isOpen: false, address: paulista })
    expect(result.current.openCepModal).toBe(openCepModal)
    expect(result.current.closeCepModal).toBe(closeCepModal)
    expect(result.current.setCepAddress).toBe(setCepAddress)
  })

  it('useCep throws outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useCep())).toThrow('[store-sdk]: CepContext needs to be on the React tree')
    jest.restoreAllMocks()
  })
})
