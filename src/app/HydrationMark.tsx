import { useEffect } from 'react'
import { HYDRATED_ATTRIBUTE } from './hydration-mark'

/**
 * Marks the document as hydrated (HYDRATED_ATTRIBUTE on `<html>`). Its
 * effect runs when the root's first commit does (passive effects run after
 * the whole tree is hydrated or rendered), so the mark comes with the page's
 * handlers; client-side navigations keep it. Renders nothing.
 */
export function HydrationMark(): null {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true')
  }, [])
  return null
}
