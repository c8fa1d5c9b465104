import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ContentValidationError } from '../../../cms-schemas'
import { readTaxonomyFiles } from '../../server/catalogue-source/taxonomy-files'
import { TAXONOMY_FILES, taxonomyFromContent, type TaxonomyDocuments } from '../taxonomy'

const surf: TaxonomyDocuments = {
  categoryTree: {
    departments: [
      {
        name: 'Esportes',
        slug: 'esportes',
        gender: 'Unissex',
        categories: [{ name: 'Surf', slug: 'surf', sport: 'surf', subcategories: [{ name: 'Pranchas', slug: 'pranchas-de-surf' }] }],
      },
    ],
  },
  brands: { brands: [{ name: 'Casa', slug: 'casa', own: true }, { name: 'Outra', slug: 'outra', own: false }] },
  sports: { sports: [{ name: 'Surf', slug: 'surf' }] },
}

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
  it('numbers the CMS tree and keeps sport and gender hints', () => {
    const taxonomy = taxonomyFromContent(surf)
    const sub = taxonomy.categories[0].children[0].children[0]
    expect(sub).toEqual({ id: '10101', name: 'Pranchas', slug: 'pranchas-de-surf', path: ['1', '101', '10101'], children: [] })
    expect(taxonomy.nodeHints.get('101')).toEqual({ sport: 'surf', gender: undefined })
    expect(taxonomy.nodeHints.get('1')).toEqual({ sport: undefined, gender: 'Unissex' })
    expect(taxonomy.brands.map((b) => [b.id, b.name, b.own])).toEqual([['2000001', 'Casa', true], ['2000002', 'Outra', false]])
    expect(taxonomy.sports).toEqual([{ id: '1', name: 'Surf', slug: 'surf' }])
  })

  it('validates through the CMS schemas, naming the source and the field', () => {
    const badSlug = { departments: [{ name: 'X', slug: 'Bad Slug', gender: 'Unissex', categories: [] }] }
    expect(() => taxonomyFromContent({ ...surf, categoryTree: badSlug })).toThrow(ContentValidationError)
    expect(() => taxonomyFromContent({ ...surf, categoryTree: badSlug })).toThrow(/content\/shared\/category-tree\.json: departments\.0\.slug: must be a lowercase slug/)
    expect(() => taxonomyFromContent({ ...surf, brands: { brands: [{ name: 'B', slug: 'b' }] } }, { ...TAXONOMY_FILES, brands: 'Contentful brands' })).toThrow(
      /Contentful brands: brands\.0\.own: Required/,
    )
  })

  it('reads the project files, and names a file that cannot be read', () => {
    const root = tempRoot({
      [TAXONOMY_FILES.categoryTree]: surf.categoryTree,
      [TAXONOMY_FILES.brands]: surf.brands,
      [TAXONOMY_FILES.sports]: surf.sports,
    })
    expect(readTaxonomyFiles(root).categories[0].children[0].slug).toBe('surf')
    fs.writeFileSync(path.join(root, TAXONOMY_FILES.sports), '{ not json')
    expect(() => readTaxonomyFiles(root)).toThrow(/content\/shared\/sports\.json: \(root\): cannot be read/)
  })

  it('the seed content has the six departments the menus link to', () => {
    const departments = ['esportes', 'feminino', 'masculino', 'infantil', 'acessorios', 'equipamentos']
    expect(readTaxonomyFiles().categories.map((d) => d.slug)).toEqual(departments)
  })
})
