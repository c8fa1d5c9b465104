import type { Locator, Page } from '@playwright/test'

import { expect, test } from './support/fixtures'

/**
 * The search box and modal: desktop types into
 * the header box (dropdown), mobile into the full-screen modal.
 */
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768

async function openSearch(page: Page): Promise<{ input: Locator; panel: Locator }> {
  const header = page.getByTestId('search-form').getByRole('searchbox', { name: 'Buscar' })
  await header.click()
  if (isMobile(page)) {
    const modal = page.getByTestId('search-modal')
    await expect(modal).toBeVisible()
    return { input: modal.getByRole('searchbox', { name: 'Buscar' }), panel: modal }
  }
  const panel = page.getByTestId('search-panel')
  await expect(panel).toBeVisible()
  return { input: header, panel }
}

/** Scrolls to a picture and waits until it has loaded and drawn something. */
async function expectShownWhenScrolledTo(image: Locator) {
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
}

/** The product ids of the cards shown, in order. */
const cardIds = (page: Page) => page.getByTestId('product-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-product-id')))

async function gotoListing(page: Page) {
  await page.goto('/colecao/lancamentos')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
}

test.describe('search box', () => {
  test('a 2-character term is not submitted; 3+ characters go to /pesquisa?q= and close the search', async ({ page }) => {
    await gotoListing(page)
    const { input, panel } = await openSearch(page)
    await expect(panel.getByText('Buscas detalhadas funcionam melhor').or(page.getByText('Buscas detalhadas funcionam melhor'))).toBeVisible()
    await input.fill('bo')
    await input.press('Enter')
    await page.waitForTimeout(300)
    expect(new URL(page.url()).pathname).toBe('/colecao/lancamentos')
    await input.fill('bola')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/pesquisa\?q=bola$/)
    await expect(page.getByTestId('search-panel')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “bola”')
  })

  test('shows at most 4 suggested terms under Nossas sugestões, with products', async ({ page }) => {
    await gotoListing(page)
    const { input, panel } = await openSearch(page)
    const answer = page.waitForResponse((r) => r.url().includes('/autocomplete_suggestions?term=bol'))
    await input.fill('bol')
    const body = (await (await answer).json()) as { searches: unknown[] }
    expect(body.searches.length).toBeGreaterThan(4)
    const suggestions = panel.getByTestId('search-suggestions')
    await expect(suggestions.getByRole('heading', { name: 'Nossas sugestões' })).toBeVisible()
    await expect(suggestions.getByRole('link')).toHaveCount(4)
    await expect(panel.getByTestId('search-products').getByRole('link').first()).toBeVisible()
  })

  test('a term without results shows the not-found message', async ({ page }) => {
    await gotoListing(page)
    const { input, panel } = await openSearch(page)
    await input.fill('xyzzyqw')
    await expect(panel.getByTestId('search-no-result')).toHaveText(
      'Não encontramos resultados para ”xyzzyqw”. Verifique a ortografia ou tente termos de pesquisa menos específicos.',
    )
  })

  test('history: a search is added once and Limpar clears it', async ({ page }) => {
    await gotoListing(page)
    let { input, panel } = await openSearch(page)
    await expect(panel.getByRole('heading', { name: 'Mais buscados' })).toBeVisible()
    await input.fill('bola')
    await input.press('Enter')
    await expect(page).toHaveURL(/q=bola/)
    ;({ input, panel } = await openSearch(page))
    await input.fill(' bola ')
    await input.press('Enter')
    await expect(page).toHaveURL(/q=bola/)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('searchedTerms') ?? '[]'))
    expect(stored).toEqual([{ term: 'bola' }])
    ;({ input, panel } = await openSearch(page))
    await input.fill('')
    const history = panel.getByTestId('search-history')
    await expect(history.getByRole('heading', { name: 'Você já buscou' })).toBeVisible()
    await expect(history.getByRole('link', { name: 'bola' })).toHaveCount(1)
    await history.getByRole('button', { name: 'Limpar' }).click()
    await expect(panel.getByRole('heading', { name: 'Mais buscados' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('searchedTerms'))).toBeNull()
  })

  test('Escape closes the search (and unlocks page scroll on mobile)', async ({ page }) => {
    await gotoListing(page)
    await openSearch(page)
    if (isMobile(page)) await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('search-panel')).toHaveCount(0)
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
  })

  test('mobile modal: tabs scroll between Para você and Imperdível; the close button closes', async ({ page }) => {
    test.skip(!isMobile(page), 'tabs are the mobile modal’s')
    await gotoListing(page)
    const { panel } = await openSearch(page)
    const forYou = panel.getByRole('tab', { name: 'Para você' })
    const unmissable = panel.getByRole('tab', { name: 'Imperdível' })
    await expect(forYou).toHaveAttribute('aria-selected', 'true')
    await unmissable.click()
    await expect(unmissable).toHaveAttribute('aria-selected', 'true')
    await expect(panel.getByRole('link', { name: /Lançamentos/ })).toBeInViewport()
    await expect(panel.getByTestId('highlighted-card')).toHaveAttribute('href', '/campanha/semana-do-esporte')
    // Scrolling back up follows with the tab (once the tab's smooth scroll has come to rest: a scroll back
    // during it can be overtaken by it).
    const scroll = panel.getByTestId('search-scroll')
    const scrollTop = () => scroll.evaluate((el) => el.scrollTop)
    await expect
      .poll(async () => {
        const before = await scrollTop()
        await page.waitForTimeout(150)
        return before > 0 && before === (await scrollTop())
      })
      .toBe(true)
    await scroll.evaluate((el) => el.scrollTo({ top: 0 }))
    await expect(forYou).toHaveAttribute('aria-selected', 'true')
    await panel.getByRole('button', { name: 'Fechar busca' }).click()
    await expect(page.getByTestId('search-modal')).toHaveCount(0)
  })
})

test.describe('results page', () => {
  async function resultCount(page: Page): Promise<number> {
    const text = (await page.getByTestId('result-count').textContent()) ?? ''
    return Number(text.replace(/\D/g, ''))
  }

  async function openFilters(page: Page) {
    if (isMobile(page)) await page.getByRole('button', { name: /^Filtrar/ }).click()
  }

  test('is noindex and sorts by ascending price', async ({ page }) => {
    await page.goto('/pesquisa?q=bola')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ produtos/)
    await page.getByTestId('sort-select').selectOption('price_asc')
    await expect(page).toHaveURL(/sort=price_asc/)
    await expect(page.getByTestId('sort-select').locator('option:checked')).toHaveText('Menor preço')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const prices = await page.getByTestId('product-price').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-price'))))
    expect(prices.length).toBeGreaterThan(3)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  test('a facet narrows the results and changes the address; back restores the previous results', async ({ page }) => {
    await page.goto('/pesquisa?q=bola')
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ produtos/)
    await page.waitForLoadState('networkidle')
    const before = await resultCount(page)
    const idsBefore = await cardIds(page)
    await openFilters(page)
    const brandGroup = page.getByTestId('facet-group-brand')
    const option = brandGroup.getByRole('checkbox').first()
    await option.check()
    await expect(page).toHaveURL(/facets=brand/)
    await expect.poll(() => resultCount(page)).toBeLessThan(before)
    if (isMobile(page)) await page.getByRole('button', { name: /^Ver / }).click()
    await expect(page.getByTestId('selected-filters').getByRole('button', { name: /^Remover filtro/ })).toHaveCount(1)
    await page.goBack()
    await expect(page).not.toHaveURL(/facets=brand/)
    await expect.poll(() => resultCount(page)).toBe(before)
    await expect.poll(() => cardIds(page)).toEqual(idsBefore)
    await expect(page.getByTestId('selected-filters')).toHaveCount(0)
  })

  test('page 2 loads after page 1 without duplicates and the address follows', async ({ page }) => {
    await page.goto('/pesquisa?q=tenis')
    await expect(page.getByTestId('product-card')).toHaveCount(24)
    await page.getByTestId('load-next').click()
    await expect(page.getByTestId('product-card')).toHaveCount(48)
    await expect(page).toHaveURL(/page=1/)
    const ids = await cardIds(page)
    expect(new Set(ids).size).toBe(48)
    // Reloading on page 1 (the second page) offers the previous page.
    await page.reload()
    await expect(page.getByTestId('product-card')).toHaveCount(24)
    await page.waitForLoadState('networkidle')
    await page.getByTestId('load-previous').click()
    await expect(page.getByTestId('product-card')).toHaveCount(48)
    expect(new Set(await cardIds(page)).size).toBe(48)
  })

  test('the server sends the first results of the address in the HTML, and the page takes them over without asking again', async ({ page, request }) => {
    const html = await (await request.get('/pesquisa?q=bola&sort=price_asc')).text()
    expect(html.match(/data-testid="product-card"/g)?.length).toBe(24)
    expect(html).toContain('Resultados para “bola”')
    expect(html).toContain('id="search-seed"')
    const htmlPrices = [...html.matchAll(/data-testid="product-price" data-price="([\d.]+)"/g)].map((m) => Number(m[1]))
    expect(htmlPrices).toEqual([...htmlPrices].sort((a, b) => a - b))

    const searches: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/product_search')) searches.push(r.url())
    })
    await page.goto('/pesquisa?q=bola&sort=price_asc')
    await expect(page.getByTestId('product-card')).toHaveCount(24)
    await page.waitForLoadState('networkidle')
    expect(searches).toEqual([])
    // The cards below the first rows ask for their picture once the page is hydrated: the last one shows it when scrolled to.
    await expectShownWhenScrolledTo(page.getByTestId('product-card').last().locator('img'))
    // Hydrated: the sort menu works.
    await page.getByTestId('sort-select').selectOption('price_desc')
    await expect(page).toHaveURL(/sort=price_desc/)
    await expect.poll(() => searches.length).toBe(1)
  })

  test('without JavaScript the results of the address are shown', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/pesquisa?q=tenis')
    await expect(page.getByTestId('product-card')).toHaveCount(24)
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ produtos/)
    // Every card shows its picture: the ones the scripts would ask for come from <noscript>.
    const lastImage = page.getByTestId('product-card').last().locator('img[src]')
    await expect(lastImage).toHaveCount(1)
    await expectShownWhenScrolledTo(lastImage)
    // "Carregar mais produtos" is a link: without the scripts it opens the next page of results.
    const firstPage = await cardIds(page)
    await page.getByTestId('load-next').click()
    await expect(page).toHaveURL(/[?&]q=tenis&.*page=1/)
    await expect(page.getByTestId('product-card')).toHaveCount(24)
    expect((await cardIds(page)).filter((id) => firstPage.includes(id))).toEqual([])
    await expect(page.getByTestId('load-previous')).toHaveAttribute('href', /page=0/)
    await context.close()
  })

  test('a static listing shows its first page in the HTML', async ({ page, request }) => {
    const html = await (await request.get('/esportes/futebol')).text()
    expect(html).toContain('data-testid="product-card"')
    await page.goto('/esportes/futebol')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Futebol')
    await expect(page.getByTestId('facet-group-esporte')).toHaveCount(0)
    // The first card's image (the largest paint) is preloaded from the head, and decoded with its frame.
    const firstImage = page.getByTestId('product-card').first().locator('img')
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute('href', (await firstImage.getAttribute('src'))!)
    await expect(firstImage).toHaveAttribute('decoding', 'auto')
  })
})
