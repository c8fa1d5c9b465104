import { graphql } from 'gatsby'
import { memo, useEffect } from 'react'
import type { Menu } from '../../../cms-schemas'
import { DesktopMenu } from '../../components/menu/DesktopMenu'
import { menuDepartments } from '../../components/layout/shell-slice-data'

interface MenuSliceProps {
  data: { cmsShell: { menu: Menu } | null }
}

/**
 * The desktop menu bar as a Gatsby Slice (src/contracts/shell-slices.ts); in
 * the browser it also hands its departments to the phone's drawer.
 */
function MenuSlice({ data }: MenuSliceProps) {
  const departments = data.cmsShell?.menu.departments
  useEffect(() => {
    if (departments) menuDepartments.publish(departments)
  }, [departments])
  return departments ? <DesktopMenu departments={departments} /> : null
}

export default memo(MenuSlice)

export const query = graphql`
  query ShellMenuSlice {
    cmsShell {
      menu
    }
  }
`
