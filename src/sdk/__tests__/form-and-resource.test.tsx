/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react'

import { fieldError, formActions, formReducer, initialFormState, useFormSubmission } from '../form'
import { resourceActions, resourceReducer, useResource } from '../resource'

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
