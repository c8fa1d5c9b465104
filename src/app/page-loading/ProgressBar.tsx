import { useEffect, useState } from 'react'

import { DELAYED_LOAD_INDICATOR_MS } from '../../config/constants'
import { shouldShowProgressBar } from './policy'
import { usePageLoading } from './loading-store'
import * as styles from './ProgressBar.module.css'

export interface ProgressBarProps {
  /** Override the navigation store (tests, local loading states). */
  loading?: boolean
}

/**
 * A thin bar at the top of the page, shown when a navigation takes more than
 * 1 s (DELAYED_LOAD_INDICATOR_MS). Render once near the root.
 */
export function ProgressBar({ loading }: ProgressBarProps) {
  const navigation = usePageLoading()
  const isLoading = loading ?? navigation.startedAt !== null
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (!isLoading) {
      setVisible(false)
      return undefined
    }
    if (navigation.delayed) {
      setVisible(true)
      return undefined
    }
    const started = loading === undefined && navigation.startedAt !== null ? navigation.startedAt : Date.now()
    const remaining = Math.max(0, DELAYED_LOAD_INDICATOR_MS - (Date.now() - started))
    const timer = setTimeout(() => setVisible(shouldShowProgressBar(Date.now() - started)), remaining)
    return () => clearTimeout(timer)
  }, [isLoading, loading, navigation.delayed, navigation.startedAt])

  if (!visible) return null
  return (
    <div className={styles.track} role="progressbar" aria-label="Carregando a página" aria-busy="true" data-testid="progress-bar">
      <div className={styles.bar} />
    </div>
  )
}
