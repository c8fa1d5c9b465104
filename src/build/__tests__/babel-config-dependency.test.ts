import fs from 'node:fs'
import path from 'node:path'
import { BABEL_CONFIG_FILE, withBabelConfigDependency } from '../babel-config-dependency'

describe('withBabelConfigDependency', () => {
  it('adds the Babel config to the persistent cache’s build dependencies, keeping Gatsby’s', () => {
    const config = { mode: 'production', cache: { type: 'filesystem', name: 'build-javascript', buildDependencies: { config: ['/site/gatsby-node.js'] } } }
    const next = withBabelConfigDependency(config, '/site')
    expect(next.cache).toEqual({
      type: 'filesystem',
      name: 'build-javascript',
      buildDependencies: { config: ['/site/gatsby-node.js'], babel: ['/site/babel.config.json'] },
    })
    expect(next.mode).toBe('production')
    expect(config.cache.buildDependencies).toEqual({ config: ['/site/gatsby-node.js'] })
  })

  it('leaves a config without a filesystem cache as it is', () => {
    const memory = { cache: { type: 'memory' } }
    expect(withBabelConfigDependency(memory, '/site')).toBe(memory)
    const none = { mode: 'production' }
    expect(withBabelConfigDependency(none, '/site')).toBe(none)
  })

  it('names the repository’s Babel config file', () => {
    expect(fs.existsSync(path.resolve(__dirname, '../../..', BABEL_CONFIG_FILE))).toBe(true)
  })
})
