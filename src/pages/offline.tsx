import type { HeadFC } from 'gatsby'

export default function OfflinePage() {
  return (
    <main>
      <h1>Você está sem conexão</h1>
      <p>Verifique sua internet e tente novamente.</p>
    </main>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Sem conexão | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
