/**
 * Stands in, in the browser bundle, for a polyfill no supported browser needs
 * (gatsby-node.ts replaces core-js's RegExp#flags with this empty module).
 */
export {}
