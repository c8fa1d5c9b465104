import { useEffect, useState } from 'react'
import { navigate, type HeadFC, type PageProps } from 'gatsby'

import { manufacturerCodeOf, type ProductLookupContext } from '../lib/product/types'

/** /product/{manufacturerCode}/{storeId}: resolves the code to its SKU's product page. */
export default function ProductLookup({ pageContext, location }: PageProps<object, ProductLookupContext>) {
  const [missing, setMissing] = useState(false)
  useEffect(() => {
    const code = manufacturerCodeOf(location.pathname)
    const target = code ? pageContext.codes[code] : undefined
    if (target) void navigate(target, { replace: true })
    else setMissing(true)
  }, [location.pathname, pageContext.codes])
  return (
    <main style={{ padding: 24 }}>
      {missing ? (
        <>
          <h1>Produto não encontrado</h1>
          <p>
            <a href="/">Voltar para a página inicial</a>
          </p>
        </>
      ) : (
        <p>Carregando produto…</p>
      )}
    </main>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Produto | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
