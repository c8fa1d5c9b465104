export { simulateFreight, type FreightCatalogue, type DeliveryType, type FreightPackage, type FreightSimulation, type RecommendedPickupPoint, type SimulationItem } from './simulation'
