import { lazy, Suspense, useState, type FormEvent } from 'react'

import { simulateFreight, type FreightSimulation as Simulation } from '../../commerce/freight'
import { formatCep, isCompleteCep } from '../../lib/cep'
import { Button } from '../ui'
import * as styles from './Product.module.css'

// The answer's list is needed only once the shopper calculates: its code is asked for with the call.
const loadResults = () => import(/* webpackChunkName: "freight-results" */ './FreightResults')
const FreightResults = lazy(() => loadResults().then((module) => ({ default: module.FreightResults })))

export interface FreightSimulationProps {
  skuId: string | null
  sellerId: string | null
  quantity?: number
}

/** Freight by CEP (POST /api/pdp/simulation): delivery types and pickup points; failures only logged. */
export function FreightSimulation({ skuId, sellerId, quantity = 1 }: FreightSimulationProps) {
  const [cep, setCep] = useState('')
  const [result, setResult] = useState<Simulation | null>(null)
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'failed'>('idle')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!skuId || !sellerId || !isCompleteCep(cep)) return
    setState('loading')
    void loadResults().catch(() => undefined)
    const simulation = await simulateFreight([{ id: skuId, seller: sellerId, quantity }], cep)
    setResult(simulation)
    setState(simulation ? 'done' : 'failed')
  }

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
      {state === 'done' && result && (
        <Suspense fallback={null}>
          <FreightResults result={result} />
        </Suspense>
      )}
    </section>
  )
}
