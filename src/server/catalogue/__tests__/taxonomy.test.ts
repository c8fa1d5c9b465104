import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { builtinTaxonomy, loadTaxonomy, parseBrands, parseCategoryTree, TAXONOMY_FILES } from '../taxonomy'

function tempRoot(files: Record<string, unknown>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taxonomy-'))
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(root, file)
    fs.mkdirSync(path.dirname(full), { recursive: true })
    fs.writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content))
  }
  return root
}

describe('taxonomy', () => {
  it('falls back to the built-in taxonomy without content files', () => {
    const taxonomy = loadTaxonomy(tempRoot({}))
    expect(taxonomy.sources).toEqual({ categories: 'builtin', brands: 'builtin', sports: 'builtin' })
    expect(taxonomy.categories).toEqual(builtinTaxonomy().categories)
  })

  it('reads content files and numbers the tree', () => {
    const root = tempRoot({
      [TAXONOMY_FILES.categories]: {
        departments: [
          {
            name: 'Esportes',
            slug: 'esportes',
            gender: 'Unissex',
            categories: [{ name: 'Surf', slug: 'surf', sport: 'surf', subcategories: [{ name: 'Pranchas', slug: 'pranchas-de-surf' }] }],
          },
        ],
      },
      [TAXONOMY_FILES.brands]: { brands: [{ name: 'Casa', slug: 'casa', own: true }, { name: 'Outra', slug: 'outra', own: false }] },
      [TAXONOMY_FILES.sports]: { sports: [{ name: 'Surf', slug: 'surf' }] },
    })
    const taxonomy = loadTaxonomy(root)
    expect(taxonomy.sources).toEqual({ categories: 'content', brands: 'content', sports: 'content' })
    const sub = taxonomy.categories[0].children[0].children[0]
    expect(sub).toEqual({ id: '10101', name: 'Pranchas', slug: 'pranchas-de-surf', path: ['1', '101', '10101'], children: [] })
    expect(taxonomy.nodeHints.get('101')).toEqual({ sport: 'surf', gender: undefined })
    expect(taxonomy.brands.map((b) => [b.name, b.own])).toEqual([['Casa', true], ['Outra', false]])
    expect(taxonomy.sports).toEqual([{ id: '1', name: 'Surf', slug: 'surf' }])
  })

  it('rejects malformed content and keeps the fallback for that part only', () => {
    const root = tempRoot({
      [TAXONOMY_FILES.categories]: '{ not json',
      [TAXONOMY_FILES.brands]: { brands: [{ name: 'Só própria', slug: 'so-propria', own: true }] },
    })
    const taxonomy = loadTaxonomy(root)
    expect(taxonomy.sources.categories).toBe('builtin')
    expect(taxonomy.sources.brands).toBe('builtin')
    expect(parseCategoryTree({ departments: [{ name: 'X', slug: 'Bad Slug', categories: [] }] })).toBeNull()
    expect(parseCategoryTree({ departments: [{ name: 'X', slug: 'x', categories: [{ name: 'Y', slug: 'y', subcategories: [] }] }] })).toBeNull()
    expect(parseBrands([{ name: 'A', slug: 'a', own: true }, { name: 'B', slug: 'b' }])).toEqual([
      { name: 'A', slug: 'a', own: true },
      { name: 'B', slug: 'b', own: false },
    ])
  })
})
