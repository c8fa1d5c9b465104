import { memoryStore } from '../../../test-support/store'
import { DEMO_MEMBERS } from '../../../../demo/members'
import { LoginSessions } from '../sessions'

describe('login sessions (tokens over the session store)', () => {
  const ana = DEMO_MEMBERS[0]

  it('opens a session whose token names the member until it expires', () => {
    const { db, repositories } = memoryStore({ withMembers: true })
    let now = new Date('2025-01-01T00:00:00Z')
    const sessions = new LoginSessions(repositories.sessions, () => now, 60)
    const { token, expiresAt } = sessions.create(ana.id)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(expiresAt.toISOString()).toBe('2025-01-01T00:01:00.000Z')
    expect(sessions.memberFor(token)?.email).toBe(ana.email)
    // Only the token's hash is stored.
    expect(JSON.stringify(db.prepare('SELECT * FROM login_sessions').all())).not.toContain(token)
    now = new Date('2025-01-01T00:01:00Z')
    expect(sessions.memberFor(token)).toBeNull()
    // The next session drops the expired ones.
    sessions.create(ana.id)
    expect((db.prepare('SELECT COUNT(*) AS n FROM login_sessions').get() as { n: number }).n).toBe(1)
  })

  it('ends a session, and ignores unknown or malformed tokens', () => {
    const { repositories } = memoryStore({ withMembers: true })
    const sessions = new LoginSessions(repositories.sessions)
    const { token } = sessions.create(ana.id)
    for (const bad of [undefined, '', 'short', `${token}x`, token.replace(/./, '!')]) {
      expect(sessions.memberFor(bad)).toBeNull()
      expect(() => sessions.delete(bad)).not.toThrow()
    }
    expect(sessions.memberFor(token)?.id).toBe(ana.id)
    sessions.delete(token)
    expect(sessions.memberFor(token)).toBeNull()
  })
})
