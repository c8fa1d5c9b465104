import { DEMO_MEMBERS } from '../../../demo/members'
import type { FeatureModule } from '../../../server/feature-module'
import { clubMigrations } from './migrations'
import { SqliteClubRepository } from './repository'
import { clubRoutes } from './routes'
import { ClubMemberships } from './service'

declare module '../../../server/feature-module' {
  interface FeatureServices {
    club: ClubMemberships
  }
}

/** The club: membership (its card, whose number the member's profile shows), and joining it. */
export const clubModule: FeatureModule<'club'> = {
  name: 'club',
  migrations: clubMigrations,
  start(core) {
    const club = new ClubMemberships(new SqliteClubRepository(core.db, core.members))
    return { services: club, routes: async (app) => clubRoutes(app, { auth: core.auth, club }) }
  },
  seed(db) {
    const repository = new SqliteClubRepository(db, { completeProfile: () => undefined })
    const joinedAt = new Date().toISOString()
    for (const member of DEMO_MEMBERS) {
      if (member.clubCard && !repository.find(member.id)) repository.insert({ memberId: member.id, cardNumber: member.clubCard, joinedAt })
    }
  },
}
