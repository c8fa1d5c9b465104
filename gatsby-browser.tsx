import './src/styles/global.css'
import type { GatsbyBrowser } from 'gatsby'
import { wrapRoot } from './src/app/wrap-root'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => wrapRoot(element)
