import type { PickupPointAddress } from '../../../contracts/freight'
/**
 * The deterministic freight table of the embedded backend. Brazilian postal
 * codes (CEP) are assigned by region: the first digit names the region
 * (0 greater São Paulo … 9 Rio Grande do Sul). Prices are cents.
 */

export interface PickupPoint {
  /** Stable id, e.g. `1_SP01` (seller 1, store SP01). */
  id: string
  friendlyName: string
  address: PickupPointAddress
  /** Distance shown to the shopper, km. */
  distanceKm: number
  /** Business days until the order can be collected. */
  businessDays: number
}

export interface Tariff {
  /** Price of a package with one unit, cents. */
  basePrice: number
  /** Added for every further unit, cents. */
  perExtraUnit: number
  businessDays: number
}

export interface ShippingRegion {
  /** First digit of the CEP. */
  digit: number
  name: string
  /** Capital or main city the embedded backend uses to fill an address from a CEP. */
  city: string
  state: string
  normal: Tariff
  express: Tariff
  pickupPoints: PickupPoint[]
}

function store(
  id: string,
  friendlyName: string,
  street: string,
  neighborhood: string,
  postalCode: string,
  city: string,
  state: string,
  distanceKm: number,
  businessDays: number,
): PickupPoint {
  return { id, friendlyName, address: { postalCode, street, number: '100', neighborhood, city, state }, distanceKm, businessDays }
}

export const SHIPPING_REGIONS: readonly ShippingRegion[] = [
  {
    digit: 0,
    name: 'Grande São Paulo',
    city: 'São Paulo',
    state: 'SP',
    normal: { basePrice: 1290, perExtraUnit: 150, businessDays: 3 },
    express: { basePrice: 2490, perExtraUnit: 250, businessDays: 1 },
    pickupPoints: [
      store('1_SP01', 'Arena Esportes Marginal Pinheiros', 'Avenida das Nações Unidas', 'Pinheiros', '05425-070', 'São Paulo', 'SP', 4.2, 1),
      store('1_SP02', 'Arena Esportes Tatuapé', 'Rua Tuiuti', 'Tatuapé', '03081-000', 'São Paulo', 'SP', 9.8, 1),
    ],
  },
  {
    digit: 1,
    name: 'Interior e litoral de São Paulo',
    city: 'Campinas',
    state: 'SP',
    normal: { basePrice: 1590, perExtraUnit: 190, businessDays: 4 },
    express: { basePrice: 2990, perExtraUnit: 290, businessDays: 2 },
    pickupPoints: [store('1_CPS01', 'Arena Esportes Campinas', 'Avenida Guilherme Campos', 'Santa Genebra', '13087-901', 'Campinas', 'SP', 6.5, 2)],
  },
  {
    digit: 2,
    name: 'Rio de Janeiro e Espírito Santo',
    city: 'Rio de Janeiro',
    state: 'RJ',
    normal: { basePrice: 1690, perExtraUnit: 190, businessDays: 4 },
    express: { basePrice: 3190, perExtraUnit: 290, businessDays: 2 },
    pickupPoints: [
      store('1_RJ01', 'Arena Esportes Barra da Tijuca', 'Avenida das Américas', 'Barra da Tijuca', '22640-100', 'Rio de Janeiro', 'RJ', 7.1, 2),
    ],
  },
  {
    digit: 3,
    name: 'Minas Gerais',
    city: 'Belo Horizonte',
    state: 'MG',
    normal: { basePrice: 1790, perExtraUnit: 200, businessDays: 5 },
    express: { basePrice: 3390, perExtraUnit: 300, businessDays: 2 },
    pickupPoints: [store('1_BH01', 'Arena Esportes Belo Horizonte', 'Avenida Cristiano Machado', 'Cidade Nova', '31170-800', 'Belo Horizonte', 'MG', 5.3, 2)],
  },
  {
    digit: 4,
    name: 'Bahia e Sergipe',
    city: 'Salvador',
    state: 'BA',
    normal: { basePrice: 2290, perExtraUnit: 250, businessDays: 7 },
    express: { basePrice: 4290, perExtraUnit: 350, businessDays: 3 },
    pickupPoints: [store('1_SSA01', 'Arena Esportes Salvador', 'Avenida Tancredo Neves', 'Caminho das Árvores', '41820-021', 'Salvador', 'BA', 8.4, 3)],
  },
  {
    digit: 5,
    name: 'Pernambuco, Alagoas, Paraíba e Rio Grande do Norte',
    city: 'Recife',
    state: 'PE',
    normal: { basePrice: 2490, perExtraUnit: 250, businessDays: 8 },
    express: { basePrice: 4590, perExtraUnit: 350, businessDays: 4 },
    pickupPoints: [store('1_REC01', 'Arena Esportes Recife', 'Avenida Agamenon Magalhães', 'Derby', '52010-040', 'Recife', 'PE', 6.9, 3)],
  },
  {
    digit: 6,
    name: 'Norte e Ceará, Piauí, Maranhão',
    city: 'Fortaleza',
    state: 'CE',
    normal: { basePrice: 2990, perExtraUnit: 300, businessDays: 10 },
    express: { basePrice: 5490, perExtraUnit: 400, businessDays: 5 },
    pickupPoints: [store('1_FOR01', 'Arena Esportes Fortaleza', 'Avenida Washington Soares', 'Edson Queiroz', '60811-341', 'Fortaleza', 'CE', 9.2, 4)],
  },
  {
    digit: 7,
    name: 'Centro-Oeste, Tocantins e Rondônia',
    city: 'Brasília',
    state: 'DF',
    normal: { basePrice: 2190, perExtraUnit: 220, businessDays: 6 },
    express: { basePrice: 3990, perExtraUnit: 320, businessDays: 3 },
    pickupPoints: [store('1_BSB01', 'Arena Esportes Brasília', 'SIA Trecho 3', 'Guará', '71200-030', 'Brasília', 'DF', 7.7, 3)],
  },
  {
    digit: 8,
    name: 'Paraná e Santa Catarina',
    city: 'Curitiba',
    state: 'PR',
    normal: { basePrice: 1890, perExtraUnit: 200, businessDays: 5 },
    express: { basePrice: 3490, perExtraUnit: 300, businessDays: 2 },
    pickupPoints: [
      store('1_CWB01', 'Arena Esportes Curitiba', 'Rua Konrad Adenauer', 'Tarumã', '82821-020', 'Curitiba', 'PR', 6.1, 2),
      store('1_FLN01', 'Arena Esportes Florianópolis', 'Rodovia SC-401', 'Saco Grande', '88032-005', 'Florianópolis', 'SC', 11.4, 3),
    ],
  },
  {
    digit: 9,
    name: 'Rio Grande do Sul',
    city: 'Porto Alegre',
    state: 'RS',
    normal: { basePrice: 1990, perExtraUnit: 200, businessDays: 6 },
    express: { basePrice: 3690, perExtraUnit: 300, businessDays: 3 },
    pickupPoints: [store('1_POA01', 'Arena Esportes Porto Alegre', 'Avenida Sertório', 'Navegantes', '91020-001', 'Porto Alegre', 'RS', 5.8, 3)],
  },
]

/** CEPs are issued from 01000-000; a lower code (or any malformed one) does not exist. */
export const LOWEST_CEP = 1_000_000
