import { memo } from 'react'

import type { Imperdivel } from '../../../cms-schemas'
import { SmartLink } from '../ui/SmartLink'
import * as styles from './SearchPanel.module.css'

export interface ImperdivelSectionProps {
  content: Imperdivel
  /** A card was followed (the search closes). */
  onNavigate?: () => void
}

/**
 * The 'Imperdível' content of the search modal: collection cards,
 * the highlighted campaign card only while active, and box cards (CMS data).
 * Memoised: it changes with the CMS content only, not with each character typed.
 */
export const ImperdivelSection = memo(function ImperdivelSection({ content, onNavigate }: ImperdivelSectionProps) {
  const { collectionCard, highlightedCard, boxCards } = content
  return (
    <div className={styles.imperdivel}>
      {collectionCard.length > 0 && (
        <ul className={styles.collections} aria-label="Coleções">
          {collectionCard.map((card) => (
            <li key={card.link}>
              <SmartLink href={card.link} className={styles.collectionCard} onClick={onNavigate}>
                <img src={card.image} alt={card.altText} width={120} height={120} loading="lazy" />
                <span>{card.title}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
      {highlightedCard.active && (
        <SmartLink href={highlightedCard.link} className={styles.highlighted} onClick={onNavigate} data-testid="highlighted-card">
          <img src={highlightedCard.image} alt={highlightedCard.altText} width={320} height={160} loading="lazy" />
          <span className={styles.highlightedText}>
            <strong>{highlightedCard.title}</strong>
            <span>{highlightedCard.text}</span>
          </span>
        </SmartLink>
      )}
      {boxCards.length > 0 && (
        <ul className={styles.boxes} aria-label="Destaques da loja">
          {boxCards.map((card) => (
            <li key={card.link}>
              <SmartLink href={card.link} className={styles.boxCard} onClick={onNavigate}>
                <img src={card.image} alt={card.altText} width={64} height={64} loading="lazy" />
                <span>{card.title}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
})
