/** The fake VTEX account's name, seed and size (the VTEX build check and the browser tests start it alike: one catalogue). */
export const FAKE_VTEX_ACCOUNT = 'arenaesportes'
export const FAKE_VTEX_SEED = 36
export const FAKE_VTEX_PRODUCTS = 30
/** The fake's own paths (no platform's): what it has seen (`refused`, `answerFaults`, `undocumented`), and its catalogue's products. */
export const FAKE_REPORT_PATH = '/__fake/report'
export const FAKE_CATALOGUE_PATH = '/__fake/catalogue'
