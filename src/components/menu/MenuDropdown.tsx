import type { MenuCategory, MenuDepartment } from '../../../cms-schemas'
import { SmartLink } from '../ui/SmartLink'
import * as styles from './DesktopMenu.module.css'
import { SEE_ALL_TEXT, UNSUPPORTED_BLOCK_TEXT, dropdownBlockKind, splitIntoColumns, subcategoryHref } from './menuRules'

export interface MenuDropdownProps {
  id: string
  department: MenuDepartment
  hidden: boolean
}

/** The dropdown of one department: its categories by kind, the department banner and 'Ver tudo'. */
export function MenuDropdown({ id, department, hidden }: MenuDropdownProps) {
  return (
    <div id={id} className={styles.dropdown} hidden={hidden} data-testid="menu-dropdown">
      <div className={styles.dropdownInner}>
        <div className={styles.groups}>
          {department.categories.map((category) => (
            <CategoryBlock key={category.title} category={category} />
          ))}
        </div>
        {department.imageBannerDesktop && (
          <SmartLink
            href={department.linkBanner ?? department.url}
            newTab={department.new_tabBanner}
            className={styles.departmentBanner}
          >
            <img src={department.imageBannerDesktop} alt={`Destaques de ${department.title}`} width={400} height={300} loading="lazy" />
          </SmartLink>
        )}
      </div>
      <div className={styles.seeAllRow}>
        <SmartLink href={department.url} className={styles.seeAll}>
          {SEE_ALL_TEXT} <span className="visually-hidden">de {department.title}</span>
        </SmartLink>
      </div>
    </div>
  )
}

function CategoryBlock({ category }: { category: MenuCategory }) {
  const kind = dropdownBlockKind(category.typeThirtLevel)
  const heading = (
    <SmartLink href={category.url} className={styles.categoryTitle} data-highlight={category.highlight}>
      {category.title}
    </SmartLink>
  )
  if (kind === 'placeholder') {
    return (
      <div className={styles.group}>
        {heading}
        <p className={styles.placeholder}>{UNSUPPORTED_BLOCK_TEXT}</p>
      </div>
    )
  }
  if (kind === 'banners') {
    return (
      <div className={`${styles.group} ${styles.bannerGroup}`}>
        {heading}
        <ul className={styles.bannerList}>
          {category.subcategories.map((sub) => (
            <li key={sub.title}>
              <SmartLink href={subcategoryHref(sub)} newTab={sub.new_tab} className={styles.bannerCard}>
                {sub.banner && <img src={sub.banner} alt="" width={240} height={160} loading="lazy" />}
                <span>{sub.title}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    )
  }
  const columns = splitIntoColumns(category.subcategories)
  return (
    <div className={styles.group} data-columns={columns.length}>
      {heading}
      <div className={styles.columns}>
        {columns.map((column, index) => (
          <ul key={index} className={styles.column} data-testid="menu-column">
            {column.map((sub) => (
              <li key={sub.title}>
                <SmartLink href={subcategoryHref(sub)} newTab={sub.new_tab} className={styles.subLink}>
                  {sub.title}
                </SmartLink>
              </li>
            ))}
          </ul>
        ))}
      </div>
      <SmartLink href={category.url} className={styles.categorySeeAll}>
        {SEE_ALL_TEXT} <span className="visually-hidden">de {category.title}</span>
      </SmartLink>
    </div>
  )
}
