/** The address of a CEP, in the platform's postal-code shape (checkout `postal-code/BRA/{cep}`). */
export interface PostalCodeAddress {
  postalCode: string
  street: string
  neighborhood: string
  city: string
  state: string
  country: 'BRA'
  /** [longitude, latitude], as the platform sends it. */
  geoCoordinates: number[]
}
