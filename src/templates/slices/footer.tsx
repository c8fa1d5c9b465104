import { graphql } from 'gatsby'
import { memo } from 'react'
import type { Footer as FooterContent } from '../../../cms-schemas'
import { Footer } from '../../components/footer/Footer'

interface FooterSliceProps {
  data: { cmsShell: { footer: FooterContent | null } | null }
}

/** The full footer as a Gatsby Slice (src/contracts/shell-slices.ts). */
function FooterSlice({ data }: FooterSliceProps) {
  return <Footer footer={data.cmsShell?.footer ?? null} />
}

export default memo(FooterSlice)

export const query = graphql`
  query ShellFooterSlice {
    cmsShell {
      footer
    }
  }
`
