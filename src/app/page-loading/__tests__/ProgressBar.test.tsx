/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'

import { pageLoading } from '../loading-store'
import { ProgressBar } from '../ProgressBar'

describe('ProgressBar', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    act(() => pageLoading.finish())
    jest.useRealTimers()
  })

  it('appears only after a navigation has taken 1 s, and hides when it ends', () => {
    render(<ProgressBar />)
    act(() => pageLoading.start())
    act(() => jest.advanceTimersByTime(999))
    expect(screen.queryByTestId('progress-bar')).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
    act(() => pageLoading.finish())
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('a fast navigation never shows it', () => {
    render(<ProgressBar />)
    act(() => pageLoading.start())
    act(() => jest.advanceTimersByTime(400))
    act(() => pageLoading.finish())
    act(() => jest.advanceTimersByTime(2000))
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('shows at once when Gatsby reports the route as delayed', () => {
    render(<ProgressBar />)
    act(() => pageLoading.delayed())
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
  })

  it('can be driven by the loading prop', () => {
    const { rerender } = render(<ProgressBar loading />)
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
    rerender(<ProgressBar loading={false} />)
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })
})
