import { swiperOptions } from '../swiper-options'

const classNames = { wrapper: 'wrapper', slide: 'slide' }

describe('swiperOptions', () => {
  it('tracks the slides in view, so focus on a visible slide (a dialog giving it back) never moves the slider', () => {
    const options = swiperOptions({ autoplayMs: 4000, effect: 'slide', layout: 'auto', gapPx: 12, label: 'Produtos similares' }, classNames)
    expect(options.watchSlidesProgress).toBe(true)
    expect(options.a11y.scrollOnFocus).toBe(true)
  })
})
