import { FREIGHT_COUNTRY } from '../config/constants'
import type { FreightSimulation, SimulationItem } from '../contracts/freight'
import { consoleLogger, http as defaultHttp, type CommerceLogger, type HttpClient } from './http'

export type { DeliveryType, FreightPackage, FreightSimulation, RecommendedPickupPoint, SimulationItem } from '../contracts/freight'

export const FREIGHT_SIMULATION_PATH = '/api/pdp/simulation'

/**
 * POST /api/pdp/simulation (items, postalCode, country BRA). Failures are only logged and
 * nothing is returned (null).
 */
export function createFreightApi({ http = defaultHttp, logger = consoleLogger }: { http?: HttpClient; logger?: CommerceLogger } = {}) {
  return {
    async simulateFreight(items: SimulationItem[], postalCode: string): Promise<FreightSimulation | null> {
      try {
        return await http.post<FreightSimulation>(FREIGHT_SIMULATION_PATH, { items, postalCode, country: FREIGHT_COUNTRY })
      } catch (error) {
        logger.error('freight simulation failed', error)
        return null
      }
    },
  }
}

export const { simulateFreight } = createFreightApi()
