import { useEffect, useRef, type ReactNode } from 'react'

import type { MenuCategory, MenuDepartment } from '../../../cms-schemas'
import { accountMenu } from '../../features/account'
import { LOGGED_OUT_MESSAGE, loginUrl } from '../session/login'
import { Icon } from '../icons/Icon'
import { SmartLink } from '../ui/SmartLink'
import * as styles from './MobileDrawer.module.css'
import { SEE_ALL_TEXT, UNSUPPORTED_BLOCK_TEXT, dropdownBlockKind, moduleCategories, subcategoryHref } from './menuRules'

interface PanelFrameProps {
  state: 'open' | 'closing'
  title: string
  onBack: () => void
  testId: string
  children: ReactNode
}

/** A nested drawer panel: slides in when opened, slides out when closed (then removed by the stack). */
function PanelFrame({ state, title, onBack, testId, children }: PanelFrameProps) {
  const back = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (state === 'open') back.current?.focus()
  }, [state])
  return (
    <section className={styles.panel} data-panel-state={state} aria-label={title} data-testid={testId} aria-hidden={state === 'closing'}>
      <div className={styles.panelHeader}>
        <button ref={back} type="button" className={styles.back} onClick={onBack} tabIndex={state === 'open' ? 0 : -1}>
          <Icon name="chevronLeft" size={20} />
          <span>Voltar</span>
        </button>
        <h2 className={styles.panelTitle}>{title}</h2>
      </div>
      <div className={styles.panelBody}>{children}</div>
    </section>
  )
}

export interface DepartmentPanelProps {
  state: 'open' | 'closing'
  department: MenuDepartment
  onBack: () => void
}

/** One department: its banner, the 'Navegue por …' banner block of module categories, the other categories. */
export function DepartmentPanel({ state, department, onBack }: DepartmentPanelProps) {
  const tiles = moduleCategories(department)
  const others = department.categories.filter((category) => !category.includeModule)
  return (
    <PanelFrame state={state} title={department.title} onBack={onBack} testId="department-panel">
      <SmartLink href={department.url} className={styles.seeAll}>
        {SEE_ALL_TEXT} <span className="visually-hidden">de {department.title}</span>
      </SmartLink>
      {department.imageBannerMobile && (
        <SmartLink href={department.linkBanner ?? department.url} newTab={department.new_tabBanner} className={styles.panelBanner}>
          <img src={department.imageBannerMobile} alt={`Destaques de ${department.title}`} width={640} height={320} loading="lazy" />
        </SmartLink>
      )}
      {tiles.length > 0 && (
        <div className={styles.moduleBlock}>
          <h3 className={styles.moduleTitle}>Navegue por {department.title}</h3>
          <ul className={styles.tiles}>
            {tiles.map((category) => (
              <li key={category.title}>
                <SmartLink href={category.url} className={styles.tile}>
                  {(category.pictoAPP ?? category.picto) && (
                    <img src={category.pictoAPP ?? category.picto} alt="" width={56} height={56} loading="lazy" />
                  )}
                  <span>{category.title}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      {others.length > 0 && (
        <ul className={styles.categories}>
          {others.map((category) => (
            <li key={category.title}>
              <CategoryAccordion category={category} />
            </li>
          ))}
        </ul>
      )}
    </PanelFrame>
  )
}

function CategoryAccordion({ category }: { category: MenuCategory }) {
  const kind = dropdownBlockKind(category.typeThirtLevel)
  return (
    <details className={styles.accordion}>
      <summary>
        <span>{category.title}</span>
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </summary>
      {kind === 'placeholder' ? (
        <p className={styles.placeholder}>{UNSUPPORTED_BLOCK_TEXT}</p>
      ) : (
        <ul className={kind === 'banners' ? styles.bannerTiles : styles.subList}>
          {category.subcategories.map((sub) => (
            <li key={sub.title}>
              <SmartLink href={subcategoryHref(sub)} newTab={sub.new_tab}>
                {kind === 'banners' && sub.banner && <img src={sub.banner} alt="" width={240} height={160} loading="lazy" />}
                <span>{sub.title}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
      <SmartLink href={category.url} className={styles.categorySeeAll}>
        {SEE_ALL_TEXT} <span className="visually-hidden">de {category.title}</span>
      </SmartLink>
    </details>
  )
}

export interface AccountPanelProps {
  state: 'open' | 'closing'
  isLoggedIn: boolean
  onBack: () => void
  onLogout?: () => void
  onHelp?: () => void
  /** The session UI's account panel; replaces the built-in list when given. */
  content?: ReactNode
}

/**
 * The mobile account panel (Account menus, mobile): the member's links, 'Preciso de ajuda' and 'Sair';
 * a visitor gets the login invitation. The session UI's panel replaces this when given.
 */
export function AccountPanel({ state, isLoggedIn, onBack, onLogout, onHelp, content }: AccountPanelProps) {
  return (
    <PanelFrame state={state} title="Minha conta" onBack={onBack} testId="account-panel-frame">
      {content ?? (!isLoggedIn ? (
      <div>
        <p>{LOGGED_OUT_MESSAGE}</p>
        <a href={loginUrl()}>Fazer login</a>
      </div>
      ) : (
      <ul className={styles.subList}>
        {accountMenu('mobile').map((link) => (
          <li key={link.label}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
        <li>
          {onHelp ? (
            <button type="button" onClick={onHelp}>
              Preciso de ajuda
            </button>
          ) : (
            <a href="/atendimento">Preciso de ajuda</a>
          )}
        </li>
        {onLogout && (
          <li>
            <button type="button" onClick={onLogout}>
              Sair
            </button>
          </li>
        )}
      </ul>
      ))}
    </PanelFrame>
  )
}

