import { SEARCH_SUBMIT_MIN_CHARS } from '../../config/constants'
import { Icon } from '../icons/Icon'
import * as styles from './HeaderSearchSlot.module.css'

export interface HeaderSearchSlotProps {
  /** Term shown in the box (e.g. the current search). */
  defaultValue?: string
}

/**
 * Placeholder of the header search box until the search UI lands: a plain
 * form labelled Buscar that submits to /pesquisa?q= (works without JavaScript).
 */
export function HeaderSearchSlot({ defaultValue }: HeaderSearchSlotProps) {
  return (
    <form className={styles.form} role="search" aria-label="Buscar" action="/pesquisa" method="get">
      <label htmlFor="header-search-input" className="visually-hidden">
        Buscar
      </label>
      <input
        id="header-search-input"
        className={styles.input}
        type="search"
        name="q"
        placeholder="O que você está procurando?"
        autoComplete="off"
        enterKeyHint="search"
        minLength={SEARCH_SUBMIT_MIN_CHARS}
        required
        defaultValue={defaultValue}
      />
      <button type="submit" className={styles.submit} aria-label="Buscar">
        <Icon name="search" size={20} />
      </button>
    </form>
  )
}
