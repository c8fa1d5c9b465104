import { graphql } from 'gatsby'
import { shellVersionAttributes } from '../../contracts/shell-version'

interface VersionSliceProps {
  data: { cmsShell: { version: string } | null }
}

/**
 * The shell content's version as a Gatsby Slice (src/contracts/shell-slices.ts):
 * on every page, header or not, for the build-hash check (src/contracts/shell-version.ts).
 */
export default function VersionSlice({ data }: VersionSliceProps) {
  return <span hidden {...shellVersionAttributes(data.cmsShell?.version)} />
}

export const query = graphql`
  query ShellVersionSlice {
    cmsShell {
      version
    }
  }
`
