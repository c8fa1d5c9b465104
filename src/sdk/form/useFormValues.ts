import { useCallback, useRef, useState } from 'react'

/** The fields of `V` that hold text. */
export type TextFieldOf<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string

/** The props that bind a text control to a field (spread on a field component: they are its plain props). */
export interface BoundText {
  name: string
  value: string
  onChange: (event: { target: { value: string } }) => void
}

export interface FormValues<V> {
  values: V
  /** A field's new value (as the field shows it: already formatted). */
  set: <K extends keyof V>(field: K, value: V[K]) => void
  /** A text control bound to a field: its name, its value, and a change that keeps what is typed, through `format` when given. */
  bind: (field: TextFieldOf<V>, format?: (typed: string) => string) => BoundText
  /**
   * Fills the fields from their source (data the store already holds, such as
   * the cart's address) when `sourceKey` differs from the one last filled
   * from: a later call with the same key keeps what the shopper typed.
   */
  fillFrom: (sourceKey: string, fill: (current: V) => V) => void
  /** The next `fillFrom` fills again, whatever its key (the source was sent again). */
  forgetSource: () => void
}

/** The values of a form whose fields are controlled (formatted as typed, filled from the store's data). */
export function useFormValues<V>(initial: () => V): FormValues<V> {
  const [values, setValues] = useState(initial)
  const filledFrom = useRef<string | null>(null)

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => setValues((current) => ({ ...current, [field]: value })), [])
  const fillFrom = useCallback((sourceKey: string, fill: (current: V) => V) => {
    if (filledFrom.current === sourceKey) return
    filledFrom.current = sourceKey
    setValues(fill)
  }, [])
  const forgetSource = useCallback(() => {
    filledFrom.current = null
  }, [])
  const bind = (field: TextFieldOf<V>, format?: (typed: string) => string): BoundText => ({
    name: field,
    value: values[field] as string,
    onChange: (event) => set(field, (format ? format(event.target.value) : event.target.value) as V[typeof field]),
  })

  return { values, set, bind, fillFrom, forgetSource }
}
