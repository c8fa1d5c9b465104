import type { FreightSimulation as Simulation } from '../../commerce/freight'
import { formatCents } from '../../config/money'
import * as styles from './Product.module.css'

const estimate = (days: number): string => (days === 1 ? 'Em até 1 dia útil' : `Em até ${days} dias úteis`)
const price = (cents: number): string => (cents === 0 ? 'Grátis' : formatCents(cents))

/**
 * A freight simulation's answer: delivery types and pickup points per
 * package, or that the CEP is not served. A chunk of its own, asked for when
 * the shopper calculates (FreightSimulation).
 */
export function FreightResults({ result }: { result: Simulation }) {
  const packages = result.packages
  if (packages.every((p) => p.deliveryTypes.length === 0 && p.pickupPoints.recommend.length === 0)) return <p className={styles.muted}>Não entregamos neste CEP.</p>
  return (
    <>
      {packages.map((pkg) => (
        <div key={pkg.seller} className={styles.freightPackage} data-testid="freight-package">
          {pkg.deliveryTypes.length > 0 && (
            <ul className={styles.freightList}>
              {pkg.deliveryTypes.map((type) => (
                <li key={type.id} data-testid="delivery-type">
                  <span>
                    <strong>{type.name}</strong> · {estimate(type.businessDays)}
                  </span>
                  <span>{price(type.price)}</span>
                </li>
              ))}
            </ul>
          )}
          {pkg.pickupPoints.recommend.length > 0 && (
            <>
              <h3 className={styles.freightHeading}>Retire na loja</h3>
              <ul className={styles.freightList}>
                {pkg.pickupPoints.recommend.map((point) => (
                  <li key={point.id} data-testid="pickup-point">
                    <span>
                      <strong>{point.friendlyName}</strong> · {point.address.city}/{point.address.state} · {point.distanceKm} km
                      <br />
                      <span className={styles.muted}>{estimate(point.businessDays)}</span>
                    </span>
                    <span>{price(point.price)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ))}
    </>
  )
}
