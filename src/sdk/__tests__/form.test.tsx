/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react'

import { problemFields, useFormSubmission, useFormValues, type DescribeFailure } from '../form'

/** A promise settled from the test. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

const refused: DescribeFailure = () => ({ fields: { phone: 'Telefone inválido' }, message: 'Confira' })

describe('problemFields', () => {
  it("gives each problem its field's message, in the rule's order (the first is the field to focus)", () => {
    const messages = { a: 'Informe A.', b: 'Informe B.', c: 'Informe C.' }
    const fields = problemFields(['c', 'a'], messages)
    expect(fields).toEqual({ c: 'Informe C.', a: 'Informe A.' })
    expect(Object.keys(fields)).toEqual(['c', 'a'])
    expect(problemFields([], messages)).toEqual({})
  })
})

describe('useFormSubmission', () => {
  it('is busy while a submission runs, sends one at a time, and shows the refusal by the form reader', async () => {
    const { result } = renderHook(() => useFormSubmission<string>(refused))
    const call = deferred<string>()
    let first: Promise<string | null> = Promise.resolve(null)
    act(() => {
      first = result.current.submit(() => call.promise)
    })
    expect(result.current.busy).toBe(true)
    let second: string | null = 'not called'
    await act(async () => {
      second = await result.current.submit(() => Promise.resolve('again'))
    })
    expect(second).toBeNull()
    await act(async () => {
      call.reject(new Error('400'))
      await first
    })
    expect(result.current.busy).toBe(false)
    expect(result.current.state).toEqual({ status: 'failed', fields: { phone: 'Telefone inválido' }, message: 'Confira' })
    expect(result.current.error('phone')).toBe('Telefone inválido')
  })

  it('reads one call with its own reader when given', async () => {
    const { result } = renderHook(() => useFormSubmission<string>(refused))
    await act(async () => {
      await result.current.submit(() => Promise.reject(new Error('404')), null, () => ({ fields: { postalCode: 'CEP inexistente' }, message: null }))
    })
    expect(result.current.state).toEqual({ status: 'failed', fields: { postalCode: 'CEP inexistente' }, message: null })
  })

  it('refuses without sending: the fields and message replace what the form showed', () => {
    const { result } = renderHook(() => useFormSubmission<string>(refused))
    act(() => result.current.refuse({ email: 'Informe um e-mail válido.' }))
    expect(result.current.state).toEqual({ status: 'failed', fields: { email: 'Informe um e-mail válido.' }, message: null })
    act(() => result.current.refuse({}, 'Faltam dados'))
    expect(result.current.state).toEqual({ status: 'failed', fields: {}, message: 'Faltam dados' })
    act(() => result.current.reset())
    expect(result.current.state).toEqual({ status: 'idle', fields: {}, message: null })
  })

  it('runs a call without sending the form: busy meanwhile, what the form shows stays on success and is replaced on failure', async () => {
    const { result } = renderHook(() => useFormSubmission<string>(refused))
    act(() => result.current.refuse({}, 'O valor do pedido mudou'))
    const call = deferred<number>()
    let running: Promise<number | null> = Promise.resolve(null)
    act(() => {
      running = result.current.run(() => call.promise)
    })
    expect(result.current.busy).toBe(true)
    expect(result.current.state.message).toBe('O valor do pedido mudou')
    // A submission waits for the run like any other call.
    let submitted: string | null = 'not called'
    await act(async () => {
      submitted = await result.current.submit(() => Promise.resolve('sent'))
    })
    expect(submitted).toBeNull()
    let answer: number | null = null
    await act(async () => {
      call.resolve(7)
      answer = await running
    })
    expect(answer).toBe(7)
    expect(result.current.busy).toBe(false)
    expect(result.current.state).toEqual({ status: 'failed', fields: {}, message: 'O valor do pedido mudou' })
    await act(async () => {
      answer = await result.current.run(() => Promise.reject(new Error('500')))
    })
    expect(answer).toBeNull()
    expect(result.current.state).toEqual({ status: 'failed', fields: { phone: 'Telefone inválido' }, message: 'Confira' })
  })

  it('keeps its functions across renders (safe in effect dependencies)', () => {
    const { result, rerender } = renderHook(() => useFormSubmission<string>(refused))
    const { submit, run, refuse, edited, reset } = result.current
    rerender()
    expect(result.current).toMatchObject({ submit, run, refuse, edited, reset })
  })
})

describe('useFormValues', () => {
  interface Values {
    cpf: string
    name: string
    optin: boolean
  }
  const initial = (): Values => ({ cpf: '', name: '', optin: false })

  it('binds a text control: its name, its value and a change through the given format', () => {
    const { result } = renderHook(() => useFormValues(initial))
    const bound = result.current.bind('cpf', (typed) => typed.replace(/\D/g, ''))
    expect(bound).toMatchObject({ name: 'cpf', value: '' })
    act(() => bound.onChange({ target: { value: '529.982-a' } }))
    expect(result.current.values.cpf).toBe('529982')
    act(() => result.current.bind('name').onChange({ target: { value: 'Ana ' } }))
    act(() => result.current.set('optin', true))
    expect(result.current.values).toEqual({ cpf: '529982', name: 'Ana ', optin: true })
  })

  it('fills from a source once per key, keeping what was typed, until the source is forgotten', () => {
    const { result } = renderHook(() => useFormValues(initial))
    act(() => result.current.fillFrom('ana', (current) => ({ ...current, name: 'Ana' })))
    act(() => result.current.set('name', 'Ana Maria'))
    act(() => result.current.fillFrom('ana', (current) => ({ ...current, name: 'Ana' })))
    expect(result.current.values.name).toBe('Ana Maria')
    act(() => result.current.fillFrom('bia', (current) => ({ ...current, name: 'Bia' })))
    expect(result.current.values.name).toBe('Bia')
    act(() => result.current.set('name', 'Beatriz'))
    act(() => result.current.forgetSource())
    act(() => result.current.fillFrom('bia', (current) => ({ ...current, name: 'Bia' })))
    expect(result.current.values.name).toBe('Bia')
  })

  it('keeps set, fillFrom and forgetSource across renders', () => {
    const { result, rerender } = renderHook(() => useFormValues(initial))
    const { set, fillFrom, forgetSource } = result.current
    act(() => set('name', 'Ana'))
    rerender()
    expect(result.current).toMatchObject({ set, fillFrom, forgetSource })
  })
})
