import { useEffect, useState } from 'react'

import type { OpeningHours } from '../../../cms-schemas'
import * as styles from './Stores.module.css'
import { openStatus, openStatusText, type OpenStatus } from '../../lib/physical-stores'

const REFRESH_MS = 60_000

/**
 * "Aberta agora · fecha às 20h". Computed in the browser only (the static
 * HTML cannot know the visitor's time), refreshed every minute.
 */
export function OpenNow({ hours, now = () => new Date() }: { hours: readonly OpeningHours[]; now?: () => Date }) {
  const [status, setStatus] = useState<OpenStatus | null>(null)
  useEffect(() => {
    const update = () => setStatus(openStatus(hours, now()))
    update()
    const timer = window.setInterval(update, REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [hours, now])
  if (!status) return null
  return (
    <span className={status.open ? styles.open : styles.closed} data-testid="open-status">
      {openStatusText(status)}
    </span>
  )
}
