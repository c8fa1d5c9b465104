import fc from 'fast-check'

/**
 * fast-check arbitraries of the values an OpenAPI 3.0 schema allows, read
 * from the schema itself: `$ref`, `allOf`/`oneOf`/`anyOf`, `type`,
 * `properties`/`required`, `items` with `minItems`/`maxItems`, `enum`,
 * `nullable`, `minimum`/`maximum` and the string formats `date-time`, `uri`
 * and `email`. Nothing of a value is written by hand: a caller may narrow a
 * property's values (`domain`, e.g. the fake platform's plausible prices),
 * but only inside what the schema allows — the fake checks its answers
 * against the schema again.
 */

export type JsonSchema = Record<string, unknown>

export interface SchemaArbitraryOptions {
  /**
   * Which documented properties a generated object has: `all` (as the
   * platform answers, and as Prism's mock does: every property the document
   * lists) or `any` (each property not `required` may be missing).
   */
  presence: 'all' | 'any'
  /** Most items of an array (the schema's own maxItems, when smaller, wins). Default 3. */
  maxItems?: number
  /** Below this depth of nesting, arrays are empty and objects have only their required properties. Default 12. */
  maxDepth?: number
  /**
   * The values of a property, by its name and the path of property names to
   * it (array levels are not in the path): an arbitrary to use instead of the
   * schema's, or undefined to use the schema's.
   */
  domain?: (name: string, path: readonly string[], schema: JsonSchema) => fc.Arbitrary<unknown> | undefined
}

/** Resolves `#/components/...` pointers of one document. */
function resolver(document: JsonSchema) {
  return (ref: string): JsonSchema => {
    if (!ref.startsWith('#/')) throw new Error(`Only local references are read, got ${ref}`)
    let node: unknown = document
    for (const part of ref.slice(2).split('/')) {
      node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')]
      if (node === undefined) throw new Error(`Reference ${ref} does not resolve`)
    }
    return node as JsonSchema
  }
}

/** A schema with its `$ref` and `allOf` folded in (one level; properties and required merged). */
function flatten(schema: JsonSchema, resolve: (ref: string) => JsonSchema): JsonSchema {
  let current = schema
  for (let guard = 0; typeof current.$ref === 'string' && guard < 32; guard++) {
    const { $ref, ...rest } = current
    current = { ...resolve($ref as string), ...rest }
  }
  if (Array.isArray(current.allOf)) {
    const parts = (current.allOf as JsonSchema[]).map((part) => flatten(part, resolve))
    const { allOf: _allOf, ...rest } = current
    const merged: JsonSchema = { ...rest }
    for (const part of parts) {
      Object.assign(merged, { ...part, ...merged })
      merged.properties = { ...((part.properties as JsonSchema) ?? {}), ...((merged.properties as JsonSchema) ?? {}) }
      merged.required = [...new Set([...((part.required as string[]) ?? []), ...((merged.required as string[]) ?? [])])]
    }
    current = merged
  }
  return current
}

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString())

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'date-time':
      return isoDate
    case 'date':
      return isoDate.map((iso) => iso.slice(0, 10))
    case 'uri':
    case 'url':
      return fc.webUrl()
    case 'email':
      return fc.emailAddress()
    default:
      return fc.string({ maxLength: typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 24) : 24 })
  }
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
}

/** A free-form object (`type: object` with no properties): a few keys of plain values. */
const freeObject = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8 }),
  fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null)),
  { maxKeys: 2 },
)

/** The arbitrary of `schema`, a schema of `document` (whose `#/components` its references point into). */
export function schemaArbitrary(document: JsonSchema, schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const resolve = resolver(document)
  const maxItems = options.maxItems ?? 3
  const maxDepth = options.maxDepth ?? 12

  const build = (raw: JsonSchema, path: readonly string[], depth: number): fc.Arbitrary<unknown> => {
    const schema = flatten(raw, resolve)
    const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined
    let arbitrary: fc.Arbitrary<unknown>
    if (Array.isArray(variants) && variants.length > 0) {
      arbitrary = fc.oneof(...variants.map((variant) => build(variant, path, depth)))
    } else if (Array.isArray(schema.enum) && schema.enum.length > 0) {
      arbitrary = fc.constantFrom(...(schema.enum as unknown[]))
    } else {
      const type = schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined)
      switch (type) {
        case 'string':
          arbitrary = stringArbitrary(schema)
          break
        case 'integer':
          arbitrary = numberArbitrary(schema, true)
          break
        case 'number':
          arbitrary = numberArbitrary(schema, false)
          break
        case 'boolean':
          arbitrary = fc.boolean()
          break
        case 'array': {
          const items = (schema.items as JsonSchema | undefined) ?? {}
          const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0
          const maxLength = depth >= maxDepth ? minLength : Math.max(minLength, Math.min(maxItems, typeof schema.maxItems === 'number' ? schema.maxItems : maxItems))
          arbitrary = fc.array(build(items, path, depth + 1), { minLength, maxLength })
          break
        }
        case 'object': {
          const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {}
          const names = Object.keys(properties)
          if (names.length === 0) {
            arbitrary = freeObject
            break
          }
          const required = (schema.required as string[] | undefined) ?? []
          const kept = depth >= maxDepth ? names.filter((name) => required.includes(name)) : names
          const model: Record<string, fc.Arbitrary<unknown>> = {}
          for (const name of kept) {
            const childPath = [...path, name]
            model[name] = options.domain?.(name, childPath, flatten(properties[name], resolve)) ?? build(properties[name], childPath, depth + 1)
          }
          arbitrary = options.presence === 'all' ? fc.record(model) : fc.record(model, { requiredKeys: kept.filter((name) => required.includes(name)) })
          break
        }
        default:
          arbitrary = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), freeObject)
      }
    }
    return schema.nullable === true ? fc.option(arbitrary, { nil: null, freq: 4 }) : arbitrary
  }

  return build(schema, [], 0)
}

/** One value of an arbitrary, the same for the same seed (the fake platform's answers). */
export function sampleOne<T>(arbitrary: fc.Arbitrary<T>, seed: number): T {
  return fc.sample(arbitrary, { seed, numRuns: 1 })[0]
}
