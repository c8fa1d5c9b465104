/**
 * Modules of Gatsby's own plugins that the production browser bundle replaces with a stand-in: in a
 * production browser each does nothing, but what it imports with `require` stays in the shared bundle,
 * where no tree shaking removes it (decision record 0038). gatsby-node.ts replaces each `module` by its
 * `standIn` (a file of src/build/) in the browser bundle only; the server rendering keeps the real ones.
 */
export interface BrowserStandIn {
  module: RegExp
  standIn: string
}

export const BROWSER_STAND_INS: readonly BrowserStandIn[] = [
  {
    // Partytown's browser hook injects off-main-thread scripts in `gatsby develop` and returns at once in
    // production, but requires gatsby-script and Partytown's integration (≈ 1.3 kB gzip).
    module: /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser(\.js)?$/,
    standIn: 'no-partytown-browser.ts',
  },
  {
    // gatsby-plugin-manifest's browser hook picks a localized manifest only with `localize` options, which
    // the store has none of (web-app-manifest.ts); its helper's `require('gatsby')` kept every export of
    // Gatsby's browser entry (gatsby-script's Script among them) in the bundle.
    module: /gatsby-plugin-manifest[\\/]get-manifest-pathname(\.js)?$/,
    standIn: 'manifest-pathname.ts',
  },
]
