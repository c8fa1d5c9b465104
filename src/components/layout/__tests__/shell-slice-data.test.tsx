/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'
import { sliceValue, useSliceValue } from '../shell-slice-data'

function Shown({ value }: { value: ReturnType<typeof sliceValue<string[]>> }) {
  return <p>{useSliceValue(value, ['do prop']).join(', ')}</p>
}

describe("what a shell slice hands to the page", () => {
  it('is the fallback until the slice publishes, then what it published, to every reader', () => {
    const departments = sliceValue<string[]>()
    render(
      <>
        <Shown value={departments} />
        <Shown value={departments} />
      </>,
    )
    expect(screen.getAllByText('do prop')).toHaveLength(2)
    act(() => departments.publish(['Esportes', 'Feminino']))
    expect(screen.getAllByText('Esportes, Feminino')).toHaveLength(2)
    expect(departments.current()).toEqual(['Esportes', 'Feminino'])
  })
})
