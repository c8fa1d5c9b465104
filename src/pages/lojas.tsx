import { graphql, type HeadFC, type PageProps } from 'gatsby'
import { useMemo } from 'react'

import { Breadcrumbs } from '../components/content/Breadcrumbs'
import { Seo } from '../components/seo/Seo'
import { StoreDirectory } from '../components/physical-stores/StoreDirectory'
import * as article from '../components/content/ArticlePage.module.css'
import { storeFromNode, STORES_PATH, type StoreNode } from '../lib/physical-stores'

interface StoresQuery {
  allCmsStore: { nodes: StoreNode[] }
}

export const query = graphql`
  query StoresPage {
    allCmsStore(sort: { position: ASC }) {
      nodes {
        name
        slug
        address
        district
        city
        state
        cep
        phone
        openingHours {
          label
          days
          opens
          closes
        }
        services
        image
        coordinates {
          lat
          lng
        }
      }
    }
  }
`

const TITLE = 'Nossas lojas'

/** /lojas: every physical store, searchable by city, state and service. */
export default function StoresPage({ data }: PageProps<StoresQuery>) {
  const stores = useMemo(() => data.allCmsStore.nodes.map(storeFromNode), [data])
  const stateCount = new Set(stores.map((store) => store.state)).size
  return (
    <article className={article.page} aria-labelledby="stores-title">
      <Breadcrumbs trail={[{ label: 'Início', href: '/' }]} current="Lojas" />
      <header className={article.header}>
        <h1 id="stores-title" className={article.title}>
          {TITLE}
        </h1>
        <p className={article.lead}>
          {stores.length} lojas em {stateCount} estados. Retire pedidos do site grátis, troque produtos e use as oficinas e os serviços
          das nossas equipes.
        </p>
      </header>
      <StoreDirectory stores={stores} />
    </article>
  )
}

export const Head: HeadFC<StoresQuery> = ({ data }) => (
  <Seo
    title={`${TITLE}: endereços e horários | Arena Esportes`}
    description={`Encontre a loja Arena Esportes mais perto de você: ${data.allCmsStore.nodes.length} lojas com retirada grátis, trocas, oficina de bicicletas e mais.`}
    path={STORES_PATH}
  />
)
