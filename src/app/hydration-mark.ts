/**
 * The attribute the document's root element (`<html>`) carries once React
 * has taken over the page: from then on the page's controls act. It is
 * absent from the server's HTML, and on a page whose scripts never run.
 * The browser tests wait for it after each full navigation
 * (e2e/support/fixtures.ts) instead of pressing a control the scripts do
 * not handle yet.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
