/**
 * Test support (jsdom): stand-ins for the parts of `gatsby` components use.
 * A test mocks the package with them, keeping only what it needs:
 *
 *   jest.mock('gatsby', () => jest.requireActual('<relative>/test-support/gatsby-mock'))
 *   jest.mock('gatsby', () => ({ Link: jest.requireActual('<relative>/test-support/gatsby-mock').Link }))
 *
 * Each test file gets its own module registry, so `navigate` is a fresh mock per file.
 */
import type { ReactNode } from 'react'

/** Gatsby's Link as a plain anchor to `to`, passing the other props through. */
export const Link = ({ to, children, ...rest }: { to: string; children?: ReactNode }) => (
  <a href={to} {...rest}>
    {children}
  </a>
)

export const navigate = jest.fn()

/** Gatsby's Slice placeholder as an empty element naming its alias (the slices are built by Gatsby, not under test here). */
export const Slice = ({ alias }: { alias: string }) => <div data-slice={alias} />
