import { graphql } from 'gatsby'
import { memo } from 'react'
import type { Stripe as StripeContent } from '../../../cms-schemas'
import { Stripe } from '../../components/header/Stripe'

interface StripeSliceProps {
  data: { cmsShell: { stripe: StripeContent } | null }
}

/** The header's promotional stripe as a Gatsby Slice (src/contracts/shell-slices.ts). */
function StripeSlice({ data }: StripeSliceProps) {
  return data.cmsShell ? <Stripe stripe={data.cmsShell.stripe} /> : null
}

// Not re-rendered when the session or the cart re-renders the header.
export default memo(StripeSlice)

export const query = graphql`
  query ShellStripeSlice {
    cmsShell {
      stripe
    }
  }
`
