import { useId, useRef } from 'react'
import type { CSSProperties, ReactNode } from 'react'

import { MODAL_DEFAULT_HEIGHT_PX, MODAL_DEFAULT_WIDTH_PX } from '../../config/constants'
import { Dialog, type DialogCloseReason } from './Dialog'
import * as styles from './Modal.module.css'
import { useOverflows } from './useOverflows'

export type ModalPlacement = 'center' | 'side'

export interface ModalProps {
  isOpen: boolean
  /** Called on Escape, an outside click or the close button. */
  onClose: (reason: DialogCloseReason) => void
  /** Visible heading (also the dialog's accessible name). */
  title?: ReactNode
  /** Accessible name when there is no visible title. */
  ariaLabel?: string
  children?: ReactNode
  /** CSS width; default 485 px. */
  width?: number | string
  /** CSS height: the most it grows to (default 570 px), or its height with `fixedHeight`. */
  height?: number | string
  /** The modal is exactly `height` high (quick-add 90dvh, size guide 90vh) rather than at most. */
  fixedHeight?: boolean
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

/**
 * The modal's content. A body that scrolls (a long size guide) is a named
 * region and a tab stop, so a keyboard can scroll it; one that fits is neither.
 */
function ModalBody({ children, labelledBy, label }: { children?: ReactNode; labelledBy?: string; label?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const scrolls = useOverflows(ref)
  return (
    <div
      ref={ref}
      className={styles.body}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'region' : undefined}
      aria-labelledby={scrolls ? labelledBy : undefined}
      aria-label={scrolls ? label : undefined}
      data-scrolls={scrolls || undefined}
    >
      {children}
    </div>
  )
}

const cssSize = (value: number | string): string => (typeof value === 'number' ? `${value}px` : value)

/**
 * A modal dialog (the native <dialog>, see Dialog): the rest of the page is
 * inert while it is open, focus stays inside and returns on close, Escape or
 * a click outside close it. Default 485 × 570 px.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  ariaLabel,
  children,
  width = MODAL_DEFAULT_WIDTH_PX,
  height = MODAL_DEFAULT_HEIGHT_PX,
  fixedHeight = false,
  placement = 'center',
  showCloseButton = true,
  closeOnOutsideClick = true,
  className,
  style: extraStyle,
  testId,
}: ModalProps) {
  const titleId = useId()
  const style = { ...extraStyle, '--modal-width': cssSize(width), '--modal-height': cssSize(height) } as CSSProperties
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      labelledBy={title ? titleId : undefined}
      label={title ? undefined : ariaLabel}
      closeOnOutsideClick={closeOnOutsideClick}
      style={style}
      testId={testId}
      className={[styles.dialog, placement === 'side' ? styles.side : styles.center, fixedHeight ? styles.fixedHeight : '', className ?? ''].join(' ')}
      dataAttributes={{ 'data-placement': placement }}
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
      <ModalBody labelledBy={title ? titleId : undefined} label={title ? undefined : ariaLabel}>
        {children}
      </ModalBody>
    </Dialog>
  )
}

export type SideModalProps = Omit<ModalProps, 'placement'>

/** A side modal: it opens at the right edge on desktop and at the bottom on mobile. */
export function SideModal(props: SideModalProps) {
  return <Modal {...props} placement="side" />
}
