import type { GatsbySSR } from 'gatsby'
import { linkedStylesheets } from './src/app/stylesheet-links'
import { wrapPage, wrapRootElement as wrapRootOrHead } from './src/app/wrap-root'
import { cookieNoticeHeadScript } from './src/components/prompts/cookie-notice-script'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'pt-BR' })
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // Runs before the first paint: hides the static cookie notice for visitors who accepted it.
    <script key="cookie-notice" dangerouslySetInnerHTML={{ __html: cookieNoticeHeadScript() }} />,
  ])
}

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => wrapRootOrHead(element)

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => wrapPage(element, props.location)

/** The site's stylesheet is linked (cached across pages), not inlined into every page (decision record 0015). */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(linkedStylesheets(getHeadComponents()))
}
