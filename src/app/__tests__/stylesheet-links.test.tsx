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

  it('links only a stylesheet this build made: another one is an error naming both', () => {
    const head = [<style key="s" data-href="/styles.old.css" dangerouslySetInnerHTML={{ __html: '.a{}' }} />]
    expect(() => linkedStylesheets(head, ['/styles.new.css'])).toThrow('This page would link the stylesheet /styles.old.css, which this build did not make (it made /styles.new.css)')
    expect(renderToStaticMarkup(<>{linkedStylesheets(head, ['/styles.old.css'])}</>)).toBe('<link rel="stylesheet" href="/styles.old.css"/>')
  })
})
