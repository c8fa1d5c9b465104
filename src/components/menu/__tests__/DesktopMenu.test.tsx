/** @jest-environment jsdom */
import '../../../sdk/__tests__/textEncoderPolyfill'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'

import { seedShell } from '../../../test-support/shell-content'
import { DesktopMenu } from '../DesktopMenu'

jest.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: { to: string; children?: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

const departments = seedShell('consumer').menu.departments

describe('desktop menu', () => {
  it('leaves the dropdowns out of the static HTML (the departments stay)', () => {
    const html = renderToString(<DesktopMenu departments={departments} />)
    expect(html).not.toContain('data-testid="menu-dropdown"')
    expect(html).not.toContain('aria-controls')
    for (const department of departments) expect(html).toContain(`>${department.title}</a>`.replace('&', '&amp;'))
  })

  it('renders the dropdowns, hidden, once the pointer comes to the bar; the toggle opens one', () => {
    render(<DesktopMenu departments={departments} hoverDelayMs={0} />)
    expect(screen.queryAllByTestId('menu-dropdown')).toHaveLength(0)
    fireEvent.mouseEnter(screen.getByRole('navigation', { name: 'Departamentos' }))
    const withDropdown = departments.filter((d) => d.categories.length > 0)
    const dropdowns = screen.getAllByTestId('menu-dropdown')
    expect(dropdowns).toHaveLength(withDropdown.length)
    for (const dropdown of dropdowns) expect(dropdown).not.toBeVisible()
    const toggle = screen.getByRole('button', { name: `Subcategorias de ${withDropdown[1].title}` })
    expect(toggle).toHaveAttribute('aria-controls', 'menu-dropdown-1')
    fireEvent.click(toggle)
    expect(document.getElementById('menu-dropdown-1')).toBeVisible()
  })

  it('renders them for keyboard users when the focus comes to the bar', () => {
    render(<DesktopMenu departments={departments} />)
    fireEvent.focus(screen.getAllByRole('link')[0])
    expect(screen.getAllByTestId('menu-dropdown').length).toBeGreaterThan(0)
  })
})
