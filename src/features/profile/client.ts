import { http as defaultHttp, type HttpClient } from '../../commerce/http'
import type { FormInput } from '../../commerce/forms'
import type { ProfileInput } from '../../contracts/schemas/account-forms'
import type { UserProfileResponse } from '../../contracts/session'

/** The logged-in member's profile (throws CommerceHttpError; a refused form carries its field errors). */
export const PROFILE_PATH = '/api/account/profile'

export function createProfileApi({ http = defaultHttp }: { http?: HttpClient } = {}) {
  return {
    update: (input: FormInput<ProfileInput>) => http.put<UserProfileResponse>(PROFILE_PATH, input),
  }
}

export type ProfileApi = ReturnType<typeof createProfileApi>
export const profileApi: ProfileApi = createProfileApi()
