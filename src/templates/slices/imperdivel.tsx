import { graphql } from 'gatsby'
import { useEffect } from 'react'
import type { Imperdivel } from '../../../cms-schemas'
import { imperdivelContent } from '../../components/layout/shell-slice-data'

interface ImperdivelSliceProps {
  data: { cmsShell: { imperdivel: Imperdivel | null } | null }
}

/**
 * The search modal's Imperdível content as a Gatsby Slice
 * (src/contracts/shell-slices.ts). The modal opens in the browser only, so the
 * slice has no markup: it hands its content to the search UI.
 */
export default function ImperdivelSlice({ data }: ImperdivelSliceProps) {
  const content = data.cmsShell?.imperdivel ?? null
  useEffect(() => imperdivelContent.publish(content), [content])
  return null
}

export const query = graphql`
  query ShellImperdivelSlice {
    cmsShell {
      imperdivel
    }
  }
`
