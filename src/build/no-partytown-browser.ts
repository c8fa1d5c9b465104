/**
 * Stands in, in the production browser bundle, for Gatsby's internal Partytown plugin's browser hooks
 * (browser-stand-ins.ts): it has none to offer there. The store has no off-main-thread script; were one
 * added, Gatsby's server rendering still writes Partytown's snippet into the pages, as before.
 */
export {}
