import { returnPathOf } from './return-path'

describe('returnPathOf', () => {
  it('reads a path of this site', () => {
    expect(returnPathOf('?from=%2Fbola%2Fp')).toBe('/bola/p')
    expect(returnPathOf('?from=%2Fpesquisa%3Fq%3Dbola')).toBe('/pesquisa?q=bola')
  })
  it.each(['', '?from=', '?from=https%3A%2F%2Fevil.example', '?from=%2F%2Fevil.example', '?from=%2F%5Cevil.example', '?from=javascript%3Aalert(1)'])('refuses %p', (search) => {
    expect(returnPathOf(search)).toBeNull()
  })
})
