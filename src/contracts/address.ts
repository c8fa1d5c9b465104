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

/** The checkout's postal-code answer (GET /api/checkout/pub/postal-code/BRA/{cep}, checkout-api.json). */
export interface PostalCodeLookup {
  postalCode: string
  city: string
  state: string
  country: string
  street: string
  number: string
  neighborhood: string
  complement: string | null
  reference: string
  geoCoordinates: number[]
}
