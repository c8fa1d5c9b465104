import { memoryStore } from '../../../test-support/store'
import { ERROR_LOG_SCHEMA, ErrorLog, ErrorLogFullError } from '../error-log'

describe('error log (rules over the error-log store)', () => {
  const at = () => new Date('2025-03-04T05:06:07Z')

  it('creates a document once per slug and context, and finds it by either', () => {
    const { repositories } = memoryStore()
    const log = new ErrorLog(repositories.errorLog, 10, at)
    const first = log.createIfAbsent(ERROR_LOG_SCHEMA, { slug: '/tenis/p', context: 'addToCart', error: 'boom' })
    expect(first).toEqual({ created: true, document: { id: expect.any(String), slug: '/tenis/p', context: 'addToCart', error: 'boom', createdIn: '2025-03-04T05:06:07.000Z' } })
    const again = log.createIfAbsent(ERROR_LOG_SCHEMA, { slug: '/tenis/p', context: 'addToCart', error: 'other' })
    expect(again).toEqual({ created: false, document: first.document })
    log.createIfAbsent(ERROR_LOG_SCHEMA, { slug: '/tenis/p', context: 'render', error: 'x' })
    expect(log.search(ERROR_LOG_SCHEMA, { slug: '/tenis/p' })).toHaveLength(2)
    expect(log.search(ERROR_LOG_SCHEMA, { context: 'render' }).map((d) => d.slug)).toEqual(['/tenis/p'])
    expect(log.search('other-schema', { slug: '/tenis/p' })).toEqual([])
  })

  it('refuses new documents when full, writing nothing; known ones are still answered', () => {
    const { repositories } = memoryStore()
    const log = new ErrorLog(repositories.errorLog, 2, at)
    log.createIfAbsent(ERROR_LOG_SCHEMA, { slug: 'a', context: 'c', error: 'e' })
    log.createIfAbsent(ERROR_LOG_SCHEMA, { slug: 'b', context: 'c', error: 'e' })
    expect(() => log.createIfAbsent(ERROR_LOG_SCHEMA, { slug: 'c', context: 'c', error: 'e' })).toThrow(ErrorLogFullError)
    expect(repositories.errorLog.count()).toBe(2)
    expect(log.createIfAbsent(ERROR_LOG_SCHEMA, { slug: 'a', context: 'c', error: 'e' }).created).toBe(false)
  })
})
