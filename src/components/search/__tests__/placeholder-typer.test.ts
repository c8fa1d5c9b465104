/** @jest-environment jsdom */
import { PLACEHOLDER_PAUSE_MS, PLACEHOLDER_TYPING_MS_PER_CHAR } from '../../../config/constants'
import { createPlaceholderTyper } from '../placeholder-typer'

const phrases = ['Bola', 'Tênis']

const newInput = () => document.createElement('input')

describe('placeholder typer', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('writes the first phrase to an input it is given, and nothing moves until it is enabled', () => {
    const typer = createPlaceholderTyper(phrases)
    const input = newInput()
    typer.attach(input)
    expect(input.placeholder).toBe('Bola')
    jest.advanceTimersByTime(10 * PLACEHOLDER_PAUSE_MS)
    expect(input.placeholder).toBe('Bola')
    expect(typer.text()).toBe('Bola')
  })

  it('pauses 3000 ms on a full phrase, then types the next one a character every 50 ms into every input it holds', () => {
    const typer = createPlaceholderTyper(phrases)
    const header = newInput()
    const modal = newInput()
    typer.attach(header)
    typer.attach(modal)
    typer.setEnabled(true)
    jest.advanceTimersByTime(PLACEHOLDER_PAUSE_MS - 1)
    expect(header.placeholder).toBe('Bola')
    jest.advanceTimersByTime(1)
    expect(header.placeholder).toBe('')
    const shown: string[] = []
    for (let step = 0; step < 'Tênis'.length; step++) {
      jest.advanceTimersByTime(PLACEHOLDER_TYPING_MS_PER_CHAR)
      shown.push(header.placeholder)
      expect(modal.placeholder).toBe(header.placeholder)
    }
    expect(shown).toEqual(['T', 'Tê', 'Tên', 'Têni', 'Tênis'])
    jest.advanceTimersByTime(PLACEHOLDER_PAUSE_MS - 1)
    expect(header.placeholder).toBe('Tênis')
    jest.advanceTimersByTime(1 + PLACEHOLDER_TYPING_MS_PER_CHAR)
    expect(header.placeholder).toBe('B')
  })

  it('writes the current text to an input attached midway, and leaves a detached input as it was', () => {
    const typer = createPlaceholderTyper(phrases)
    const header = newInput()
    const detach = typer.attach(header)
    typer.setEnabled(true)
    jest.advanceTimersByTime(PLACEHOLDER_PAUSE_MS + 2 * PLACEHOLDER_TYPING_MS_PER_CHAR)
    const late = newInput()
    typer.attach(late)
    expect(late.placeholder).toBe('Tê')
    detach()
    jest.advanceTimersByTime(PLACEHOLDER_TYPING_MS_PER_CHAR)
    expect(header.placeholder).toBe('Tê')
    expect(late.placeholder).toBe('Tên')
  })

  it('holds where it is while disabled, and waits a whole step again when enabled', () => {
    const typer = createPlaceholderTyper(phrases)
    const input = newInput()
    typer.attach(input)
    typer.setEnabled(true)
    jest.advanceTimersByTime(PLACEHOLDER_PAUSE_MS + PLACEHOLDER_TYPING_MS_PER_CHAR)
    expect(input.placeholder).toBe('T')
    typer.setEnabled(false)
    jest.advanceTimersByTime(10 * PLACEHOLDER_PAUSE_MS)
    expect(input.placeholder).toBe('T')
    expect(jest.getTimerCount()).toBe(0)
    typer.setEnabled(true)
    typer.setEnabled(true)
    expect(jest.getTimerCount()).toBe(1)
    jest.advanceTimersByTime(PLACEHOLDER_TYPING_MS_PER_CHAR)
    expect(input.placeholder).toBe('Tê')
  })

  it('has nothing to type without phrases', () => {
    const typer = createPlaceholderTyper([])
    const input = newInput()
    typer.attach(input)
    typer.setEnabled(true)
    expect(input.placeholder).toBe('')
    expect(jest.getTimerCount()).toBe(0)
  })

  it('writes a field only when its text changes', () => {
    const typer = createPlaceholderTyper(['Bola'])
    const input = newInput()
    typer.attach(input)
    const writes = jest.spyOn(input, 'placeholder', 'set')
    typer.setEnabled(true)
    // Bola (pause) → '' → B → Bo → Bol → Bola: five writes, and none for the pause's timer.
    jest.advanceTimersByTime(PLACEHOLDER_PAUSE_MS + 5 * PLACEHOLDER_TYPING_MS_PER_CHAR)
    expect(writes.mock.calls.map(([value]) => value)).toEqual(['', 'B', 'Bo', 'Bol', 'Bola'])
  })
})
