/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'

import { FakeSwiper } from '../../../test-support/swiper-stub'
import { createRef } from 'react'
import { Slider, type SliderApi } from '../Slider'

function renderSlider() {
  render(
    <>
      <button type="button">fora</button>
      <Slider
        label="Banners"
        autoplayMs={4000}
        testId="slider"
        controls={({ autoplay }) => (
          <button type="button" onClick={autoplay?.toggle}>
            {autoplay?.running ? 'Pausar' : 'Retomar'}
          </button>
        )}
      >
        <a href="#um">um</a>
        <a href="#dois">dois</a>
        <a href="#tres">tres</a>
      </Slider>
    </>,
  )
}

async function swiper(): Promise<FakeSwiper> {
  await waitFor(() => expect(screen.getByTestId('slider')).toHaveAttribute('data-slider-ready', 'true'))
  return FakeSwiper.instances.at(-1)!
}

describe('Slider autoplay and focus', () => {
  beforeEach(() => {
    FakeSwiper.instances = []
  })

  it('focus inside stops the rotation whatever the keys move, and leaving starts it again', async () => {
    renderSlider()
    const instance = await swiper()
    act(() => screen.getByText('um').focus())
    expect(instance.autoplay!.running).toBe(false)
    fireEvent.keyDown(screen.getByText('um'), { key: 'ArrowRight' })
    fireEvent.keyDown(screen.getByText('um'), { key: 'End' })
    expect(instance.autoplay!.running).toBe(false)
    expect(screen.getByTestId('slider')).toHaveAttribute('data-active-index', '2')
    // Moving inside keeps it stopped.
    act(() => screen.getByText('dois').focus())
    expect(instance.autoplay!.running).toBe(false)
    act(() => screen.getByText('fora').focus())
    expect(instance.autoplay!.running).toBe(true)
  })

  it('the pause button inside keeps it stopped after the focus leaves; pressed again, it runs once the focus leaves', async () => {
    renderSlider()
    const instance = await swiper()
    const button = screen.getByRole('button', { name: 'Pausar' })
    act(() => button.focus())
    act(() => button.click())
    expect(screen.getByRole('button', { name: 'Retomar' })).toBe(button)
    act(() => screen.getByText('fora').focus())
    expect(instance.autoplay!.running).toBe(false)
    act(() => button.focus())
    act(() => button.click())
    expect(screen.getByRole('button', { name: 'Pausar' })).toBe(button)
    expect(instance.autoplay!.running).toBe(false)
    act(() => screen.getByText('fora').focus())
    expect(instance.autoplay!.running).toBe(true)
  })
})

describe('Slider drags', () => {
  beforeEach(() => {
    FakeSwiper.instances = []
    // jsdom has no PointerEvent: a mouse event carries the coordinates.
    if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true })
  })

  it('a press that moved like a drag does not follow the link; a click does', async () => {
    renderSlider()
    await swiper()
    const link = screen.getByText('um')
    const followed = jest.fn((event: Event) => event.preventDefault())
    link.addEventListener('click', followed)
    fireEvent.pointerDown(link, { clientX: 100, clientY: 50 })
    fireEvent.click(link, { clientX: 150, clientY: 50, detail: 1 })
    expect(followed).not.toHaveBeenCalled()
    fireEvent.pointerDown(link, { clientX: 100, clientY: 50 })
    fireEvent.click(link, { clientX: 103, clientY: 51, detail: 1 })
    expect(followed).toHaveBeenCalledTimes(1)
  })
})

describe('Slider before Swiper takes over', () => {
  beforeEach(() => {
    FakeSwiper.instances = []
  })

  it('a control used before Swiper started starts it, and the slider goes where the control asked', async () => {
    const api = createRef<SliderApi>()
    render(
      <Slider label="Imagens" autoplayMs={null} apiRef={api} testId="slider">
        <span>um</span>
        <span>dois</span>
        <span>tres</span>
      </Slider>,
    )
    expect(FakeSwiper.instances).toHaveLength(0)
    act(() => api.current!.goTo(2))
    const instance = await swiper()
    expect(instance.calls).toContain('slideTo:2')
    expect(screen.getByTestId('slider')).toHaveAttribute('data-active-index', '2')
  })
})
