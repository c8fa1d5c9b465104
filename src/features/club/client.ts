import { http as defaultHttp, type HttpClient } from '../../commerce/http'
import type { ClubStatus } from './contract'

export const CLUB_PATHS = { status: '/api/account/club', join: '/api/account/club/join' } as const

/** The club of the logged-in member: its status, and joining (a refused form carries its field errors). */
export function createClubApi({ http = defaultHttp }: { http?: HttpClient } = {}) {
  return {
    clubStatus: () => http.get<ClubStatus>(CLUB_PATHS.status),
    joinClub: (input: { acceptRules: unknown; cpf?: unknown; birthdate?: unknown }) => http.post<ClubStatus>(CLUB_PATHS.join, input),
  }
}

export type ClubApi = ReturnType<typeof createClubApi>
export const clubApi: ClubApi = createClubApi()
