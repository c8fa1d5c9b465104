/** The error reporter's configuration from the build (GATSBY_SENTRY_DSN): inert without a DSN. */
export interface ErrorTrackerConfig {
  dsn: string
  environment: string
}

/** One literal access per variable, so the bundler inlines the build's values. */
export function readErrorTrackerConfig(): ErrorTrackerConfig {
  let dsn = ''
  let environment = ''
  try {
    dsn = (process.env.GATSBY_SENTRY_DSN ?? '').trim()
    environment = (process.env.GATSBY_SENTRY_ENVIRONMENT ?? '').trim()
  } catch {
    // no process at all: inert
  }
  return { dsn, environment: environment || 'production' }
}

