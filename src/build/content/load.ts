/**
 * Build-time content loader: reads the JSON seed content of a store variant,
 * validates every type with its schema and returns typed content.
 *
 * Layout: content/shared/{type}.json is the base; content/{variant}/{type}.json,
 * when present, replaces it as a whole.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { ZodType, ZodTypeDef } from 'zod'

import { CONTENT_FILES, SHARED_CONTENT_DIR, type ContentKey } from './files'
import { parseFooter } from './footer'
import { checkReferences } from './references'
import type { Content, ContentVariant } from './types'
import { ContentValidationError, validate, type ContentIssue } from '../../../cms-schemas/validation'

export interface LoadContentOptions {
  /** Folder holding shared/, consumer/ and business/; default <cwd>/content. */
  contentDir?: string
  /** Receives warnings (e.g. an invalid footer); default console.warn. */
  onWarning?: (message: string) => void
}

export const DEFAULT_CONTENT_DIR = 'content'

export const CONTENT_VARIANTS: readonly ContentVariant[] = ['consumer', 'business']

interface ContentFile {
  absolute: string
  /** Label used in messages, relative to the content folder's parent, e.g. "content/consumer/menu.json". */
  label: string
}

/** The file a content type is read from for a variant (variant override first, then shared). */
export function resolveContentFile(contentDir: string, variant: ContentVariant, key: ContentKey): ContentFile {
  const root = path.resolve(contentDir)
  const name = CONTENT_FILES[key].file
  const candidates = [path.join(root, variant, name), path.join(root, SHARED_CONTENT_DIR, name)]
  const absolute = candidates.find((candidate) => existsSync(candidate)) ?? candidates[1]
  const label = path.relative(path.dirname(root), absolute).split(path.sep).join('/')
  return { absolute, label }
}

type ReadResult = { ok: true; data: unknown } | { ok: false; issue: ContentIssue }

function readJson(file: ContentFile): ReadResult {
  if (!existsSync(file.absolute)) {
    return { ok: false, issue: { source: file.label, path: '(root)', message: 'file not found' } }
  }
  try {
    return { ok: true, data: JSON.parse(readFileSync(file.absolute, 'utf8')) as unknown }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { ok: false, issue: { source: file.label, path: '(root)', message: `invalid JSON: ${reason}` } }
  }
}

export function loadContent(variant: ContentVariant, options: LoadContentOptions = {}): Content {
  if (!CONTENT_VARIANTS.includes(variant)) {
    throw new Error(`Unknown store variant "${String(variant)}" (expected ${CONTENT_VARIANTS.join(' or ')})`)
  }
  const contentDir = options.contentDir ?? path.join(process.cwd(), DEFAULT_CONTENT_DIR)
  const warn = options.onWarning ?? ((message: string) => console.warn(message))
  const warnings: string[] = []
  const issues: ContentIssue[] = []
  const files = Object.fromEntries(
    (Object.keys(CONTENT_FILES) as ContentKey[]).map((key) => [key, resolveContentFile(contentDir, variant, key)]),
  ) as Record<ContentKey, ContentFile>
  const sources = Object.fromEntries(
    (Object.keys(files) as ContentKey[]).map((key) => [key, files[key].label]),
  ) as Record<ContentKey, string>

  function load<T>(key: Exclude<ContentKey, 'footer'>, schema: ZodType<T, ZodTypeDef, unknown>): T | undefined {
    const read = readJson(files[key])
    if (!read.ok) {
      issues.push(read.issue)
      return undefined
    }
    const result = validate(schema, read.data, files[key].label)
    if (!result.ok) {
      issues.push(...result.issues)
      return undefined
    }
    return result.data
  }

  const site = load('site', CONTENT_FILES.site.schema)
  const stripe = load('stripe', CONTENT_FILES.stripe.schema)
  const menu = load('menu', CONTENT_FILES.menu.schema)
  const institutionalLinks = load('institutionalLinks', CONTENT_FILES.institutionalLinks.schema)
  const imperdivel = load('imperdivel', CONTENT_FILES.imperdivel.schema)
  const home = load('home', CONTENT_FILES.home.schema)
  const redirects = load('redirects', CONTENT_FILES.redirects.schema)
  const stores = load('stores', CONTENT_FILES.stores.schema)
  const pages = load('pages', CONTENT_FILES.pages.schema)
  const categoryTree = load('categoryTree', CONTENT_FILES.categoryTree.schema)
  const brands = load('brands', CONTENT_FILES.brands.schema)
  const sports = load('sports', CONTENT_FILES.sports.schema)

  // The footer never stops the build: invalid data renders an empty footer.
  const footerRead = readJson(files.footer)
  const recordWarning = (message: string): void => {
    warnings.push(message)
    warn(message)
  }
  const footer = footerRead.ok
    ? parseFooter(footerRead.data, (message) => recordWarning(`${message} (the footer renders empty)`), files.footer.label)
    : (recordWarning(`${footerRead.issue.source}: ${footerRead.issue.path}: ${footerRead.issue.message} (the footer renders empty)`), null)

  if (
    issues.length > 0 ||
    !site || !stripe || !menu || !institutionalLinks || !imperdivel || !home ||
    !redirects || !stores || !pages || !categoryTree || !brands || !sports
  ) {
    throw new ContentValidationError(issues)
  }

  const content = {
    variant,
    site,
    stripe,
    menu,
    institutionalLinks: institutionalLinks.links,
    footer,
    imperdivel,
    home,
    redirects: redirects.rules,
    stores: stores.stores,
    pages: pages.pages,
    categoryTree,
    brands: brands.brands,
    sports: sports.sports,
  }
  const referenceIssues = checkReferences(content, sources)
  if (referenceIssues.length > 0) throw new ContentValidationError(referenceIssues)
  return { ...content, warnings }
}
