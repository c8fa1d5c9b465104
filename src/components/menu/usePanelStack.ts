import { useCallback, useEffect, useRef, useState } from 'react'

import { MOBILE_ACCOUNT_PANEL_REMOVAL_MS, MOBILE_PANEL_REMOVAL_MS } from '../../config/constants'

export type PanelKind = 'department' | 'account'

export interface PanelEntry {
  id: number
  kind: PanelKind
  /** Department index for department panels. */
  index: number
  state: 'open' | 'closing'
}

/** How long a closed panel stays in the DOM after its exit animation starts: about 4 s, 2 s for the account panel. */
export function panelRemovalDelay(kind: PanelKind): number {
  return kind === 'account' ? MOBILE_ACCOUNT_PANEL_REMOVAL_MS : MOBILE_PANEL_REMOVAL_MS
}

/**
 * The mobile drawer's nested panels: opening adds a panel (it plays its
 * entrance animation); closing marks it 'closing' (exit animation) and removes
 * it after 4 s (2 s for the account panel).
 */
export function usePanelStack() {
  const [panels, setPanels] = useState<PanelEntry[]>([])
  const nextId = useRef(1)
  const timers = useRef(new Set<number>())

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => window.clearTimeout(timer))
  }, [])

  const push = useCallback((kind: PanelKind, index = -1) => {
    const id = nextId.current++
    setPanels((current) => [...current, { id, kind, index, state: 'open' }])
  }, [])

  const closeEntry = useCallback((entry: PanelEntry) => {
    setPanels((current) => current.map((panel) => (panel.id === entry.id ? { ...panel, state: 'closing' } : panel)))
    const timer = window.setTimeout(() => {
      timers.current.delete(timer)
      setPanels((current) => current.filter((panel) => panel.id !== entry.id))
    }, panelRemovalDelay(entry.kind))
    timers.current.add(timer)
  }, [])

  /** Closes the top open panel. */
  const pop = useCallback(() => {
    const top = [...panels].reverse().find((panel) => panel.state === 'open')
    if (top) closeEntry(top)
  }, [panels, closeEntry])

  const closeAll = useCallback(() => {
    panels.filter((panel) => panel.state === 'open').forEach(closeEntry)
  }, [panels, closeEntry])

  return { panels, push, pop, closeAll }
}
