/** @jest-environment jsdom */
import { adoptShellVersion } from '../build-hash'

describe('adoptShellVersion', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    delete window.___webpackCompilationHash
    delete window.___shellContentVersion
  })

  it("stamps the scripts' compilation hash with the page's shell version, as the build stamped app-data.json", () => {
    document.body.innerHTML = '<div id="___gatsby"><div data-shell-content-version="a1b2c3d4e5f6"><main></main></div></div>'
    window.___webpackCompilationHash = 'c94aa4925ffa8ba25164'
    expect(adoptShellVersion(window, document)).toBe('a1b2c3d4e5f6')
    expect(window.___webpackCompilationHash).toBe('c94aa4925ffa8ba25164.a1b2c3d4e5f6')
    expect(window.___shellContentVersion).toBe('a1b2c3d4e5f6')
  })

  it('leaves the bare hash on a page built without the version (it then differs from a stamped app-data.json: Gatsby reloads)', () => {
    document.body.innerHTML = '<div id="___gatsby"><main></main></div>'
    window.___webpackCompilationHash = 'c94aa4925ffa8ba25164'
    expect(adoptShellVersion(window, document)).toBeNull()
    expect(window.___webpackCompilationHash).toBe('c94aa4925ffa8ba25164')
    expect(window.___shellContentVersion).toBeNull()
  })

  it('treats an empty version as none', () => {
    document.body.innerHTML = '<div data-shell-content-version=""></div>'
    window.___webpackCompilationHash = 'c94aa4925ffa8ba25164'
    expect(adoptShellVersion(window, document)).toBeNull()
    expect(window.___webpackCompilationHash).toBe('c94aa4925ffa8ba25164')
  })

  it('invents no hash where the scripts set none', () => {
    document.body.innerHTML = '<div data-shell-content-version="a1b2c3d4e5f6"></div>'
    adoptShellVersion(window, document)
    expect(window.___webpackCompilationHash).toBeUndefined()
  })
})
