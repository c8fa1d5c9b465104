import { useState, type FormEvent } from 'react'

import { simulateFreight, type FreightSimulation as Simulation } from '../../commerce/freight'
import { formatCents } from '../../config/money'
import { formatCep, isCompleteCep } from '../../lib/cep'
import { Button } from '../ui'
import * as styles from './Product.module.css'

export interface FreightSimulationProps {
  skuId: string | null
  sellerId: string | null
  quantity?: number
}

const estimate = (days: number): string => (days === 1 ? 'Em até 1 dia útil' : `Em até ${days} dias úteis`)
const price = (cents: number): string => (cents === 0 ? 'Grátis' : formatCents(cents))

/** Freight by CEP (POST /api/pdp/simulation): delivery types and pickup points; failures only logged. */
export function FreightSimulation({ skuId, sellerId, quantity = 1 }: FreightSimulationProps) {
  const [cep, setCep] = useState('')
  const [result, setResult] = useState<Simulation | null>(null)
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'failed'>('idle')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!skuId || !sellerId || !isCompleteCep(cep)) return
    setState('loading')
    const simulation = await simulateFreight([{ id: skuId, seller: sellerId, quantity }], cep)
    setResult(simulation)
    setState(simulation ? 'done' : 'failed')
  }

  const packages = result?.packages ?? []
  const empty = state === 'done' && packages.every((p) => p.deliveryTypes.length === 0 && p.pickupPoints.recommend.length === 0)
  return (
    <section className={styles.freight} aria-labelledby="freight-title" data-testid="freight-simulation">
      <h2 id="freight-title" className={styles.sectionTitle}>
        Calcular frete e prazo
      </h2>
      <form className={styles.inline} onSubmit={(event) => void submit(event)}>
        <label className="visually-hidden" htmlFor="freight-cep">
          CEP
        </label>
        <input
          id="freight-cep"
          className={styles.input}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          maxLength={9}
          value={cep}
          onChange={(event) => setCep(formatCep(event.target.value))}
        />
        <Button type="submit" variant="secondary" disabled={!isCompleteCep(cep) || !skuId || state === 'loading'}>
          Calcular
        </Button>
      </form>
      {state === 'failed' && <p className={styles.muted}>Não foi possível calcular o frete agora.</p>}
      {empty && <p className={styles.muted}>Não entregamos neste CEP.</p>}
      {state === 'done' &&
        packages.map((pkg) => (
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
    </section>
  )
}
