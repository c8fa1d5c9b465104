/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react'

import type { MemberAddress } from '../../contracts/session'
import type { ProductReviews } from '../../features/reviews/contract'
import { addressBookActions, addressBookReducer, AddressBookStore, favouriteAddress, initialAddressBookState, type AddressBookGateway } from '../addressBook'
import { fieldError, formActions, formReducer, initialFormState, useFormSubmission } from '../form'
import { resourceActions, resourceReducer, useResource } from '../resource'
import { initialReviewsState, reviewsActions, reviewsReducer, useProductReviews } from '../../features/reviews/state'

const address = (id: string, favourite = false) => ({ id, is_favorite: favourite, postal_code: '01310-100' }) as MemberAddress

describe('form submission state', () => {
  it('goes submitting → failed with field errors; editing a field clears its own (and nested) errors', () => {
    let state = formReducer(initialFormState, formActions.submitted())
    expect(state.status).toBe('submitting')
    state = formReducer(state, formActions.failed({ cpf: 'CPF inválido', 'items.0.quantity': 'Demais', email: 'x' }, 'Confira'))
    expect(fieldError(state, 'items')).toBe('Demais')
    state = formReducer(state, formActions.fieldEdited('items'))
    state = formReducer(state, formActions.fieldEdited('cpf'))
    expect(state.fields).toEqual({ email: 'x' })
    expect(formReducer(state, formActions.fieldEdited('nothing'))).toBe(state)
    expect(formReducer(state, formActions.succeeded('Salvo'))).toEqual({ status: 'succeeded', fields: {}, message: 'Salvo' })
    expect(() => formReducer(state, { type: 'nope' } as never)).toThrow('[store-sdk]: Unknown action of form')
  })

  it('sends once at a time and describes a refusal with the given reader', async () => {
    const { result } = renderHook(() => useFormSubmission<string>(() => ({ fields: { email: 'Informe' }, message: 'Confira' })))
    let answer: string | null = null
    await act(async () => {
      answer = await result.current.submit(() => Promise.resolve('ok'), 'Salvo')
    })
    expect(answer).toBe('ok')
    expect(result.current.state).toEqual({ status: 'succeeded', fields: {}, message: 'Salvo' })
    await act(async () => {
      answer = await result.current.submit(() => Promise.reject(new Error('400')))
    })
    expect(answer).toBeNull()
    expect(result.current.state).toEqual({ status: 'failed', fields: { email: 'Informe' }, message: 'Confira' })
  })
})

describe('server reads', () => {
  it('keeps showing its data while reloading', () => {
    const ready = resourceReducer({ status: 'loading' }, resourceActions.loaded(1))
    expect(resourceReducer(ready, resourceActions.started())).toBe(ready)
    expect(resourceReducer(ready, resourceActions.missing())).toEqual({ status: 'not-found' })
  })

  it('reads once per key, tells a 404 apart and reloads on demand', async () => {
    let calls = 0
    const { result, rerender } = renderHook(({ key }) => useResource(key, () => (key === 'gone' ? Promise.reject(new Error('404')) : Promise.resolve(++calls)), () => true), {
      initialProps: { key: 'a' },
    })
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 1 }))
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 2 }))
    rerender({ key: 'gone' })
    await waitFor(() => expect(result.current.state).toEqual({ status: 'not-found' }))
  })
})

describe('address book store', () => {
  it('reduces loads and changes; a failed change keeps the book', () => {
    let state = addressBookReducer(initialAddressBookState, addressBookActions.loaded([address('a', true)]))
    state = addressBookReducer(state, addressBookActions.changeStarted('a'))
    expect(state).toEqual({ status: 'ready', addresses: [address('a', true)], busyId: 'a' })
    state = addressBookReducer(state, addressBookActions.changeFailed())
    expect(state).toEqual({ status: 'ready', addresses: [address('a', true)], busyId: null })
    expect(favouriteAddress(state)?.id).toBe('a')
    expect(() => addressBookReducer(state, { type: 'x' } as never)).toThrow('Unknown action of address book')
  })

  it('tells its listener about every new book, and rejects a refused change without touching the book', async () => {
    const heard: MemberAddress[][] = []
    const gateway: AddressBookGateway = {
      list: async () => [address('a', true)],
      add: async () => [address('a'), address('b', true)],
      update: async () => Promise.reject(new Error('400')),
      remove: async () => [],
      makeFavourite: async () => [address('a', true), address('b')],
    }
    const store = new AddressBookStore(gateway, (book) => heard.push(book))
    await store.load()
    await store.add({})
    expect(favouriteAddress(store.getState())?.id).toBe('b')
    await expect(store.update('a', {})).rejects.toThrow('400')
    expect(store.getState()).toMatchObject({ status: 'ready', busyId: null })
    await store.makeFavourite('a')
    expect(heard.map((book) => book.find((a) => a.is_favorite)?.id)).toEqual(['b', 'a'])
  })

  it('fails its load quietly (logged)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const store = new AddressBookStore({ list: () => Promise.reject(new Error('down')) } as unknown as AddressBookGateway)
    await store.load()
    expect(store.getState()).toEqual({ status: 'failed' })
    error.mockRestore()
  })
})

describe('product reviews store', () => {
  const reviews: ProductReviews = { productId: '1', summary: { average: 4, count: 1 }, reviews: [] }

  it('reduces a load', () => {
    expect(reviewsReducer(initialReviewsState, reviewsActions.loaded(reviews))).toEqual({ status: 'ready', reviews })
    expect(() => reviewsReducer(initialReviewsState, { type: 'x' } as never)).toThrow('Unknown action of reviews')
  })

  it('reads a product’s reviews once', async () => {
    const load = jest.fn(() => Promise.resolve(reviews))
    const { result } = renderHook(() => useProductReviews('1', load))
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', reviews }))
    expect(load).toHaveBeenCalledTimes(1)
  })
})
