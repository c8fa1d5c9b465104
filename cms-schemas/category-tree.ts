/**
 * The catalogue category tree (content/shared/category-tree.json):
 * departments → categories → subcategories, each with name and slug. The
 * catalogue generator reads it to place products in exactly these categories;
 * the menu links into the same slugs.
 */
import { z } from 'zod'

import { checkUnique, slug, text } from './common'

export const TREE_GENDERS = ['Masculino', 'Feminino', 'Infantil', 'Unissex'] as const

export const subcategoryNodeSchema = z
  .object({
    name: text,
    slug,
    /** Sport the products of this subcategory belong to, when there is one. */
    sport: slug.optional(),
  })
  .strict()

export const categoryNodeSchema = z
  .object({
    name: text,
    slug,
    sport: slug.optional(),
    subcategories: z.array(subcategoryNodeSchema).min(1, 'must contain at least one subcategory'),
  })
  .strict()
  .superRefine((category, ctx) => checkUnique(category.subcategories, (s) => s.slug, 'slug', ctx, ['subcategories']))

export const departmentNodeSchema = z
  .object({
    name: text,
    slug,
    /** Gender of the department's products (Unissex when mixed). */
    gender: z.enum(TREE_GENDERS, { errorMap: () => ({ message: `must be one of ${TREE_GENDERS.join(', ')}` }) }),
    categories: z.array(categoryNodeSchema).min(1, 'must contain at least one category'),
  })
  .strict()
  .superRefine((department, ctx) => checkUnique(department.categories, (c) => c.slug, 'slug', ctx, ['categories']))

export const categoryTreeSchema = z
  .object({
    departments: z.array(departmentNodeSchema).min(1, 'must contain at least one department'),
  })
  .strict()
  .superRefine((tree, ctx) => checkUnique(tree.departments, (d) => d.slug, 'slug', ctx, ['departments']))

export type SubcategoryNode = z.infer<typeof subcategoryNodeSchema>
export type CategoryNodeData = z.infer<typeof categoryNodeSchema>
export type DepartmentNode = z.infer<typeof departmentNodeSchema>
export type CategoryTree = z.infer<typeof categoryTreeSchema>

/** All category paths of the tree ("dept", "dept/category", "dept/category/sub"). */
export function categoryPaths(tree: CategoryTree): Set<string> {
  const paths = new Set<string>()
  for (const department of tree.departments) {
    paths.add(department.slug)
    for (const category of department.categories) {
      paths.add(`${department.slug}/${category.slug}`)
      for (const sub of category.subcategories) paths.add(`${department.slug}/${category.slug}/${sub.slug}`)
    }
  }
  return paths
}
