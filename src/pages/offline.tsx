import type { HeadFC, PageProps } from 'gatsby'
import { useEffect, useState } from 'react'

import { returnPathOf } from '../lib/return-path'

/**
 * Where an offline navigation to a page never visited lands (the service
 * worker redirects to /offline?from={path}). The shell
 * around it and the pages already visited keep working offline.
 */
export default function OfflinePage({ location }: PageProps) {
  // The static page has no query: the address is read once mounted.
  const [from, setFrom] = useState<string | null>(null)
  useEffect(() => setFrom(returnPathOf(location.search)), [location.search])
  return (
    <section style={{ padding: '32px 16px', maxWidth: 640, margin: '0 auto' }}>
      <h1>Você está sem conexão</h1>
      <p>Verifique sua internet e tente novamente. As páginas que você já visitou continuam disponíveis.</p>
      <p>
        <a href={from ?? '/'} data-testid="offline-retry">
          {from ? 'Tentar novamente' : 'Voltar para a página inicial'}
        </a>
      </p>
    </section>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Sem conexão | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
