/** @jest-environment jsdom */
import '../../sdk/__tests__/textEncoderPolyfill'
import { act } from '@testing-library/react'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'

import { hydratePage } from '../hydrate'

function Page() {
  const [clicks, setClicks] = useState(0)
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        cliques: {clicks}
      </button>
    </div>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('hydratePage', () => {
  it('adopts the server markup (same nodes, no mismatch) and makes it interactive', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.appendChild(container)
    const serverButton = container.querySelector('button')
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)

    await act(async () => hydratePage(<Page />, container))

    expect(container.querySelector('button')).toBe(serverButton)
    await act(async () => serverButton?.click())
    expect(serverButton?.textContent).toBe('cliques: 1')
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('renders pages whose HTML has no content (client-only routes)', async () => {
    const container = document.createElement('div')
    container.innerHTML = '<div id="gatsby-focus-wrapper"></div>'
    document.body.appendChild(container)
    await act(async () => hydratePage(<Page />, container))
    expect(container.querySelector('button')?.textContent).toBe('cliques: 0')
  })

  it('fails clearly without a root element', () => {
    expect(() => hydratePage(<Page />, null)).toThrow('no root element')
  })
})
