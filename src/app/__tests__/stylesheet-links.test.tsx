import { renderToStaticMarkup } from 'react-dom/server'
import { linkedStylesheets } from '../stylesheet-links'

describe('linkedStylesheets', () => {
  it('swaps the inlined site stylesheet for a link to the same file, keeping the other head elements', () => {
    const head = [
      <meta key="m" name="x" content="y" />,
      <style key="s" data-href="/styles.abc.css" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: '.a{color:red}' }} />,
      <style key="inline" dangerouslySetInnerHTML={{ __html: '.b{}' }} />,
    ]
    const html = renderToStaticMarkup(<>{linkedStylesheets(head)}</>)
    expect(html).toBe('<meta name="x" content="y"/><link rel="stylesheet" href="/styles.abc.css"/><style>.b{}</style>')
  })
})
