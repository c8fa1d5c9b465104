import { useEffect, useId, useRef } from 'react'
import type { CSSProperties, ReactNode } from 'react'
import { createPortal } from 'react-dom'

import { MODAL_DEFAULT_HEIGHT_PX, MODAL_DEFAULT_WIDTH_PX } from '../../config/constants'
import { getPortalElement } from './portal'
import { useDismiss } from './useDismiss'
import * as styles from './Modal.module.css'

export type ModalPlacement = 'center' | 'side'

export interface ModalProps {
  isOpen: boolean
  /** Called on Escape, an outside click or the close button. */
  onClose: (reason: 'escape' | 'outside' | 'button') => void
  /** Visible heading (also the dialog's accessible name). */
  title?: ReactNode
  /** Accessible name when there is no visible title. */
  ariaLabel?: string
  children?: ReactNode
  /** CSS width; default 485 px. */
  width?: number | string
  /** CSS max height; default 570 px. */
  height?: number | string
  /** 'side': right edge on desktop, bottom sheet on mobile. */
  placement?: ModalPlacement
  /** Shows the × button (default true). */
  showCloseButton?: boolean
  closeOnOutsideClick?: boolean
  className?: string
  /** Extra inline style of the dialog (e.g. custom properties a className reads). */
  style?: CSSProperties
  /** data-testid of the dialog. */
  testId?: string
}

const cssSize = (value: number | string): string => (typeof value === 'number' ? `${value}px` : value)

/**
 * A dialog in the portal element (which must exist: a missing one throws).
 * Closes on Escape or a click outside; keeps focus inside while open.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  ariaLabel,
  children,
  width = MODAL_DEFAULT_WIDTH_PX,
  height = MODAL_DEFAULT_HEIGHT_PX,
  placement = 'center',
  showCloseButton = true,
  closeOnOutsideClick = true,
  className,
  style: extraStyle,
  testId,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()

  useDismiss(dialogRef, isOpen, (reason) => onClose(reason), { outsideClick: closeOnOutsideClick })

  useEffect(() => {
    if (!isOpen) return undefined
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialogRef.current?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      previous?.focus()
    }
  }, [isOpen])

  if (!isOpen) return null
  const portal = getPortalElement()
  const style = { ...extraStyle, '--modal-width': cssSize(width), '--modal-height': cssSize(height) } as CSSProperties

  return createPortal(
    <div className={`${styles.overlay} ${placement === 'side' ? styles.sideOverlay : ''}`}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        style={style}
        data-testid={testId}
        data-placement={placement}
        className={[styles.dialog, placement === 'side' ? styles.side : styles.center, className ?? ''].join(' ')}
      >
        {(title || showCloseButton) && (
          <div className={styles.header}>
            {title ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : (
              <span />
            )}
            {showCloseButton && (
              <button type="button" className={styles.close} aria-label="Fechar" onClick={() => onClose('button')}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
        )}
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    portal,
  )
}

export type SideModalProps = Omit<ModalProps, 'placement'>

/** A modal at the right edge on desktop and at the bottom on mobile (storefront-shell §4). */
export function SideModal(props: SideModalProps) {
  return <Modal {...props} placement="side" />
}
