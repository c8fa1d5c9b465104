/**
 * The catalogue's taxonomy: category tree, brands and sports, taken from the
 * CMS content (content/shared/{category-tree,brands,sports}.json or the same
 * types in Contentful) and validated by their zod schemas in cms-schemas/. A
 * taxonomy that does not validate is refused with the source and field named.
 */
import {
  brandsSchema,
  categoryTreeSchema,
  sportsSchema,
  validateOrThrow,
  type Brands,
  type CategoryTree,
  type Sports,
} from '../../cms-schemas'
import type { Brand, CategoryNode, Gender, Sport } from './model'

export interface Taxonomy {
  /** Departments at the top; categories and subcategories as children. */
  categories: CategoryNode[]
  brands: Brand[]
  sports: Sport[]
  /** Extra facts of tree nodes (by category id): sport slug, department gender. */
  nodeHints: ReadonlyMap<string, NodeHint>
}

/** The three CMS documents a taxonomy is made of, as read (not yet validated). */
export interface TaxonomyDocuments {
  categoryTree: unknown
  brands: unknown
  sports: unknown
}

/** Files of the CMS seed content holding the taxonomy, relative to the project root. */
export const TAXONOMY_FILES = {
  categoryTree: 'content/shared/category-tree.json',
  brands: 'content/shared/brands.json',
  sports: 'content/shared/sports.json',
} as const satisfies Record<keyof TaxonomyDocuments, string>

/** Brand ids follow the platform's numbering. */
const BRAND_ID_BASE = 2_000_000

export interface NodeHint {
  sport?: string
  gender?: Gender
}

/** A node of the CMS tree, whatever its depth. */
interface NamedNode {
  name: string
  slug: string
  sport?: string
  gender?: Gender
  children?: NamedNode[]
}

const DEPARTMENT_GENDERS: Readonly<Record<string, Gender>> = {
  feminino: 'Feminino',
  masculino: 'Masculino',
  infantil: 'Infantil',
}

/** The CMS tree (departments → categories → subcategories) as named nodes. */
function namedNodes(tree: CategoryTree): NamedNode[] {
  return tree.departments.map((department) => ({
    name: department.name,
    slug: department.slug,
    gender: department.gender,
    children: department.categories.map((category) => ({
      name: category.name,
      slug: category.slug,
      sport: category.sport,
      children: category.subcategories.map((sub) => ({ name: sub.name, slug: sub.slug, sport: sub.sport })),
    })),
  }))
}

// ── Building the model ──────────────────────────────────────────────────────

/**
 * Numbered tree: departments 1.., categories {dept}{nn}, subcategories
 * {dept}{nn}{nn}; stable as long as the order of the source is.
 */
function buildCategoryTree(departments: NamedNode[]): CategoryNode[] {
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
function buildNodeHints(departments: NamedNode[], tree: CategoryNode[]): Map<string, NodeHint> {
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

function buildBrands(seeds: Brands['brands']): Brand[] {
  const seen = new Set<string>()
  const brands: Brand[] = []
  for (const seed of seeds) {
    if (seen.has(seed.slug)) continue
    seen.add(seed.slug)
    brands.push({ id: String(BRAND_ID_BASE + brands.length + 1), name: seed.name, slug: seed.slug, own: seed.own })
  }
  return brands
}

function buildSports(seeds: Sports['sports']): Sport[] {
  const seen = new Set<string>()
  const sports: Sport[] = []
  for (const seed of seeds) {
    if (seen.has(seed.slug)) continue
    seen.add(seed.slug)
    sports.push({ id: String(sports.length + 1), name: seed.name, slug: seed.slug })
  }
  return sports
}

/**
 * The taxonomy of validated CMS documents. `sources` names where each document
 * came from (a file or a CMS entry) in the error of one that does not validate.
 */
export function taxonomyFromContent(
  documents: TaxonomyDocuments,
  sources: Record<keyof TaxonomyDocuments, string> = TAXONOMY_FILES,
): Taxonomy {
  const tree = namedNodes(validateOrThrow(categoryTreeSchema, documents.categoryTree, sources.categoryTree))
  const brands = validateOrThrow(brandsSchema, documents.brands, sources.brands)
  const sports = validateOrThrow(sportsSchema, documents.sports, sources.sports)
  const categories = buildCategoryTree(tree)
  return {
    categories,
    nodeHints: buildNodeHints(tree, categories),
    brands: buildBrands(brands.brands),
    sports: buildSports(sports.sports),
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
