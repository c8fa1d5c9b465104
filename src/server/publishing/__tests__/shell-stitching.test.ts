import { appDataWith, isStitchedPage, restitchPage, serviceWorkerWith, sliceDataWith, sliceHtmlOf, stitchRenderedPage, versionMarkupWith } from '../shell-stitching'

const page = (stripe: string, version = '<span hidden="" data-shell-content-version="aaa"></span>') =>
  `<html><body><div id="___gatsby"><!-- slice-start id="shell-version-1" -->${version}<!-- slice-end id="shell-version-1" -->` +
  `<header><!-- slice-start id="shell-stripe-1" -->${stripe}<!-- slice-end id="shell-stripe-1" --></header>` +
  `<main>Página</main><!-- slice-start id="shell-footer-1" --><footer>Rodapé</footer><!-- slice-end id="shell-footer-1" --></div></body></html>`

describe('restitchPage (Gatsby stitching, decision record 0041)', () => {
  it('puts the new markup between the markers of the slices given, and leaves the rest of the page as it is', () => {
    const stitched = restitchPage(page('<p>Frete grátis</p>'), new Map([['shell-stripe-1', '<p>Nova faixa</p>']]))
    expect(stitched).toBe(page('<p>Nova faixa</p>'))
  })

  it('stitches several slices in one pass', () => {
    const version = '<span hidden="" data-shell-content-version="bbb"></span>'
    const stitched = restitchPage(page('<p>Frete</p>'), new Map([['shell-stripe-1', '<p>Nova</p>'], ['shell-version-1', version]]))
    expect(stitched).toBe(page('<p>Nova</p>', version))
  })

  it('is null for a page without those slices, or already holding their markup', () => {
    expect(restitchPage('<html><body>Sem fatias</body></html>', new Map([['shell-stripe-1', '<p>x</p>']]))).toBeNull()
    expect(restitchPage(page('<p>Igual</p>'), new Map([['shell-stripe-1', '<p>Igual</p>']]))).toBeNull()
  })

  it('replaces empty slices, and markup holding `$` patterns literally', () => {
    expect(restitchPage(page(''), new Map([['shell-stripe-1', '<p>R$ 299 $& $1</p>']]))).toBe(page('<p>R$ 299 $& $1</p>'))
  })

  it('refuses a slice opened and never closed', () => {
    expect(() => restitchPage('<!-- slice-start id="shell-stripe-1" --><p>x</p>', new Map([['shell-stripe-1', '']]))).toThrow(/never closed/)
  })
})

describe('the other files a shell publish writes', () => {
  it('names slice HTML files and pages', () => {
    expect(sliceHtmlOf('_gatsby/slices/shell-stripe-1.html')).toEqual({ sliceId: 'shell-stripe', name: 'shell-stripe-1' })
    expect(sliceHtmlOf('_gatsby/slices/_gatsby-scripts-1.html')).toEqual({ sliceId: '_gatsby-scripts', name: '_gatsby-scripts-1' })
    expect(sliceHtmlOf('index.html')).toBeNull()
    expect(isStitchedPage('index.html')).toBe(true)
    expect(isStitchedPage('produto/a/index.html')).toBe(true)
    expect(isStitchedPage('_gatsby/slices/shell-stripe-1.html')).toBe(false)
    expect(isStitchedPage('page-data/index/page-data.json')).toBe(false)
  })

  it("replaces a slice's content field as Gatsby writes slice data (JSON.stringify, same key order)", () => {
    const json = JSON.stringify({ componentChunkName: 'slice---stripe', result: { data: { cmsShell: { stripe: { messages: [{ stripeText: 'a' }] } } }, sliceContext: {} }, staticQueryHashes: [] })
    const next = sliceDataWith(json, 'stripe', { messages: [{ stripeText: 'b' }] })
    expect(next).toBe(json.replace('"stripeText":"a"', '"stripeText":"b"'))
    expect(sliceDataWith(json, 'menu', {})).toBeNull()
  })

  it('moves the version in the version slice, app-data.json and the service worker', () => {
    expect(versionMarkupWith('<span hidden="" data-shell-content-version="aaa"></span>', 'aaa', 'bbb')).toBe('<span hidden="" data-shell-content-version="bbb"></span>')
    expect(versionMarkupWith('<span hidden=""></span>', 'aaa', 'bbb')).toBeNull()
    expect(appDataWith('{"webpackCompilationHash":"f28d.aaa"}', 'aaa', 'bbb')).toEqual({ json: '{"webpackCompilationHash":"f28d.bbb"}', hash: 'f28d.bbb', previous: 'f28d.aaa' })
    expect(appDataWith('{"webpackCompilationHash":"f28d.ccc"}', 'aaa', 'bbb')).toBeNull()
    expect(serviceWorkerWith('(()=>{var w={build:"f28d.aaa",offlinePage:"/offline"}})()', 'f28d.aaa', 'f28d.bbb')).toBe('(()=>{var w={build:"f28d.bbb",offlinePage:"/offline"}})()')
    expect(serviceWorkerWith('(()=>{})()', 'f28d.aaa', 'f28d.bbb')).toBeNull()
  })
})

describe('stitchRenderedPage (a page from the renderer, stitched as Gatsby stitches it; decision record 0042)', () => {
  const slices: Record<string, string> = {
    'shell-stripe-1': '<div class="stripe">Frete grátis</div>',
    'shell-footer-1': '<footer>Rodapé<slice-start id="shell-inner-1"></slice-start><slice-end id="shell-inner-1"></slice-end></footer>',
    'shell-inner-1': '<small>dentro</small>',
  }
  const read = async (name: string) => {
    if (!(name in slices)) throw new Error(`no slice ${name}`)
    return slices[name]
  }

  it('puts each slice between comment markers, stitching the slices a slice holds, and drops what lay between the placeholders', async () => {
    const rendered =
      '<body><header><slice-start id="shell-stripe-1"></slice-start>fallback<slice-end id="shell-stripe-1"></slice-end></header>' +
      '<main>Produto</main><slice-start id="shell-footer-1"></slice-start><slice-end id="shell-footer-1"></slice-end></body>'
    expect(await stitchRenderedPage(rendered, read)).toBe(
      '<body><header><!-- slice-start id="shell-stripe-1" --><div class="stripe">Frete grátis</div><!-- slice-end id="shell-stripe-1" --></header>' +
        '<main>Produto</main><!-- slice-start id="shell-footer-1" --><footer>Rodapé<!-- slice-start id="shell-inner-1" --><small>dentro</small><!-- slice-end id="shell-inner-1" --></footer><!-- slice-end id="shell-footer-1" --></body>',
    )
  })

  it('stitches an already stitched page again with the current slices (comment markers), and leaves a page without slices as it is', async () => {
    const stitched = '<p><!-- slice-start id="shell-stripe-1" -->velho<!-- slice-end id="shell-stripe-1" --></p>'
    expect(await stitchRenderedPage(stitched, read)).toBe('<p><!-- slice-start id="shell-stripe-1" --><div class="stripe">Frete grátis</div><!-- slice-end id="shell-stripe-1" --></p>')
    expect(await stitchRenderedPage('<p>sem fatias</p>', read)).toBe('<p>sem fatias</p>')
  })

  it('throws on placeholders Gatsby would refuse, and on a slice it cannot read', async () => {
    await expect(stitchRenderedPage('<slice-start id="shell-stripe-1"></slice-start>', read)).rejects.toThrow('opened and never closed')
    await expect(stitchRenderedPage('<slice-end id="shell-stripe-1"></slice-end>', read)).rejects.toThrow('closed and never opened')
    await expect(stitchRenderedPage('<slice-start id="x"></slice-end>', read)).rejects.toThrow('opens as start and closes as end')
    await expect(stitchRenderedPage('<slice-start id="shell-none-1"></slice-start><slice-end id="shell-none-1"></slice-end>', read)).rejects.toThrow('no slice shell-none-1')
  })
})
