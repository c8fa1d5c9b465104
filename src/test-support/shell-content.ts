/**
 * Test support: the seed CMS content read straight from content/, for tests
 * that render the shell (header, menus, footer) without Gatsby.
 */
import type { Footer, Home, InstitutionalLink, Menu, Site, Stripe } from '../../cms-schemas'
import businessFooter from '../../content/business/footer.json'
import businessLinks from '../../content/business/institutional-links.json'
import businessSite from '../../content/business/site.json'
import businessStripe from '../../content/business/stripe.json'
import consumerFooter from '../../content/consumer/footer.json'
import consumerLinks from '../../content/consumer/institutional-links.json'
import consumerSite from '../../content/consumer/site.json'
import consumerStripe from '../../content/consumer/stripe.json'
import homeJson from '../../content/shared/home.json'
import menuJson from '../../content/shared/menu.json'
import type { StoreVariant } from '../config/store'
import type { ShellContent } from '../components/layout/types'

export function seedShell(variant: StoreVariant): ShellContent {
  const business = variant === 'business'
  const site = (business ? businessSite : consumerSite) as Site
  const footer = (business ? businessFooter : consumerFooter) as Footer
  return {
    storeName: site.storeName,
    logo: site.logo,
    stripe: (business ? businessStripe : consumerStripe) as Stripe,
    menu: menuJson as Menu,
    institutionalLinks: (business ? businessLinks : consumerLinks).links as InstitutionalLink[],
    footer,
    socialLinks: footer.socialLinks,
    imperdivel: null,
  }
}

export const seedHome = homeJson as Home
