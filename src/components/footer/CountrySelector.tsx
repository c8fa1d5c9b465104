import { useEffect, useId, useRef, useState } from 'react'

import { afterFirstPaint } from '../../analytics/after-first-paint'
import { COUNTRY_LIST_MAX_HEIGHT_PX, NEAR_VIEWPORT_MARGIN_PX } from '../../config/constants'
import { Icon } from '../icons/Icon'
import { SmartLink } from '../ui/SmartLink'
import { COUNTRY_REGIONS, currentCountry, type CountryStore } from './countryStores'
import * as styles from './Footer.module.css'

/**
 * Country store selector: the current country comes from the browser time
 * zone (read when the footer comes near the viewport, so the static HTML
 * shows this store's country and the read costs the page's start nothing);
 * the list groups the stores by region and scrolls past 225 px.
 */
export function CountrySelector() {
  const [country, setCountry] = useState<CountryStore>(() => currentCountry(null))
  const [open, setOpen] = useState(false)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)

  // Reading the time zone builds an Intl formatter (ICU's data): only once the footer comes near the viewport, not while the page starts.
  useEffect(() => {
    const element = root.current
    let mounted = true
    const read = () => mounted && setCountry(currentCountry())
    if (!element || typeof IntersectionObserver !== 'function') {
      afterFirstPaint(read)
      return () => {
        mounted = false
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        read()
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN_PX}px 0px` },
    )
    observer.observe(element)
    return () => {
      mounted = false
      observer.disconnect()
    }
  }, [])

  useEffect(() => {
    if (!open) return undefined
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onPointer)
    return () => document.removeEventListener('mousedown', onPointer)
  }, [open])

  return (
    <div
      ref={root}
      className={styles.country}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false)
      }}
    >
      <button
        type="button"
        className={styles.countryButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        data-testid="country-button"
        data-country={country.code}
      >
        <Icon name="globe" size={20} />
        <span>
          País: <strong>{country.name}</strong>
        </span>
        <Icon name="chevronDown" size={16} />
      </button>
      <div
        id={listId}
        className={styles.countryList}
        style={{ maxHeight: COUNTRY_LIST_MAX_HEIGHT_PX }}
        hidden={!open}
        data-testid="country-list"
      >
        {COUNTRY_REGIONS.map((region) => (
          <div key={region.region} role="group" aria-label={region.region}>
            <p className={styles.countryRegion} aria-hidden="true">
              {region.region}
            </p>
            <ul>
              {region.countries.map((store) => (
                <li key={store.code}>
                  <SmartLink
                    href={store.href}
                    aria-current={store.code === country.code ? 'true' : undefined}
                    className={styles.countryLink}
                  >
                    {store.name}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  )
}
