export { Slider } from './Slider'
export type { SliderApi, SliderControlsState, SliderProps } from './Slider'
export { AutoplayToggle } from './AutoplayToggle'
export { nextIndex } from './slider-rules'
