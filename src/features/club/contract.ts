/** The club programme as the member sees it; joining's schema is in ./schemas/club. */

/** The club membership of the logged-in member (GET /api/account/club). */
export interface ClubStatus {
  isMember: boolean
  /** The Clube Arena card number (13 digits), when a member. */
  cardNumber: string | null
  /** ISO instant of joining, when a member. */
  joinedAt: string | null
  /** What joining still needs from the profile: a CPF and a birthdate the member has not given yet. */
  needs: { cpf: boolean; birthdate: boolean }
}
