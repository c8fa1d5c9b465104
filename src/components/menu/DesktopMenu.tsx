import { useCallback, useEffect, useRef, useState } from 'react'

import type { MenuDepartment } from '../../../cms-schemas'
import { MENU_HOVER_DELAY_MS } from '../../config/constants'
import { Icon } from '../icons/Icon'
import { SmartLink } from '../ui/SmartLink'
import * as styles from './DesktopMenu.module.css'
import { MenuDropdown } from './MenuDropdown'
import { departmentTone } from './menuRules'

export interface DesktopMenuProps {
  departments: MenuDepartment[]
  /** Delay before a hovered department opens its dropdown (MENU_HOVER_DELAY_MS). */
  hoverDelayMs?: number
}

/**
 * The desktop department bar. A dropdown opens after the pointer rests on a
 * department for 300 ms, closes when the pointer leaves the menu, and dims the
 * page below with a dark overlay while open. Keyboard users open it with the
 * chevron button next to each department. The dropdowns' contents are not in
 * the static HTML (they were most of every page's markup): they are rendered
 * when the pointer or the focus first comes to the bar, well before a dropdown opens.
 */
export function DesktopMenu({ departments, hoverDelayMs = MENU_HOVER_DELAY_MS }: DesktopMenuProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const [armed, setArmed] = useState(false)
  const arm = () => setArmed(true)
  const [overlayTop, setOverlayTop] = useState(0)
  const timer = useRef<number | undefined>(undefined)
  const nav = useRef<HTMLElement>(null)

  const cancel = () => window.clearTimeout(timer.current)
  const open = useCallback((index: number | null) => {
    if (index !== null && nav.current) setOverlayTop(nav.current.getBoundingClientRect().bottom)
    setOpenIndex(index)
  }, [])
  const scheduleOpen = (index: number) => {
    cancel()
    timer.current = window.setTimeout(() => open(index), hoverDelayMs)
  }
  const close = () => {
    cancel()
    open(null)
  }

  useEffect(() => () => window.clearTimeout(timer.current), [])

  return (
    <>
      <nav ref={nav} className={styles.nav} aria-label="Departamentos" onMouseLeave={close} onMouseEnter={arm} onFocus={arm}>
        <ul className={styles.list}>
          {departments.map((department, index) => {
            const tone = departmentTone(department, index)
            const isOpen = openIndex === index
            const hasDropdown = department.categories.length > 0
            const dropdownId = `menu-dropdown-${index}`
            return (
              <li
                key={department.title}
                className={styles.item}
                data-tone={tone}
                data-open={isOpen}
                onMouseEnter={() => (hasDropdown ? scheduleOpen(index) : close())}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && isOpen) {
                    close()
                    event.currentTarget.querySelector<HTMLButtonElement>('button')?.focus()
                  }
                }}
              >
                <SmartLink href={department.url} className={styles.department}>
                  {tone === 'featured' && department.appIcon && (
                    <img src={department.appIcon} alt="" width={24} height={24} className={styles.departmentIcon} />
                  )}
                  {department.title}
                </SmartLink>
                {hasDropdown && (
                  <>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={isOpen}
                      aria-controls={armed || isOpen ? dropdownId : undefined}
                      aria-label={`Subcategorias de ${department.title}`}
                      onClick={() => (isOpen ? close() : open(index))}
                    >
                      <Icon name="chevronDown" size={14} strokeWidth={2.4} />
                    </button>
                    {(armed || isOpen) && <MenuDropdown id={dropdownId} department={department} hidden={!isOpen} />}
                  </>
                )}
              </li>
            )
          })}
        </ul>
      </nav>
      {openIndex !== null && (
        <div className={styles.overlay} style={{ top: overlayTop }} aria-hidden="true" data-testid="menu-overlay" onMouseEnter={close} />
      )}
    </>
  )
}
