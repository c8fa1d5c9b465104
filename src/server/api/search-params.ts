import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { SEARCH_SORTS, SEARCH_TERM_MAX_LENGTH } from '../../config/constants'
import { SALES_CHANNEL, storeConfig } from '../../config/store'
import { FacetPathError, parseFacetPath } from '../../catalogue/search/facet-keys'
import { UnknownSortError, parseSort } from '../../catalogue/search/sorts'
import { cleanTerm, hasControlCharacters } from '../../catalogue/search/text'
import { badRequest } from '../http/errors'

/** Parameters of the Intelligent Search calls (documented and `v1`), each a clear 400 when wrong. */

/** Intelligent Search's facet that names the sales channel (`trade-policy/3`), kept out of the catalogue's facets. */
export const TRADE_POLICY_FACET = 'trade-policy'

/** A search term from the query string: at most 200 characters, no control characters. */
export function parseTerm(value: string | undefined, name = 'term'): string {
  if (value === undefined) return ''
  if (value.length > SEARCH_TERM_MAX_LENGTH) throw badRequest(`${name} is longer than ${SEARCH_TERM_MAX_LENGTH} characters`, 'TERM_TOO_LONG')
  if (hasControlCharacters(value)) throw badRequest(`${name} contains control characters`, 'INVALID_TERM')
  return cleanTerm(value)
}

export function parseSortOrFail(value: string | undefined) {
  try {
    return parseSort(value)
  } catch (error) {
    if (error instanceof UnknownSortError) throw badRequest(`${error.message}; use one of ${SEARCH_SORTS.join(', ')}`, 'UNKNOWN_SORT')
    throw error
  }
}

export function parseFacetsOrFail(path: string | undefined) {
  try {
    return parseFacetPath(path)
  } catch (error) {
    if (error instanceof FacetPathError) throw badRequest(error.message, 'INVALID_FACET')
    throw error
  }
}

const SALES_CHANNELS = Object.values(SALES_CHANNEL) as string[]
export function parseSalesChannel(value: string | undefined): string {
  if (value === undefined || value === '') return storeConfig.salesChannel
  if (!SALES_CHANNELS.includes(value)) throw badRequest(`Unknown sales channel ${value}; use one of ${SALES_CHANNELS.join(', ')}`, 'UNKNOWN_SALES_CHANNEL')
  return value
}

/**
 * The facet path without its `trade-policy/{n}` pair, and the sales channel
 * of the call: the pair's, the `sc` parameter's, or the store's; a pair and
 * an `sc` that disagree are a 400.
 */
export function splitTradePolicy(path: string | undefined, sc: string | undefined): { path: string | undefined; salesChannel: string } {
  if (!path) return { path, salesChannel: parseSalesChannel(sc) }
  const segments = path.split('/').filter((segment) => segment.length > 0)
  const kept: string[] = []
  let tradePolicy: string | undefined
  for (let i = 0; i < segments.length; i += 2) {
    if (segments[i].toLowerCase() === TRADE_POLICY_FACET && i + 1 < segments.length) {
      if (tradePolicy !== undefined && tradePolicy !== segments[i + 1]) throw badRequest('Only one trade-policy may be selected', 'INVALID_FACET')
      tradePolicy = segments[i + 1]
    } else kept.push(...segments.slice(i, i + 2))
  }
  if (tradePolicy !== undefined && sc !== undefined && sc !== '' && sc !== tradePolicy) {
    throw badRequest(`trade-policy ${tradePolicy} and sc ${sc} name different sales channels`, 'CONFLICTING_SALES_CHANNEL')
  }
  return { path: kept.join('/'), salesChannel: parseSalesChannel(tradePolicy ?? sc) }
}

export const booleanParam = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((v) => v === 'true')

export const sendJson = (reply: FastifyReply, json: Buffer | string) => reply.type('application/json; charset=utf-8').send(json)
