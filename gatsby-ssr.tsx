import type { GatsbySSR } from 'gatsby'
import { wrapRoot } from './src/app/wrap-root'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'pt-BR' })
}

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => wrapRoot(element)
