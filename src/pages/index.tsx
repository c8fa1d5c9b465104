import type { HeadFC } from 'gatsby'

export default function HomePage() {
  return (
    <main>
      <h1>Arena Esportes</h1>
      <p>Tudo para o seu esporte.</p>
    </main>
  )
}

export const Head: HeadFC = () => <title>Arena Esportes</title>
