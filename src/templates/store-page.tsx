import type { HeadFC, PageProps } from 'gatsby'

import { Seo, useSiteUrl } from '../components/seo/Seo'
import { StoreDetail } from '../components/physical-stores/StoreDetail'
import { storeDescription, storeJsonLd } from '../components/physical-stores/seo'
import { storePath, type StorePageContext } from '../lib/physical-stores'

/** A physical store, /lojas/{slug} (src/build/content-pages.ts storePages). */
export default function StorePageTemplate({ pageContext }: PageProps<object, StorePageContext>) {
  return <StoreDetail store={pageContext.store} nearby={pageContext.nearby} />
}

export const Head: HeadFC<object, StorePageContext> = ({ pageContext }) => {
  const { store } = pageContext
  const siteUrl = useSiteUrl()
  return (
    <Seo
      title={`${store.name} - ${store.city}/${store.state} | Arena Esportes`}
      description={storeDescription(store)}
      path={storePath(store)}
      jsonLd={[storeJsonLd(store, siteUrl)]}
    />
  )
}
