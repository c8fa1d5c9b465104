import { previewTarget } from '../preview-routes'
import { PREVIEW_NOTICE_TEXT, previewPage, previewSliceData, shellSliceOfDataPath } from '../shell-preview'
import { seedShell } from '../../../test-support/shell-content'

const page = [
  '<!DOCTYPE html><html><head></head><body class="x"><div id="___gatsby">',
  '<!-- slice-start id="shell-version-1" --><span hidden="" data-shell-content-version="v1"></span><!-- slice-end id="shell-version-1" -->',
  '<header><!-- slice-start id="shell-stripe-1" --><div>Frete grátis</div><!-- slice-end id="shell-stripe-1" --></header>',
  '<main>Página</main><!-- slice-start id="shell-footer-1" --><footer>Rodapé</footer><!-- slice-end id="shell-footer-1" -->',
  '</div></body></html>',
].join('')

describe("the preview mode's pages", () => {
  it("stitches the drafts' slices where Gatsby stitched the build's, keeps the rest and the version, and adds the notice", () => {
    const html = previewPage(page, { 'shell-stripe': '<div>Rascunho</div>', 'shell-footer': '<footer>Novo rodapé</footer>', 'shell-menu': '<nav></nav>' }, '/previa/sair')!
    expect(html).toContain('<!-- slice-start id="shell-stripe-1" --><div>Rascunho</div><!-- slice-end id="shell-stripe-1" -->')
    expect(html).toContain('<footer>Novo rodapé</footer>')
    expect(html).not.toContain('Frete grátis')
    expect(html).toContain('data-shell-content-version="v1"')
    expect(html).toContain('<main>Página</main>')
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html><head></head><body class="x"><p role="status" data-preview-notice="true" style="[^"]+">${PREVIEW_NOTICE_TEXT} <a href="/previa/sair"`))
  })

  it('leaves a page without the shell’s slices alone', () => {
    expect(previewPage('<html><body>sem slices</body></html>', { 'shell-stripe': '<div>Rascunho</div>' }, '/previa/sair')).toBeNull()
  })

  it("puts the draft in a shell slice's data, and only in the shell's slices' data files", () => {
    const drafts = { ...seedShell('consumer'), stripe: { enableSession: true, messages: [{ stripeText: 'Rascunho' }] } }
    const live = JSON.stringify({ componentChunkName: 'slice---src-templates-slices-stripe-tsx', result: { data: { cmsShell: { stripe: seedShell('consumer').stripe } } } })
    expect(JSON.parse(previewSliceData(live, 'shell-stripe', drafts))).toEqual({
      componentChunkName: 'slice---src-templates-slices-stripe-tsx',
      result: { data: { cmsShell: { stripe: drafts.stripe } } },
    })
    expect(shellSliceOfDataPath('/slice-data/shell-stripe.json')).toBe('shell-stripe')
    expect(shellSliceOfDataPath('/slice-data/shell-version.json')).toBeNull()
    expect(shellSliceOfDataPath('/page-data/index/page-data.json')).toBeNull()
  })

  it('lands only on a path of this site', () => {
    expect(previewTarget('/lojas')).toBe('/lojas')
    expect(previewTarget('//evil.example/')).toBe('/')
    expect(previewTarget('/\\evil.example/')).toBe('/')
    expect(previewTarget('https://evil.example/')).toBe('/')
    expect(previewTarget(undefined)).toBe('/')
  })
})
