import { hashPassword, hashPasswordSync, verifyPassword } from '../password'

describe('password hashing (scrypt)', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('arena123')
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/)
    await expect(verifyPassword('arena123', stored)).resolves.toBe(true)
    await expect(verifyPassword('arena124', stored)).resolves.toBe(false)
  })

  it('salts every hash', async () => {
    const a = await hashPassword('same')
    const b = hashPasswordSync('same')
    expect(a).not.toBe(b)
    await expect(verifyPassword('same', b)).resolves.toBe(true)
  })

  it('rejects malformed stored hashes', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false)
    await expect(verifyPassword('x', 'scrypt$a$b$c$d$e')).resolves.toBe(false)
  })
})
