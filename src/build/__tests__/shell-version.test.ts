import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SHELL_VERSION_ATTRIBUTE, shellVersionAttributes, stampedCompilationHash } from '../../contracts/shell-version'
import { stampAppData } from '../shell-version'

describe("the shell version's way through a build", () => {
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

  it('differs from the bare hash, and with the shell version', () => {
    expect(stampedCompilationHash('c94aa4925ffa8ba25164', 'a1b2c3d4e5f6')).not.toBe(stampedCompilationHash('c94aa4925ffa8ba25164', 'ffffffffffff'))
    expect(stampedCompilationHash('c94aa4925ffa8ba25164', 'a1b2c3d4e5f6')).not.toBe('c94aa4925ffa8ba25164')
  })

  it("puts the version on the shell's element as an attribute, none without one", () => {
    expect(shellVersionAttributes('a1b2c3d4e5f6')).toEqual({ [SHELL_VERSION_ATTRIBUTE]: 'a1b2c3d4e5f6' })
    expect(shellVersionAttributes(null)).toEqual({})
    expect(shellVersionAttributes('')).toEqual({})
  })
})
