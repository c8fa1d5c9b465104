import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ContentValidationError, loadContent, parseFooter } from '..'

const SEED = path.resolve(__dirname, '../../../../content')

/** A writable copy of the seed content, in <tmp>/content (edits work on untyped JSON, hence `any`). */
function copySeed(): { dir: string; edit: (file: string, change: (data: Record<string, any>) => void) => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'cms-content-'))
  const dir = path.join(root, 'content')
  cpSync(SEED, dir, { recursive: true })
  roots.push(root)
  return {
    dir,
    edit(file, change) {
      const full = path.join(dir, file)
      const data = JSON.parse(readFileSync(full, 'utf8')) as Record<string, any>
      change(data)
      writeFileSync(full, JSON.stringify(data))
    },
  }
}

const roots: string[] = []
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })))

const quiet = { onWarning: () => undefined }

describe('loadContent with the seed content', () => {
  it.each(['consumer', 'business'] as const)('validates the %s variant without warnings', (variant) => {
    const content = loadContent(variant, { contentDir: SEED })
    expect(content.variant).toBe(variant)
    expect(content.warnings).toEqual([])
    expect(content.footer).not.toBeNull()
    expect(content.menu.departments.length).toBeGreaterThan(0)
  })

  it('reads the default folder from the working directory', () => {
    const cwd = process.cwd()
    try {
      process.chdir(path.dirname(SEED))
      expect(loadContent('consumer').site.storeName).toBe('Arena Esportes')
    } finally {
      process.chdir(cwd)
    }
  })

  it('gives business its own logo and exactly the three institutional links', () => {
    const consumer = loadContent('consumer', { contentDir: SEED })
    const business = loadContent('business', { contentDir: SEED })
    expect(business.site.logo.src).not.toBe(consumer.site.logo.src)
    expect(business.institutionalLinks.map((link) => link.label)).toEqual(['Cartão Presente', 'Atendimento', 'Cadastre seu CNPJ'])
    const businessSite = 'https://empresas.arenaesportes.com.br'
    expect(consumer.institutionalLinks.some((link) => link.href === businessSite)).toBe(true)
    const businessLinks = [
      ...business.institutionalLinks.map((link) => link.href),
      ...(business.footer ? [...business.footer.aboutUsLinks, ...business.footer.serviceLinks, ...business.footer.helpLinks].map((l) => l.link) : []),
    ]
    expect(businessLinks).not.toContain(businessSite)
  })

  it('shares the menu and catalogue data between variants', () => {
    const consumer = loadContent('consumer', { contentDir: SEED })
    const business = loadContent('business', { contentDir: SEED })
    expect(business.menu).toEqual(consumer.menu)
    expect(business.categoryTree).toEqual(consumer.categoryTree)
  })
})

describe('loadContent errors', () => {
  it('names the file and the field path of invalid content', () => {
    const seed = copySeed()
    seed.edit('shared/menu.json', (menu) => {
      delete menu.departments[2].categories[0].title
    })
    expect(() => loadContent('consumer', { contentDir: seed.dir, ...quiet })).toThrow(
      'content/shared/menu.json: departments.2.categories.0.title: Required',
    )
  })

  it('names the variant file when the override is invalid', () => {
    const seed = copySeed()
    seed.edit('business/institutional-links.json', (doc) => {
      doc.links[1].target = 'new-tab'
    })
    let error: unknown
    try {
      loadContent('business', { contentDir: seed.dir, ...quiet })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ContentValidationError)
    expect((error as ContentValidationError).issues).toEqual([
      { source: 'content/business/institutional-links.json', path: 'links.1.target', message: 'must be "_self" or "_blank"' },
    ])
    expect(loadContent('consumer', { contentDir: seed.dir, ...quiet }).institutionalLinks).toHaveLength(5)
  })

  it('reports unreadable JSON and missing files', () => {
    const seed = copySeed()
    writeFileSync(path.join(seed.dir, 'shared/stores.json'), '{ "stores": [')
    rmSync(path.join(seed.dir, 'shared/pages.json'))
    const run = () => loadContent('consumer', { contentDir: seed.dir, ...quiet })
    expect(run).toThrow(/content\/shared\/stores\.json: \(root\): invalid JSON/)
    expect(run).toThrow('content/shared/pages.json: (root): file not found')
  })

  it('reports links to categories, sports and brands that do not exist', () => {
    const seed = copySeed()
    seed.edit('shared/menu.json', (menu) => {
      menu.departments[1].categories[0].subcategories[0].listingUri = 'c=feminino/calcados/patins&sort=score_desc'
    })
    seed.edit('shared/home.json', (home) => {
      const sports = home.sections.find((section: { type: string }) => section.type === 'sports')
      sports.items[0].sport = 'xadrez'
    })
    const run = () => loadContent('consumer', { contentDir: seed.dir, ...quiet })
    expect(run).toThrow(
      'content/shared/menu.json: departments.1.categories.0.subcategories.0.listingUri: unknown category path "feminino/calcados/patins" (not in content/shared/category-tree.json)',
    )
    expect(run).toThrow(/content\/shared\/home\.json: sections\.\d+\.items\.0\.sport: unknown sport "xadrez"/)
  })

  it('requires the active highlighted card to point to an existing campaign page', () => {
    const seed = copySeed()
    seed.edit('shared/imperdivel.json', (doc) => {
      doc.highlightedCard.link = '/campanha/black-friday'
    })
    expect(() => loadContent('consumer', { contentDir: seed.dir, ...quiet })).toThrow(
      'content/shared/imperdivel.json: highlightedCard.link: no campaign page "/campanha/black-friday" in content/shared/pages.json',
    )
  })

  it('rejects an unknown variant', () => {
    expect(() => loadContent('wholesale' as never, { contentDir: SEED })).toThrow('Unknown store variant "wholesale"')
  })
})

describe('invalid footer', () => {
  it('yields footer null and a warning instead of failing', () => {
    const seed = copySeed()
    seed.edit('consumer/footer.json', (footer) => {
      footer.helpLinks[0].link = 42
    })
    const warnings: string[] = []
    const content = loadContent('consumer', { contentDir: seed.dir, onWarning: (message) => warnings.push(message) })
    expect(content.footer).toBeNull()
    expect(warnings).toEqual(['content/consumer/footer.json: helpLinks.0.link: must be text (the footer renders empty)'])
    expect(content.warnings).toEqual(warnings)
  })

  it('warns when the footer file is missing', () => {
    const seed = copySeed()
    rmSync(path.join(seed.dir, 'business/footer.json'))
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const content = loadContent('business', { contentDir: seed.dir })
      expect(content.footer).toBeNull()
      expect(warn).toHaveBeenCalledWith('content/shared/footer.json: (root): file not found (the footer renders empty)')
    } finally {
      warn.mockRestore()
    }
  })
})

describe('parseFooter', () => {
  const footer = JSON.parse(readFileSync(path.join(SEED, 'consumer/footer.json'), 'utf8')) as Record<string, unknown>

  it('returns the footer when it matches the schema, treating GraphQL nulls as absent', () => {
    expect(parseFooter(footer)).toEqual(footer)
    expect(parseFooter({ ...footer, title: null, featuredLinks: null })?.title).toBeUndefined()
  })

  it('returns null for invalid or missing data', () => {
    const messages: string[] = []
    expect(parseFooter({ ...footer, copyRight: '' }, (message) => messages.push(message))).toBeNull()
    expect(messages).toEqual(['footer: copyRight: must not be empty'])
    expect(parseFooter(null)).toBeNull()
    expect(parseFooter('footer')).toBeNull()
  })
})
