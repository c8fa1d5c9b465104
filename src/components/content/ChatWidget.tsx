import { useEffect, useState } from 'react'

import { ChatPanel } from './ChatPanel'
import * as styles from './Chat.module.css'

const PANEL_ID = 'chat-widget-panel'

/**
 * The customer-service chat widget of /atendimento and the account pages
 * (nowhere else): a floating button that opens the assistant. It exists only
 * while one of those pages is mounted, so it is gone everywhere else.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <aside className={styles.widget} aria-label="Chat de atendimento" data-testid="chat-widget">
      {open && (
        <div id={PANEL_ID} className={styles.popup}>
          <ChatPanel autoFocus />
        </div>
      )}
      <button
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </svg>
        {open ? 'Fechar chat' : 'Precisa de ajuda?'}
      </button>
    </aside>
  )
}
