import { useToast } from '../../sdk/toast'
import type { Toast } from '../../sdk/toast'
import * as styles from './ToastViewport.module.css'

export interface ToastViewProps {
  toast: Toast
  onClose: (id: string) => void
}

/** One toast: success, error or abandoned (the three variants), any of them closable by hand. */
export function ToastView({ toast, onClose }: ToastViewProps) {
  return (
    <div
      className={`${styles.toast} ${styles[toast.variant]}`}
      role={toast.variant === 'error' ? 'alert' : 'status'}
      data-variant={toast.variant}
      data-testid="toast"
    >
      {toast.image && <img className={styles.image} src={toast.image} alt="" width={48} height={48} />}
      <div className={styles.text}>
        <p className={styles.title}>{toast.text}</p>
        {toast.subtext && <p className={styles.subtext}>{toast.subtext}</p>}
      </div>
      <button type="button" className={styles.close} aria-label="Fechar aviso" onClick={() => onClose(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

/** The toolkit's toast queue, oldest first, fixed at the bottom of the screen. */
export function ToastViewport() {
  const { toasts, closeToast } = useToast()
  return (
    <section className={styles.viewport} aria-live="polite" aria-label="Avisos">
      {toasts.map((toast) => (
        <ToastView key={toast.id} toast={toast} onClose={closeToast} />
      ))}
    </section>
  )
}
