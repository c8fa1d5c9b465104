import type { HeadFC } from 'gatsby'

export default function ServerErrorPage() {
  return (
    <main>
      <h1>Algo deu errado</h1>
      <p>Tivemos um problema ao carregar esta página. Tente novamente em instantes.</p>
      <a href="/">Voltar para a página inicial</a>
    </main>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Erro | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
