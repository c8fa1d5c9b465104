/**
 * Which product types fill which subcategory of a taxonomy, found by slug
 * keywords (subcategory first, then its category, the node's sport and the
 * department's defaults), filtered by the department's gender.
 */
import { keywordMatch, keywordTokens, PRODUCT_TYPES, type ProductType } from './product-types'
import { subcategoriesOf, type Taxonomy } from '../../catalogue/taxonomy'
import type { CategoryNode, Gender, Sport } from '../../catalogue/model'

export interface Leaf {
  department: CategoryNode
  category: CategoryNode
  subcategory: CategoryNode
  /** Gender every product here has, or null for mixed departments. */
  gender: Gender | null
  /** Sport slug given by the tree for this subcategory (or its category). */
  sportSlug: string | null
  /** Types that may be generated here (never empty). */
  candidates: ProductType[]
  /** How the candidates were found: 4 subcategory keywords, 3 category, 2 sport, 1 department defaults, 0 anything. */
  matchLevel: number
}

const KIDS_TOKENS = new Set(['infantil', 'kid', 'crianca', 'juvenil', 'baby', 'bebe'])

function allowedFor(type: ProductType, gender: Gender | null, kids: boolean): boolean {
  if (kids || gender === 'Infantil') return type.genders.includes('Infantil')
  if (gender === 'Feminino' || gender === 'Masculino') return type.genders.includes(gender) || type.genders.includes('Unissex')
  return type.genders.some((g) => g !== 'Infantil')
}

function best(types: ProductType[], score: (t: ProductType) => number): ProductType[] {
  let max = 0
  let result: ProductType[] = []
  for (const type of types) {
    const s = score(type)
    if (s > max) {
      max = s
      result = [type]
    } else if (s === max && s > 0) {
      result.push(type)
    }
  }
  return result
}

/** Every subcategory of the taxonomy with the product types it can hold. */
export function placeProductTypes(taxonomy: Taxonomy, types: ProductType[] = PRODUCT_TYPES): Leaf[] {
  return subcategoriesOf(taxonomy.categories).map(({ department, category, subcategory }) => {
    const hintGender = taxonomy.nodeHints.get(department.id)?.gender ?? null
    const gender = hintGender === 'Unissex' ? null : hintGender
    const sportSlug =
      taxonomy.nodeHints.get(subcategory.id)?.sport ?? taxonomy.nodeHints.get(category.id)?.sport ?? null
    const subTokens = keywordTokens(subcategory.slug)
    const catTokens = keywordTokens(category.slug)
    const deptTokens = keywordTokens(department.slug)
    const sportTokens = sportSlug ? keywordTokens(sportSlug) : []
    const kids = [...subTokens, ...catTokens, ...deptTokens].some((t) => KIDS_TOKENS.has(t))
    const allowed = types.filter((t) => allowedFor(t, gender, kids))

    const contextScore = (t: ProductType): number => {
      const words = [...t.keywords, ...(t.context ?? [])]
      return Math.max(
        keywordMatch(subTokens, t.context ?? []),
        keywordMatch(catTokens, words),
        keywordMatch(sportTokens, words),
        keywordMatch(deptTokens, t.context ?? []),
      )
    }

    let matchLevel = 4
    let candidates = best(allowed, (t) => keywordMatch(subTokens, t.keywords))
    if (candidates.length > 1) {
      const narrowed = best(candidates, contextScore)
      if (narrowed.length > 0) candidates = narrowed
    }
    if (candidates.length === 0) {
      matchLevel = 3
      candidates = best(allowed, (t) => keywordMatch(catTokens, [...t.keywords, ...(t.context ?? [])]))
    }
    if (candidates.length === 0 && sportTokens.length > 0) {
      matchLevel = 2
      candidates = best(allowed, (t) => keywordMatch(sportTokens, [...t.sports, ...t.keywords, ...(t.context ?? [])]))
    }
    if (candidates.length === 0) {
      matchLevel = 1
      candidates = allowed.filter((t) => t.departments.includes(department.slug))
    }
    if (candidates.length === 0) {
      matchLevel = 0
      candidates = allowed.length > 0 ? allowed : types.slice()
    }
    return { department, category, subcategory, gender, sportSlug, candidates, matchLevel }
  })
}

/** Alternative slugs under which a sport may appear in a sports list. */
const SPORT_ALIASES: Readonly<Record<string, string[]>> = {
  musculacao: ['academia-e-fitness', 'fitness', 'academia'],
  camping: ['trilha-e-camping', 'trilha', 'outdoor'],
  caminhada: ['trilha-e-camping', 'trilha', 'camping'],
  tenis: ['tenis-e-raquete', 'tenis-e-raquetes', 'raquete'],
  'beach-tennis': ['tenis-e-raquete', 'tenis-e-raquetes', 'tenis'],
  yoga: ['academia-e-fitness'],
}

/** The sport of a sports list matching a slug (exactly, through an alias, or by a shared word). */
export function findSport(sports: Sport[], slug: string): Sport | null {
  const names = [slug, ...(SPORT_ALIASES[slug] ?? [])]
  for (const name of names) {
    const exact = sports.find((s) => s.slug === name)
    if (exact) return exact
  }
  const wanted = keywordTokens(slug)
  return sports.find((s) => keywordMatch(keywordTokens(s.slug), [wanted.join('-')]) > 0) ?? null
}
