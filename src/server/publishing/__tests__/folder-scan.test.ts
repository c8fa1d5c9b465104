import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { scanFolder, type ScannedFile } from '../folder-scan'

describe('scanning a build folder', () => {
  it('lists every regular file with its size and time, and leaves links and folders out', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-'))
    const write = (sitePath: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, sitePath)), { recursive: true })
      fs.writeFileSync(path.join(root, sitePath), text)
    }
    write('index.html', '<h1>início</h1>')
    write('page-data/b/page-data.json', '{}')
    write('page-data/a/page-data.json', '{"a":1}')
    write('Z.js', 'z')
    fs.mkdirSync(path.join(root, 'empty'))
    fs.symlinkSync(path.join(root, 'index.html'), path.join(root, 'link.html'))
    const files: ScannedFile[] = []
    await scanFolder(root, (file) => files.push(file))
    expect(files.map((file) => file.sitePath).sort()).toEqual(['Z.js', 'index.html', 'page-data/a/page-data.json', 'page-data/b/page-data.json'])
    const index = files.find((file) => file.sitePath === 'index.html')!
    const stat = fs.statSync(path.join(root, 'index.html'))
    expect(index).toEqual({ sitePath: 'index.html', size: Buffer.byteLength('<h1>início</h1>'), mtimeMs: stat.mtimeMs })
    fs.rmSync(root, { recursive: true, force: true })
  })

  it("finds every file of many pages' folders (each read in one call) and of their parent (read entry by entry)", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-many-'))
    const expected: string[] = []
    for (let index = 0; index < 300; index += 1) {
      for (const sitePath of [`produto/item-${index}/index.html`, `page-data/produto/item-${index}/page-data.json`]) {
        fs.mkdirSync(path.dirname(path.join(root, sitePath)), { recursive: true })
        fs.writeFileSync(path.join(root, sitePath), String(index))
        expected.push(sitePath)
      }
    }
    fs.mkdirSync(path.join(root, 'produto', 'item-7', 'fotos'))
    fs.writeFileSync(path.join(root, 'produto', 'item-7', 'fotos', 'a.webp'), 'a')
    expected.push('produto/item-7/fotos/a.webp')
    const seen: string[] = []
    await scanFolder(root, (file) => seen.push(file.sitePath))
    expect(seen.sort()).toEqual(expected.sort())
    fs.rmSync(root, { recursive: true, force: true })
  })
})
