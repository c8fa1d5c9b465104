/** Timings and sizes of publishing (our choices; the spec names none). */

/** A build starts this long after the last notice of a burst… */
export const PUBLISH_DEBOUNCE_MS = 2_000
/** …or this long after the first one, whichever comes first (a steady stream of notices still publishes). */
export const PUBLISH_MAX_WAIT_MS = 20_000
/** A signed request is refused when its timestamp is further than this from the server's clock. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000
/** Releases kept on disk: the live one and the one a rollback goes back to. */
export const KEPT_RELEASES = 2
/**
 * A stored file no kept release names is removed by a prune only once it is older than this
 * (decision record 0039): a release being written meanwhile, by this instance or another one
 * sharing BUILDS_DIR, has stored (or used again) its files within the last minute or so and names
 * them only when it is whole. Also how long a release being written keeps its base release from
 * being pruned.
 */
export const RELEASE_OBJECT_GRACE_MS = 60 * 60_000
/** A build that runs longer is stopped and recorded as failed. */
export const BUILD_TIMEOUT_MS = 30 * 60_000
/** Builds listed by the status endpoint and page. */
export const STATUS_BUILDS_SHOWN = 20
/** Notices kept with a build record (a burst of more is counted, not listed). */
export const TRIGGERS_RECORDED_MAX = 20
/** The end of a failed build's output kept to explain it when the build wrote no report. */
export const BUILD_OUTPUT_TAIL_BYTES = 16 * 1024
/** Issues of a failed build kept in its record. */
export const BUILD_ISSUES_RECORDED_MAX = 50
/** An editor's access link to the full /publicacao page (and the cookie it sets) lasts this long. */
export const EDITOR_ACCESS_DAYS = 7
export const EDITOR_ACCESS_MS = EDITOR_ACCESS_DAYS * 24 * 60 * 60_000
/**
 * How often every instance reads the live pointer (BUILDS_DIR/current) of the release store it
 * shares with the others, and switches to the release it names when another instance published or
 * rolled back: a publish is live everywhere within about this long.
 */
export const RELEASE_FOLLOW_MS = 1_000
/**
 * The preview mode reads the editors' drafts again when they are older than this (decision record 0037):
 * a saved draft shows on the next preview page loaded at most this long after the save (the issue's
 * bound is 30 s), and a page's navigation does not read the CMS again for each of its requests.
 */
export const PREVIEW_DRAFTS_MAX_AGE_MS = 5_000
/** Reading the drafts (a process reading the CMS) is given up after this long. */
export const PREVIEW_DRAFTS_TIMEOUT_MS = 60_000
/** Reading the published shell for a shell publish without a build (decision record 0041) is given up after this long (Gatsby then builds). */
export const PUBLISHED_SHELL_TIMEOUT_MS = 60_000
/** Pages read, stitched again and stored at once by a shell publish (each read and store is awaited: the server answers between them). */
export const SHELL_RESTITCH_CONCURRENCY = 16
/** How long the catalogue publish's reading, comparing and rendering in the site folder may take before the publish builds instead (decision record 0042). */
export const CATALOGUE_CHANGES_TIMEOUT_MS = 5 * 60_000
