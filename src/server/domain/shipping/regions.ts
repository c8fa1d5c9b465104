import type { PickupPointAddress } from '../../../contracts/freight'
import type { MacroRegion } from '../address/cep-ranges'
/**
 * The deterministic freight table of the embedded backend. A CEP's state
 * comes from the CEP ranges (../address/cep-ranges.ts) and its state's IBGE
 * macro-region sets the tariff: the warehouse is in São Paulo, so the
 * South-East is nearest and the North farthest. Greater São Paulo (Correios'
 * postal region 0, the warehouse's own) is the one zone cheaper than its
 * macro-region. Prices are cents.
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
  /** IBGE macro-region of the CEP's state, or the warehouse's own zone. */
  code: MacroRegion | 'warehouse'
  name: string
  normal: Tariff
  express: Tariff
}

/** Tariffs by the IBGE macro-region of the CEP's state. */
export const SHIPPING_REGIONS: Readonly<Record<MacroRegion, ShippingRegion>> = {
  SE: {
    code: 'SE',
    name: 'Sudeste',
    normal: { basePrice: 1690, perExtraUnit: 190, businessDays: 4 },
    express: { basePrice: 3190, perExtraUnit: 290, businessDays: 2 },
  },
  S: {
    code: 'S',
    name: 'Sul',
    normal: { basePrice: 1890, perExtraUnit: 200, businessDays: 5 },
    express: { basePrice: 3490, perExtraUnit: 300, businessDays: 2 },
  },
  CO: {
    code: 'CO',
    name: 'Centro-Oeste',
    normal: { basePrice: 2190, perExtraUnit: 220, businessDays: 6 },
    express: { basePrice: 3990, perExtraUnit: 320, businessDays: 3 },
  },
  NE: {
    code: 'NE',
    name: 'Nordeste',
    normal: { basePrice: 2490, perExtraUnit: 250, businessDays: 8 },
    express: { basePrice: 4590, perExtraUnit: 350, businessDays: 4 },
  },
  N: {
    code: 'N',
    name: 'Norte',
    normal: { basePrice: 3290, perExtraUnit: 320, businessDays: 12 },
    express: { basePrice: 5990, perExtraUnit: 420, businessDays: 6 },
  },
}

/** Greater São Paulo, where the warehouse is: CEPs of Correios' postal region 0. */
export const WAREHOUSE_ZONE: ShippingRegion & { postalRegion: string } = {
  code: 'warehouse',
  name: 'Grande São Paulo',
  postalRegion: '0',
  normal: { basePrice: 1290, perExtraUnit: 150, businessDays: 3 },
  express: { basePrice: 2490, perExtraUnit: 250, businessDays: 1 },
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

/**
 * The stores a shopper can collect from. A store is offered to the CEPs of
 * its own state and postal region (the CEP's first digit): the São Paulo
 * stores to Greater São Paulo, Campinas to the state's interior and coast,
 * Curitiba to Paraná but not to Santa Catarina.
 */
export const PICKUP_POINTS: readonly PickupPoint[] = [
  store('1_SP01', 'Arena Esportes Marginal Pinheiros', 'Avenida das Nações Unidas', 'Pinheiros', '05425-070', 'São Paulo', 'SP', 4.2, 1),
  store('1_SP02', 'Arena Esportes Tatuapé', 'Rua Tuiuti', 'Tatuapé', '03081-000', 'São Paulo', 'SP', 9.8, 1),
  store('1_CPS01', 'Arena Esportes Campinas', 'Avenida Guilherme Campos', 'Santa Genebra', '13087-901', 'Campinas', 'SP', 6.5, 2),
  store('1_RJ01', 'Arena Esportes Barra da Tijuca', 'Avenida das Américas', 'Barra da Tijuca', '22640-100', 'Rio de Janeiro', 'RJ', 7.1, 2),
  store('1_BH01', 'Arena Esportes Belo Horizonte', 'Avenida Cristiano Machado', 'Cidade Nova', '31170-800', 'Belo Horizonte', 'MG', 5.3, 2),
  store('1_SSA01', 'Arena Esportes Salvador', 'Avenida Tancredo Neves', 'Caminho das Árvores', '41820-021', 'Salvador', 'BA', 8.4, 3),
  store('1_REC01', 'Arena Esportes Recife', 'Avenida Agamenon Magalhães', 'Derby', '52010-040', 'Recife', 'PE', 6.9, 3),
  store('1_FOR01', 'Arena Esportes Fortaleza', 'Avenida Washington Soares', 'Edson Queiroz', '60811-341', 'Fortaleza', 'CE', 9.2, 4),
  store('1_BSB01', 'Arena Esportes Brasília', 'SIA Trecho 3', 'Guará', '71200-030', 'Brasília', 'DF', 7.7, 3),
  store('1_CWB01', 'Arena Esportes Curitiba', 'Rua Konrad Adenauer', 'Tarumã', '82821-020', 'Curitiba', 'PR', 6.1, 2),
  store('1_FLN01', 'Arena Esportes Florianópolis', 'Rodovia SC-401', 'Saco Grande', '88032-005', 'Florianópolis', 'SC', 11.4, 3),
  store('1_POA01', 'Arena Esportes Porto Alegre', 'Avenida Sertório', 'Navegantes', '91020-001', 'Porto Alegre', 'RS', 5.8, 3),
]
