/**
 * The store's clean-up, once, on the database of DATA_DIR: anonymous carts
 * untouched for 30 days, attempt counts a day old, login devices unused for
 * 180 days and past days' search votes are deleted (the running server does
 * the same every hour). Prints what it deleted as one JSON line.
 *
 *   npm run store:clean-up
 */
import { readServerConfig } from '../src/server/config'
import { cleanUpStore } from '../src/server/maintenance'

try {
  console.log(JSON.stringify(cleanUpStore(readServerConfig())))
} catch (error) {
  console.error(error)
  process.exit(1)
}
