import { nodeOptionsOf, serveNodeOptions } from '../bench/server'

describe('the Node options of the production server, shared by the benches', () => {
  it('are the options before the entry of a node command line', () => {
    expect(nodeOptionsOf('node --enable-source-maps --max-semi-space-size=64 dist/server/main.js')).toEqual(['--enable-source-maps', '--max-semi-space-size=64'])
    expect(nodeOptionsOf('node dist/server/main.js --port 9')).toEqual([])
    expect(() => nodeOptionsOf('tsx src/server/main.ts')).toThrow(/not a node command line/)
  })

  it('are read from `npm run serve`', () => {
    expect(serveNodeOptions()).toEqual(['--enable-source-maps'])
  })
})
