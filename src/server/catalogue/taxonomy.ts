/**
 * The catalogue's taxonomy: category tree, brands and sports. Read from the CMS
 * seed content (content/shared/*.json) when those files exist and look sound,
 * otherwise taken from the built-in fallback below, so the generator always
 * has a complete tree to fill.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Brand, CategoryNode, Gender, Sport } from './types'

export interface Taxonomy {
  /** Departments at the top; categories and subcategories as children. */
  categories: CategoryNode[]
  brands: Brand[]
  sports: Sport[]
  /** Extra facts of tree nodes (by category id): sport slug, department gender. */
  nodeHints: ReadonlyMap<string, NodeHint>
  /** Where each part came from (for logs and tests). */
  sources: { categories: TaxonomySource; brands: TaxonomySource; sports: TaxonomySource }
}

export type TaxonomySource = 'content' | 'builtin'

/** Files of the CMS seed content, relative to the project root. */
export const TAXONOMY_FILES = {
  categories: 'content/shared/category-tree.json',
  brands: 'content/shared/brands.json',
  sports: 'content/shared/sports.json',
} as const

/** Brand ids follow the platform's numbering. */
const BRAND_ID_BASE = 2_000_000

export interface NodeHint {
  sport?: string
  gender?: Gender
}

// ── Built-in fallback ───────────────────────────────────────────────────────

interface NamedNode {
  name: string
  slug: string
  sport?: string
  gender?: Gender
  children?: NamedNode[]
}

const GENDERS: readonly Gender[] = ['Masculino', 'Feminino', 'Infantil', 'Unissex']
const DEPARTMENT_GENDERS: Readonly<Record<string, Gender>> = {
  feminino: 'Feminino',
  masculino: 'Masculino',
  infantil: 'Infantil',
}

const leaf = (name: string, slug: string): NamedNode => ({ name, slug })
const node = (name: string, slug: string, children: NamedNode[]): NamedNode => ({ name, slug, children })

const BUILTIN_TREE: NamedNode[] = [
  node('Esportes', 'esportes', [
    node('Futebol', 'futebol', [
      leaf('Bolas de Futebol', 'bolas-de-futebol'),
      leaf('Chuteiras', 'chuteiras'),
      leaf('Camisas de Time', 'camisas-de-time'),
      leaf('Caneleiras', 'caneleiras'),
      leaf('Luvas de Goleiro', 'luvas-de-goleiro'),
    ]),
    node('Corrida', 'corrida', [
      leaf('Tênis de Corrida', 'tenis-de-corrida'),
      leaf('Camisetas de Corrida', 'camisetas-de-corrida'),
      leaf('Shorts de Corrida', 'shorts-de-corrida'),
      leaf('Relógios e Monitores', 'relogios-e-monitores'),
      leaf('Pochetes', 'pochetes'),
    ]),
    node('Ciclismo', 'ciclismo', [
      leaf('Bicicletas', 'bicicletas'),
      leaf('Capacetes', 'capacetes'),
      leaf('Bombas de Ar', 'bombas-de-ar'),
    ]),
    node('Camping e Trilha', 'camping-e-trilha', [
      leaf('Barracas', 'barracas'),
      leaf('Sacos de Dormir', 'sacos-de-dormir'),
      leaf('Mochilas de Trilha', 'mochilas-de-trilha'),
      leaf('Tênis de Trilha', 'tenis-de-trilha'),
      leaf('Lanternas', 'lanternas'),
    ]),
    node('Vôlei e Basquete', 'volei-e-basquete', [
      leaf('Bolas de Vôlei', 'bolas-de-volei'),
      leaf('Bolas de Basquete', 'bolas-de-basquete'),
    ]),
    node('Natação', 'natacao', [
      leaf('Óculos de Natação', 'oculos-de-natacao'),
      leaf('Toucas', 'toucas'),
      leaf('Maiôs', 'maios'),
      leaf('Sungas', 'sungas'),
    ]),
    node('Tênis e Raquetes', 'tenis-e-raquetes', [
      leaf('Raquetes de Tênis', 'raquetes-de-tenis'),
      leaf('Raquetes de Beach Tennis', 'raquetes-de-beach-tennis'),
      leaf('Bolas de Tênis', 'bolas-de-tenis'),
    ]),
    node('Suplementos', 'suplementos', [
      leaf('Whey Protein', 'whey-protein'),
      leaf('Creatina', 'creatina'),
      leaf('Barras de Proteína', 'barras-de-proteina'),
      leaf('Géis de Carboidrato', 'geis-de-carboidrato'),
    ]),
  ]),
  node('Feminino', 'feminino', [
    node('Roupas', 'roupas', [
      leaf('Camisetas', 'camisetas'),
      leaf('Leggings', 'leggings'),
      leaf('Tops Esportivos', 'tops-esportivos'),
      leaf('Shorts', 'shorts'),
      leaf('Jaquetas', 'jaquetas'),
      leaf('Regatas', 'regatas'),
    ]),
    node('Calçados', 'calcados', [
      leaf('Tênis', 'tenis'),
      leaf('Sandálias', 'sandalias'),
      leaf('Chuteiras', 'chuteiras'),
    ]),
  ]),
  node('Masculino', 'masculino', [
    node('Roupas', 'roupas', [
      leaf('Camisetas', 'camisetas'),
      leaf('Bermudas', 'bermudas'),
      leaf('Calças', 'calcas'),
      leaf('Jaquetas', 'jaquetas'),
      leaf('Regatas', 'regatas'),
    ]),
    node('Calçados', 'calcados', [
      leaf('Tênis', 'tenis'),
      leaf('Chinelos', 'chinelos'),
      leaf('Chuteiras', 'chuteiras'),
    ]),
  ]),
  node('Infantil', 'infantil', [
    node('Roupas Infantis', 'roupas-infantis', [
      leaf('Camisetas', 'camisetas'),
      leaf('Shorts', 'shorts'),
      leaf('Conjuntos', 'conjuntos'),
    ]),
    node('Calçados Infantis', 'calcados-infantis', [
      leaf('Tênis', 'tenis'),
      leaf('Chuteiras', 'chuteiras'),
    ]),
    node('Brinquedos Esportivos', 'brinquedos-esportivos', [
      leaf('Bolas', 'bolas'),
      leaf('Bicicletas Infantis', 'bicicletas-infantis'),
      leaf('Patinetes', 'patinetes'),
    ]),
  ]),
  node('Acessórios', 'acessorios', [
    node('Bolsas e Mochilas', 'bolsas-e-mochilas', [
      leaf('Mochilas', 'mochilas'),
      leaf('Bolsas Esportivas', 'bolsas-esportivas'),
      leaf('Pochetes', 'pochetes'),
    ]),
    node('Hidratação', 'hidratacao', [
      leaf('Garrafas Térmicas', 'garrafas-termicas'),
      leaf('Squeezes', 'squeezes'),
    ]),
    node('Bonés e Viseiras', 'bones-e-viseiras', [
      leaf('Bonés', 'bones'),
      leaf('Viseiras', 'viseiras'),
    ]),
    node('Meias', 'meias', [leaf('Meias Esportivas', 'meias-esportivas')]),
    node('Relógios', 'relogios', [leaf('Relógios Esportivos', 'relogios-esportivos')]),
  ]),
  node('Equipamentos', 'equipamentos', [
    node('Musculação', 'musculacao', [
      leaf('Halteres', 'halteres'),
      leaf('Anilhas', 'anilhas'),
      leaf('Kettlebells', 'kettlebells'),
      leaf('Bancos', 'bancos'),
    ]),
    node('Cardio', 'cardio', [
      leaf('Esteiras', 'esteiras'),
      leaf('Bicicletas Ergométricas', 'bicicletas-ergometricas'),
      leaf('Elípticos', 'elipticos'),
    ]),
    node('Yoga e Pilates', 'yoga-e-pilates', [
      leaf('Tapetes de Yoga', 'tapetes-de-yoga'),
      leaf('Faixas Elásticas', 'faixas-elasticas'),
      leaf('Cordas de Pular', 'cordas-de-pular'),
    ]),
    node('Camping', 'camping', [
      leaf('Barracas', 'barracas'),
      leaf('Colchões Infláveis', 'colchoes-inflaveis'),
      leaf('Cadeiras de Camping', 'cadeiras-de-camping'),
    ]),
  ]),
]

interface BrandSeed {
  name: string
  slug: string
  own: boolean
}

const BUILTIN_BRANDS: BrandSeed[] = [
  { name: 'Arena', slug: 'arena', own: true },
  { name: 'Passada', slug: 'passada', own: true },
  { name: 'Golaço', slug: 'golaco', own: true },
  { name: 'Pedal Pro', slug: 'pedal-pro', own: true },
  { name: 'Trilha Viva', slug: 'trilha-viva', own: true },
  { name: 'Força Max', slug: 'forca-max', own: true },
  { name: 'Aqualine', slug: 'aqualine', own: true },
  { name: 'Nike', slug: 'nike', own: false },
  { name: 'Adidas', slug: 'adidas', own: false },
  { name: 'Mizuno', slug: 'mizuno', own: false },
  { name: 'Asics', slug: 'asics', own: false },
  { name: 'Olympikus', slug: 'olympikus', own: false },
  { name: 'Penalty', slug: 'penalty', own: false },
  { name: 'Topper', slug: 'topper', own: false },
  { name: 'Speedo', slug: 'speedo', own: false },
  { name: 'Caloi', slug: 'caloi', own: false },
  { name: 'Growth Supplements', slug: 'growth-supplements', own: false },
  { name: 'Stanley', slug: 'stanley', own: false },
  { name: 'Garmin', slug: 'garmin', own: false },
  { name: 'Wilson', slug: 'wilson', own: false },
]

const BUILTIN_SPORTS: Array<{ name: string; slug: string }> = [
  { name: 'Futebol', slug: 'futebol' },
  { name: 'Corrida', slug: 'corrida' },
  { name: 'Ciclismo', slug: 'ciclismo' },
  { name: 'Camping e Trilha', slug: 'camping' },
  { name: 'Caminhada', slug: 'caminhada' },
  { name: 'Vôlei', slug: 'volei' },
  { name: 'Basquete', slug: 'basquete' },
  { name: 'Natação', slug: 'natacao' },
  { name: 'Musculação', slug: 'musculacao' },
  { name: 'Yoga', slug: 'yoga' },
  { name: 'Tênis', slug: 'tenis' },
  { name: 'Beach Tennis', slug: 'beach-tennis' },
]

// ── Shape checks of the content files ───────────────────────────────────────

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const CHILD_KEYS = ['children', 'categories', 'subcategories'] as const

/** A tree node with a name, a slug and (optionally) children under one of CHILD_KEYS. */
function toNamedNode(value: unknown, depth: number): NamedNode | null {
  if (!isRecord(value)) return null
  const name = value.name ?? value.title
  const slug = value.slug
  if (typeof name !== 'string' || !name.trim() || typeof slug !== 'string' || !/^[a-z0-9-]+$/.test(slug)) return null
  const base: NamedNode = { name: name.trim(), slug }
  if (typeof value.sport === 'string' && value.sport) base.sport = value.sport
  if (depth === 0 && GENDERS.includes(value.gender as Gender)) base.gender = value.gender as Gender
  if (depth >= 2) return base
  const key = CHILD_KEYS.find((k) => Array.isArray(value[k]))
  const rawChildren = key ? (value[key] as unknown[]) : []
  const children: NamedNode[] = []
  for (const child of rawChildren) {
    const parsed = toNamedNode(child, depth + 1)
    if (!parsed) return null
    children.push(parsed)
  }
  return { ...base, children }
}

function listOf(value: unknown, key: string): unknown[] | null {
  if (Array.isArray(value)) return value
  if (isRecord(value) && Array.isArray(value[key])) return value[key] as unknown[]
  return null
}

/** The department → category → subcategory tree of a content file, or null if its shape is wrong. */
export function parseCategoryTree(value: unknown): NamedNode[] | null {
  const list = listOf(value, 'departments')
  if (!list || list.length === 0) return null
  const departments: NamedNode[] = []
  for (const item of list) {
    const parsed = toNamedNode(item, 0)
    if (!parsed) return null
    departments.push(parsed)
  }
  // Every department needs at least one category with at least one subcategory.
  const complete = departments.every((d) => (d.children ?? []).some((c) => (c.children ?? []).length > 0))
  return complete ? departments : null
}

export function parseBrands(value: unknown): BrandSeed[] | null {
  const list = listOf(value, 'brands')
  if (!list || list.length === 0) return null
  const brands: BrandSeed[] = []
  for (const item of list) {
    if (!isRecord(item) || typeof item.name !== 'string' || typeof item.slug !== 'string') return null
    brands.push({ name: item.name, slug: item.slug, own: item.own === true })
  }
  // The generator needs both kinds.
  return brands.some((b) => b.own) && brands.some((b) => !b.own) ? brands : null
}

export function parseSports(value: unknown): Array<{ name: string; slug: string }> | null {
  const list = listOf(value, 'sports')
  if (!list || list.length === 0) return null
  const sports: Array<{ name: string; slug: string }> = []
  for (const item of list) {
    if (!isRecord(item)) return null
    const name = item.name ?? item.title
    if (typeof name !== 'string' || typeof item.slug !== 'string') return null
    sports.push({ name, slug: item.slug })
  }
  return sports
}

// ── Building the model ──────────────────────────────────────────────────────

/**
 * Numbered tree: departments 1.., categories {dept}{nn}, subcategories
 * {dept}{nn}{nn}; stable as long as the order of the source is.
 */
export function buildCategoryTree(departments: NamedNode[]): CategoryNode[] {
  const pad = (n: number): string => String(n).padStart(2, '0')
  return departments.map((dept, d) => {
    const deptId = String(d + 1)
    return {
      id: deptId,
      name: dept.name,
      slug: dept.slug,
      path: [deptId],
      children: (dept.children ?? []).map((cat, c) => {
        const catId = `${deptId}${pad(c + 1)}`
        return {
          id: catId,
          name: cat.name,
          slug: cat.slug,
          path: [deptId, catId],
          children: (cat.children ?? []).map((sub, s) => {
            const subId = `${catId}${pad(s + 1)}`
            return { id: subId, name: sub.name, slug: sub.slug, path: [deptId, catId, subId], children: [] }
          }),
        }
      }),
    }
  })
}

/** Sport and gender facts of the source nodes, keyed by the ids buildCategoryTree gives them. */
export function buildNodeHints(departments: NamedNode[], tree: CategoryNode[]): Map<string, NodeHint> {
  const hints = new Map<string, NodeHint>()
  const put = (source: NamedNode, target: CategoryNode, fallbackGender?: Gender): void => {
    const gender = source.gender ?? fallbackGender
    if (source.sport || gender) hints.set(target.id, { sport: source.sport, gender })
  }
  departments.forEach((dept, d) => {
    const deptNode = tree[d]
    put(dept, deptNode, DEPARTMENT_GENDERS[dept.slug])
    ;(dept.children ?? []).forEach((cat, c) => {
      const catNode = deptNode.children[c]
      put(cat, catNode)
      ;(cat.children ?? []).forEach((sub, s) => put(sub, catNode.children[s]))
    })
  })
  return hints
}

function buildBrands(seeds: BrandSeed[]): Brand[] {
  const seen = new Set<string>()
  const brands: Brand[] = []
  for (const seed of seeds) {
    if (seen.has(seed.slug)) continue
    seen.add(seed.slug)
    brands.push({ id: String(BRAND_ID_BASE + brands.length + 1), name: seed.name, slug: seed.slug, own: seed.own })
  }
  return brands
}

function buildSports(seeds: Array<{ name: string; slug: string }>): Sport[] {
  const seen = new Set<string>()
  const sports: Sport[] = []
  for (const seed of seeds) {
    if (seen.has(seed.slug)) continue
    seen.add(seed.slug)
    sports.push({ id: String(sports.length + 1), name: seed.name, slug: seed.slug })
  }
  return sports
}

/** The fallback taxonomy shipped with the generator. */
export function builtinTaxonomy(): Taxonomy {
  const categories = buildCategoryTree(BUILTIN_TREE)
  return {
    categories,
    nodeHints: buildNodeHints(BUILTIN_TREE, categories),
    brands: buildBrands(BUILTIN_BRANDS),
    sports: buildSports(BUILTIN_SPORTS),
    sources: { categories: 'builtin', brands: 'builtin', sports: 'builtin' },
  }
}

/** Nearest folder upwards holding a package.json (from this file, then from the working directory). */
export function findProjectRoot(): string {
  for (const start of [__dirname, process.cwd()]) {
    let dir = path.resolve(start)
    for (;;) {
      if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'src'))) return dir
      const parent = path.dirname(dir)
      if (parent === dir) break
      dir = parent
    }
  }
  return process.cwd()
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown
  } catch {
    return undefined
  }
}

/**
 * The taxonomy of the project: each part from the CMS seed content when its
 * file exists and has the expected shape, else the built-in fallback.
 */
export function loadTaxonomy(rootDir: string = findProjectRoot()): Taxonomy {
  const builtin = builtinTaxonomy()
  const tree = parseCategoryTree(readJson(path.join(rootDir, TAXONOMY_FILES.categories)))
  const brands = parseBrands(readJson(path.join(rootDir, TAXONOMY_FILES.brands)))
  const sports = parseSports(readJson(path.join(rootDir, TAXONOMY_FILES.sports)))
  const categories = tree ? buildCategoryTree(tree) : builtin.categories
  return {
    categories,
    nodeHints: tree ? buildNodeHints(tree, categories) : builtin.nodeHints,
    brands: brands ? buildBrands(brands) : builtin.brands,
    sports: sports ? buildSports(sports) : builtin.sports,
    sources: {
      categories: tree ? 'content' : 'builtin',
      brands: brands ? 'content' : 'builtin',
      sports: sports ? 'content' : 'builtin',
    },
  }
}

/** Every subcategory (leaf at depth 3) with its department and category. */
export function subcategoriesOf(
  categories: CategoryNode[],
): Array<{ department: CategoryNode; category: CategoryNode; subcategory: CategoryNode }> {
  const result: Array<{ department: CategoryNode; category: CategoryNode; subcategory: CategoryNode }> = []
  for (const department of categories) {
    for (const category of department.children) {
      for (const subcategory of category.children) result.push({ department, category, subcategory })
    }
  }
  return result
}
