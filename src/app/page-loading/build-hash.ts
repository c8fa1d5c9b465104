declare global {
  interface Window {
    /** The version of the shell content (stripe, menu, footer…) the running bundle was built with. */
    ___shellContentVersion?: string | null
  }
}

/**
 * The shell content's version, inlined by the build (src/build/versions.ts).
 * Being part of the bundle, it changes the compilation hash whenever the
 * shell content changes: a tab opened before a publish then reloads on its
 * next navigation (Gatsby's build-hash check) and shows the new stripe and
 * menu instead of the static query result it loaded once.
 */
export const SHELL_CONTENT_VERSION: string | null = process.env.GATSBY_SHELL_CONTENT_VERSION ?? null
