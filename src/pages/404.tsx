import type { HeadFC } from 'gatsby'

export default function NotFoundPage() {
  return (
    <main>
      <h1>Página não encontrada</h1>
      <p>O endereço que você procurou não existe ou mudou de lugar.</p>
      <a href="/">Voltar para a página inicial</a>
    </main>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Página não encontrada | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
