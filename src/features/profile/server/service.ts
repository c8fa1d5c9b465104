import type { ProfileInput } from '../../../contracts/schemas/account-forms'
import type { Member, MemberDirectory, MemberWriter } from '../../../server/domain/accounts/types'

/** Gerenciar perfil: writes the validated fields and answers the member as stored. */
export function updateProfile(
  members: Pick<MemberDirectory, 'findById'> & Pick<MemberWriter, 'updateProfile'>,
  member: Member,
  input: ProfileInput,
): Member {
  members.updateProfile(member.id, {
    givenName: input.givenName,
    middleName: input.middleName,
    familyName: input.familyName,
    birthdate: input.birthdate,
    phoneNumber: input.phone,
    gender: input.gender,
    marketingEmailConsent: input.marketingConsent,
  })
  return members.findById(member.id) ?? member
}
