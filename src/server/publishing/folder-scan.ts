import fs from 'node:fs'
import path from 'node:path'

/** A regular file of a folder: its site path (relative, `/`-separated), size and modification time. */
export interface ScannedFile {
  sitePath: string
  size: number
  mtimeMs: number
}

/**
 * The longest run of file-system calls made without giving the event loop a
 * turn. The calls are synchronous: a build's 40,000 files in 40,000 folders
 * (a page per folder) took 1.6–2.0 s to list with `readdir({ recursive })`
 * and 0.7–1.1 s to stat with 32 calls in flight, against 0.45–0.7 s and
 * 0.2 s called one after the other (2 shared cores at load 7–12); in slices
 * of this length the server goes on answering between them.
 */
export const SCAN_SLICE_MS = 10

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/**
 * A folder with more sibling folders than this is read in one call: it is
 * one of many pages' folders (`produto/<slug>/`), with a file or two. The
 * others, few (the site's top folders), are read entry by entry: one of them
 * may list every product (a listing of 100,000 folders read at once held the
 * event loop for 100–150 ms), and reading the 40,000 small ones entry by
 * entry made the scan 30–40 % slower.
 */
const MANY_SIBLINGS = 256

/**
 * Calls `visit` with every regular file under a folder, its size and time, in
 * the order the folders list them (symbolic links and other entries are left
 * out, as a build has none). Not sorted: sorting 40,000 paths held the event
 * loop for tens of milliseconds, and nothing needs an order. `visit` runs in
 * the slices too: it should be quick.
 */
export async function scanFolder(root: string, visit: (file: ScannedFile) => void): Promise<void> {
  const folders: Array<{ relative: string; inOneCall: boolean }> = [{ relative: '', inOneCall: false }]
  let sliceStart = performance.now()
  /** Whether the slice is over (the caller then awaits `turn()`); an async check awaited for each entry cost a tenth of the scan. */
  const sliceOver = (): boolean => {
    if (performance.now() - sliceStart < SCAN_SLICE_MS) return false
    sliceStart = performance.now()
    return true
  }
  for (let next = 0; next < folders.length; next += 1) {
    const { relative, inOneCall } = folders[next]
    const folder = relative ? path.join(root, relative) : root
    const subfolders: string[] = []
    const take = (entry: fs.Dirent) => {
      const sitePath = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) subfolders.push(sitePath)
      else if (entry.isFile()) {
        const stat = fs.statSync(path.join(folder, entry.name))
        visit({ sitePath, size: stat.size, mtimeMs: stat.mtimeMs })
      }
    }
    if (inOneCall) {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) take(entry)
    } else {
      const listing = fs.opendirSync(folder)
      try {
        for (let entry = listing.readSync(); entry !== null; entry = listing.readSync()) {
          take(entry)
          if (sliceOver()) await turn()
        }
      } finally {
        listing.closeSync()
      }
    }
    const many = subfolders.length > MANY_SIBLINGS
    for (const subfolder of subfolders) folders.push({ relative: subfolder, inOneCall: many })
    if (sliceOver()) await turn()
  }
}
