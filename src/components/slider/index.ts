export { Slider } from './Slider'
export type { SliderProps } from './Slider'
export { nextIndex, slideAfterDrag } from './slider-rules'
