import { CatalogueChanges } from '../catalogue-changes'

describe('CatalogueChanges', () => {
  it('applies each new revision once, and none at start', () => {
    let revision = 4
    const applied: number[] = []
    const changes = new CatalogueChanges(
      () => revision,
      (seen) => applied.push(seen),
    )
    expect(changes.check()).toBe(false)
    revision = 6
    expect(changes.check()).toBe(true)
    expect(changes.check()).toBe(false)
    expect(applied).toEqual([6])
    expect(changes.applied).toBe(6)
  })

  it('tries a revision again at the next check when applying it failed', () => {
    let revision = 0
    let fail = true
    const applied: number[] = []
    const changes = new CatalogueChanges(
      () => revision,
      (seen) => {
        if (fail) throw new Error('index not built')
        applied.push(seen)
      },
    )
    revision = 1
    expect(() => changes.check()).toThrow('index not built')
    expect(changes.applied).toBe(0)
    fail = false
    expect(changes.check()).toBe(true)
    expect(applied).toEqual([1])
  })
})
