/** Colour variation values the generator uses, with the hex used to draw them. */
export const COLOUR_HEX: Readonly<Record<string, string>> = {
  Preto: '#1f2328',
  Branco: '#f4f4f4',
  Azul: '#1e5bc6',
  'Azul Marinho': '#1b2a4a',
  'Azul Claro': '#5dade2',
  Vermelho: '#d62828',
  Verde: '#2a9d55',
  'Verde Limão': '#9acd32',
  Amarelo: '#f4c20d',
  Laranja: '#f77f00',
  Rosa: '#e75480',
  Roxo: '#7b2cbf',
  Cinza: '#8a8f98',
  Grafite: '#3d4450',
  Bege: '#cfb997',
  Coral: '#ff6f61',
  Vinho: '#7b1e3a',
}

export const COLOUR_NAMES: readonly string[] = Object.keys(COLOUR_HEX)

/** Theme blue, for products without a colour variation. */
export const NEUTRAL_HEX = '#007cb9'
