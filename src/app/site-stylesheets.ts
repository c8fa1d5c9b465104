/** Compiled into the HTML renderer by gatsby-node (src/build/site-stylesheets.ts); absent elsewhere. */
declare const __SITE_STYLESHEETS__: readonly string[] | undefined

/** The stylesheets this build's browser bundle made, or null outside the HTML renderer (tests, the browser). */
export const siteStylesheets = (): readonly string[] | null => (typeof __SITE_STYLESHEETS__ === 'undefined' ? null : __SITE_STYLESHEETS__)
