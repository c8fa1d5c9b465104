import { useEffect, useLayoutEffect, useRef } from 'react'
import type { CSSProperties, KeyboardEvent as ReactKeyboardEvent, ReactNode } from 'react'
import { createPortal } from 'react-dom'

import { hideOthers } from './hide-others'
import { getPortalElement } from './portal'
import { lockScroll } from './scroll-lock'
import * as styles from './Dialog.module.css'

export type DialogCloseReason = 'escape' | 'outside' | 'button'

export interface DialogProps {
  open: boolean
  /** Called on Escape or a press outside (the owner closes it: the dialog is controlled). */
  onClose: (reason: DialogCloseReason) => void
  /** Id of the visible heading naming the dialog. */
  labelledBy?: string
  /** Accessible name when no heading names it. */
  label?: string
  children?: ReactNode
  className?: string
  style?: CSSProperties
  testId?: string
  /** Close on a press outside the dialog (default true). */
  closeOnOutsideClick?: boolean
  /**
   * What takes the focus when it opens: the dialog itself (default), or the
   * first element inside matching this selector.
   */
  initialFocus?: string
  /** Extra attributes for tests and styling (e.g. data-placement). */
  dataAttributes?: Record<`data-${string}`, string>
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Focusable elements inside, in order, that are shown (not inside a closed, covered or hidden part). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      !element.closest('[inert], [aria-hidden="true"], [hidden]') &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  )
}

/**
 * The element that last took the focus outside any dialog. A button that is
 * disabled while it works (add to cart, quick-add) loses the focus to <body>
 * just before the dialog it opens appears: the focus goes back to it anyway.
 */
let lastFocused: HTMLElement | null = null
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement && !event.target.closest('dialog')) lastFocused = event.target
    },
    true,
  )
}

/** Where the focus goes back when a dialog opened now closes. */
export function focusToReturn(active: Element | null, last: HTMLElement | null = lastFocused): HTMLElement | null {
  if (active instanceof HTMLElement && active !== active.ownerDocument.body) return active
  return last?.isConnected ? last : null
}

/** The open dialogs, last opened last: only the top one answers Escape and outside presses. */
const openDialogs: HTMLDialogElement[] = []

function showModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return
  try {
    if (typeof dialog.showModal === 'function') {
      dialog.showModal()
      return
    }
  } catch {
    // Not connected or not supported: fall back to the attribute below.
  }
  dialog.setAttribute('open', '')
}

function closeElement(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function' && dialog.open) dialog.close()
  else dialog.removeAttribute('open')
}

/**
 * A modal dialog on the native <dialog> with showModal(), in the portal
 * element: the rest of the page is inert and hidden from assistive
 * technology while it is open, Tab and Shift+Tab stay inside, Escape or a
 * press outside ask the owner to close it, page scroll is locked, and the
 * focus goes back to where it was when it closes.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null
  return createPortal(<OpenDialog {...props} />, getPortalElement())
}

function OpenDialog({
  onClose,
  labelledBy,
  label,
  children,
  className,
  style,
  testId,
  closeOnOutsideClick = true,
  initialFocus,
  dataAttributes,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const surfaceRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  const requested = useRef(false)

  const requestClose = (reason: DialogCloseReason) => {
    if (requested.current) return
    requested.current = true
    closeRef.current(reason)
    // The owner may keep it open (e.g. it only closes an inner panel): answer the next request too.
    queueMicrotask(() => {
      requested.current = false
    })
  }
  const requestCloseRef = useRef(requestClose)
  requestCloseRef.current = requestClose

  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return undefined
    const previous = focusToReturn(document.activeElement)
    // The page behind is marked and locked before showModal(): opening a modal dialog makes the browser
    // restyle the whole document at once, and the marks made after it cost a second whole restyle
    // (on a phone at 4× slower CPU, two passes over the home page's 1,400 elements took ≈ 3× one).
    const reveal = hideOthers(dialog)
    const unlock = lockScroll()
    showModal(dialog)
    openDialogs.push(dialog)
    const target = initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null
    ;(target ?? dialog).focus({ preventScroll: true })
    return () => {
      const index = openDialogs.indexOf(dialog)
      if (index >= 0) openDialogs.splice(index, 1)
      reveal()
      unlock()
      closeElement(dialog)
      if (previous?.isConnected) previous.focus({ preventScroll: true })
    }
    // Runs once per opening: the dialog mounts when it opens and unmounts when it closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return undefined
    const isTop = () => openDialogs[openDialogs.length - 1] === dialog
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTop()) return
      event.preventDefault()
      requestCloseRef.current('escape')
    }
    // The browser's own Escape handling (close request) is turned into a request to the owner.
    const onCancel = (event: Event) => {
      event.preventDefault()
      if (isTop()) requestCloseRef.current('escape')
    }
    // Closed by the browser anyway (e.g. a repeated Escape it does not let the page cancel): tell the owner.
    const onNativeClose = () => {
      if (openDialogs.includes(dialog)) requestCloseRef.current('escape')
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!closeOnOutsideClick || !isTop()) return
      const target = event.target
      if (target instanceof Node && surfaceRef.current?.contains(target)) return
      // Presses on another layer above the page (a toast, a prompt) are not outside the dialog.
      if (target instanceof Element && target !== dialog && target.closest('[data-outside-dialogs]')) return
      requestCloseRef.current('outside')
    }
    document.addEventListener('keydown', onKeyDown)
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onNativeClose)
    // pointerdown, not mousedown: a slider (Swiper) cancels the pointerdown it gets, and the browser then sends no mousedown.
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onNativeClose)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [closeOnOutsideClick])

  /** Tab from the last element goes to the first, Shift+Tab from the first to the last. */
  const trapTab = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusable = focusableIn(dialogRef.current)
    if (focusable.length === 0) {
      event.preventDefault()
      dialogRef.current.focus()
      return
    }
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    const active = document.activeElement
    const inside = active instanceof Node && dialogRef.current.contains(active) && active !== dialogRef.current
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      tabIndex={-1}
      className={[styles.dialog, className ?? ''].join(' ')}
      style={style}
      data-testid={testId}
      onKeyDown={trapTab}
      {...dataAttributes}
    >
      <div ref={surfaceRef} className={styles.surface}>
        {children}
      </div>
    </dialog>
  )
}
