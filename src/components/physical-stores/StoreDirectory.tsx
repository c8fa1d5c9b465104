import { useMemo, useRef, useState } from 'react'

import type { Store } from '../../../cms-schemas'
import { useValueFromBeforeHydration } from '../ui'
import { StoreCard } from './StoreCard'
import * as styles from './Stores.module.css'
import { groupByRegion, matchesStoreQuery, STATE_NAMES, statesOf } from '../../lib/physical-stores'

export interface StoreDirectoryProps {
  stores: readonly Store[]
}

const ALL = ''

/** /lojas: every store by region, filtered by a free-text search, a state and a service. */
export function StoreDirectory({ stores }: StoreDirectoryProps) {
  const [query, setQuery] = useState('')
  const [state, setState] = useState(ALL)
  const [service, setService] = useState(ALL)
  const queryInput = useRef<HTMLInputElement>(null)
  const stateSelect = useRef<HTMLSelectElement>(null)
  const serviceSelect = useRef<HTMLSelectElement>(null)
  useValueFromBeforeHydration(queryInput, query, setQuery)
  useValueFromBeforeHydration(stateSelect, state, setState)
  useValueFromBeforeHydration(serviceSelect, service, setService)

  const states = useMemo(() => statesOf(stores), [stores])
  const services = useMemo(
    () => [...new Set(stores.flatMap((store) => store.services))].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    [stores],
  )
  const visible = stores.filter(
    (store) =>
      matchesStoreQuery(store, query) && (state === ALL || store.state === state) && (service === ALL || store.services.includes(service)),
  )
  const groups = groupByRegion(visible)
  const filtered = query !== '' || state !== ALL || service !== ALL

  return (
    <>
      <form className={styles.filters} role="search" aria-label="Buscar lojas" onSubmit={(event) => event.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor="store-query">Cidade, bairro ou CEP</label>
          <input
            ref={queryInput}
            id="store-query"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Ex.: Campinas"
            autoComplete="off"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="store-state">Estado</label>
          <select ref={stateSelect} id="store-state" value={state} onChange={(event) => setState(event.target.value)}>
            <option value={ALL}>Todos os estados</option>
            {states.map((uf) => (
              <option key={uf} value={uf}>
                {STATE_NAMES[uf]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="store-service">Serviço</label>
          <select ref={serviceSelect} id="store-service" value={service} onChange={(event) => setService(event.target.value)}>
            <option value={ALL}>Todos os serviços</option>
            {services.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        {filtered && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              setQuery('')
              setState(ALL)
              setService(ALL)
            }}
          >
            Limpar filtros
          </button>
        )}
      </form>

      <p className={styles.count} role="status" aria-live="polite">
        {visible.length === 1 ? '1 loja encontrada' : `${visible.length} lojas encontradas`}
      </p>

      {groups.length === 0 ? (
        <p className={styles.empty}>Nenhuma loja corresponde à sua busca. Tente outra cidade ou limpe os filtros.</p>
      ) : (
        groups.map((group) => (
          <section key={group.id} aria-labelledby={`regiao-${group.id}`} className={styles.section}>
            <h2 id={`regiao-${group.id}`} className={styles.sectionTitle}>
              {group.name} <span className={styles.sectionCount}>({group.stores.length})</span>
            </h2>
            <ul className={styles.grid}>
              {group.stores.map((store) => (
                <li key={store.slug}>
                  <StoreCard store={store} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  )
}
