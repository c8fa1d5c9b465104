import path from 'node:path'

import { buildSchema } from 'graphql'

import { CMS_NODE_TYPES, CMS_TYPE_DEFS, contentNodes, loadContent, toGatsbyNode } from '..'

const SEED = path.resolve(__dirname, '../../../../content')

// Declarations Gatsby provides, so the SDL can be checked on its own.
const GATSBY_PRELUDE = `
  scalar JSON
  directive @dontInfer on OBJECT
  interface Node { id: ID! }
`

describe('Gatsby schema', () => {
  it('is valid SDL declaring every CMS node type as a Node', () => {
    const schema = buildSchema(GATSBY_PRELUDE + CMS_TYPE_DEFS.replace(/implements Node @dontInfer \{/g, 'implements Node @dontInfer { id: ID!'))
    for (const type of CMS_NODE_TYPES) {
      const definition = schema.getType(type)
      expect(definition).toBeDefined()
      expect(CMS_TYPE_DEFS).toContain(`type ${type} implements Node @dontInfer`)
    }
  })

  it('creates one node per singleton and per list entry', () => {
    const content = loadContent('consumer', { contentDir: SEED })
    const nodes = contentNodes(content)
    const count = (type: string) => nodes.filter((node) => node.type === type).length
    expect(count('CmsMenu')).toBe(1)
    expect(count('CmsFooter')).toBe(1)
    expect(count('CmsStore')).toBe(content.stores.length)
    expect(count('CmsPage')).toBe(content.pages.length)
    expect(count('CmsRedirect')).toBe(content.redirects.length)
    expect(new Set(nodes.map((node) => `${node.type}-${node.key}`)).size).toBe(nodes.length)
    expect(nodes.every((node) => CMS_NODE_TYPES.includes(node.type))).toBe(true)
    const page = nodes.find((node) => node.type === 'CmsPage' && node.key === 'clube/garantia')
    expect(page?.data).toMatchObject({ path: '/clube/garantia', kind: 'club' })
  })

  it('leaves the footer node out when the footer is invalid', () => {
    const content = { ...loadContent('business', { contentDir: SEED }), footer: null }
    expect(contentNodes(content).some((node) => node.type === 'CmsFooter')).toBe(false)
  })

  it('builds the createNode argument', () => {
    const node = toGatsbyNode(
      { type: 'CmsSport', key: 'corrida', data: { position: 0, name: 'Corrida', slug: 'corrida' } },
      { createNodeId: (input) => `id:${input}`, createContentDigest: (input) => `digest:${JSON.stringify(input)}` },
    )
    expect(node).toEqual({
      position: 0,
      name: 'Corrida',
      slug: 'corrida',
      id: 'id:CmsSport-corrida',
      parent: null,
      children: [],
      internal: { type: 'CmsSport', contentDigest: 'digest:{"position":0,"name":"Corrida","slug":"corrida"}' },
    })
  })
})
