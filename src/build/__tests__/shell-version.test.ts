import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { stampAppData } from '../shell-version'

describe('stampAppData', () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-version-'))
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("stamps app-data.json's compilation hash once, keeping its other fields", () => {
    const appData = path.join(root, 'page-data', 'app-data.json')
    fs.mkdirSync(path.dirname(appData), { recursive: true })
    fs.writeFileSync(appData, JSON.stringify({ webpackCompilationHash: 'c94aa4925ffa8ba25164', other: 1 }))
    expect(stampAppData(root, 'c94aa4925ffa8ba25164', 'a1b2c3d4e5f6')).toBe('c94aa4925ffa8ba25164.a1b2c3d4e5f6')
    expect(stampAppData(root, 'c94aa4925ffa8ba25164', 'a1b2c3d4e5f6')).toBe('c94aa4925ffa8ba25164.a1b2c3d4e5f6')
    expect(JSON.parse(fs.readFileSync(appData, 'utf8'))).toEqual({ webpackCompilationHash: 'c94aa4925ffa8ba25164.a1b2c3d4e5f6', other: 1 })
  })

  it('fails on a build without app-data.json rather than stamping nothing', () => {
    expect(() => stampAppData(root, 'h', 'v')).toThrow(/app-data\.json/)
  })
})
