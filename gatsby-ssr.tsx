import type { GatsbySSR } from 'gatsby'
import { wrapPage, wrapRoot } from './src/app/wrap-root'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'pt-BR' })
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />])
}

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => wrapRoot(element)

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => wrapPage(element, props.location)
