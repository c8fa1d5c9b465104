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
 * Every regular file under a folder with its size and time, sorted by site
 * path (symbolic links and other entries are left out, as a build has none).
 */
export async function scanFolder(root: string): Promise<ScannedFile[]> {
  const files: ScannedFile[] = []
  const folders = ['']
  let sliceStart = performance.now()
  for (let next = 0; next < folders.length; next += 1) {
    const relative = folders[next]
    const dir = relative ? path.join(root, relative) : root
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const sitePath = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) folders.push(sitePath)
      else if (entry.isFile()) {
        const stat = fs.statSync(path.join(dir, entry.name))
        files.push({ sitePath, size: stat.size, mtimeMs: stat.mtimeMs })
      }
    }
    if (performance.now() - sliceStart >= SCAN_SLICE_MS) {
      await turn()
      sliceStart = performance.now()
    }
  }
  return files.sort((a, b) => (a.sitePath < b.sitePath ? -1 : a.sitePath > b.sitePath ? 1 : 0))
}
