/**
 * Size guides of apparel and shoes: a recommendation, how to measure and the
 * measures of each size the product comes in. Guides are shared between
 * products with the same kind, sizes and recommendation.
 */
import type { SizeGuide, SizeGuideMeasure } from './model'

export type SizeGuideKind = 'apparel' | 'kids-apparel' | 'shoes'

/** Illustrations served by the product-image route. */
export const SIZE_GUIDE_IMAGES = ['torax', 'cintura', 'quadril', 'altura', 'pe'] as const
export type SizeGuideImage = (typeof SIZE_GUIDE_IMAGES)[number]

export const sizeGuideImageUrl = (image: SizeGuideImage): string => `/images/products/guia-${image}.svg`

const MEASURES: Record<SizeGuideImage, SizeGuideMeasure> = {
  torax: {
    title: 'Tórax',
    subtitle: 'Contorno do peito',
    description: 'Passe a fita métrica pela parte mais larga do peito, por baixo das axilas, mantendo-a na horizontal.',
    imageUrl: sizeGuideImageUrl('torax'),
    details: [{ label: 'Dica', value: 'Mantenha os braços relaxados ao lado do corpo.' }],
  },
  cintura: {
    title: 'Cintura',
    subtitle: 'Contorno da cintura',
    description: 'Meça a parte mais fina do tronco, cerca de 2 cm acima do umbigo, sem apertar a fita.',
    imageUrl: sizeGuideImageUrl('cintura'),
    details: [{ label: 'Dica', value: 'Respire normalmente durante a medição.' }],
  },
  quadril: {
    title: 'Quadril',
    subtitle: 'Contorno do quadril',
    description: 'Com os pés juntos, passe a fita pela parte mais larga do quadril.',
    imageUrl: sizeGuideImageUrl('quadril'),
    details: [{ label: 'Dica', value: 'Use roupas finas para uma medida mais precisa.' }],
  },
  altura: {
    title: 'Altura',
    subtitle: 'Altura da criança',
    description: 'Com a criança descalça e encostada na parede, meça do chão até o topo da cabeça.',
    imageUrl: sizeGuideImageUrl('altura'),
    details: [{ label: 'Dica', value: 'Se estiver entre dois tamanhos, escolha o maior.' }],
  },
  pe: {
    title: 'Comprimento do pé',
    subtitle: 'Do calcanhar ao dedo mais longo',
    description: 'Apoie o pé sobre uma folha de papel junto à parede, marque a ponta do dedo mais longo e meça a distância.',
    imageUrl: sizeGuideImageUrl('pe'),
    details: [
      { label: 'Quando medir', value: 'No fim do dia, quando os pés estão mais inchados.' },
      { label: 'Dica', value: 'Meça os dois pés e use a maior medida.' },
    ],
  },
}

const ADULT_TABLE: Record<string, [string, string, string]> = {
  PP: ['80-84', '62-66', '86-90'],
  P: ['85-90', '67-72', '91-96'],
  M: ['91-96', '73-78', '97-102'],
  G: ['97-102', '79-84', '103-108'],
  GG: ['103-110', '85-92', '109-116'],
  XGG: ['111-118', '93-100', '117-124'],
}

const KIDS_TABLE: Record<string, [string, string]> = {
  '2': ['86-92', '50-52'],
  '4': ['98-104', '53-56'],
  '6': ['110-116', '57-60'],
  '8': ['122-128', '61-64'],
  '10': ['134-140', '65-69'],
  '12': ['146-152', '70-74'],
  '14': ['158-164', '75-79'],
  '16': ['165-170', '80-84'],
}

/** Foot length in cm of a Brazilian shoe size, with a decimal comma. */
export function footLengthCm(size: number): string {
  return ((size * 2) / 3 - 0.7).toFixed(1).replace('.', ',')
}

export const SIZE_RECOMMENDATIONS: Readonly<Record<SizeGuideKind, Array<string | null>>> = {
  apparel: [
    'Este modelo veste dentro do padrão: escolha o seu tamanho habitual.',
    'Este modelo tem caimento justo: se preferir mais folga, escolha um tamanho acima.',
    'Este modelo tem caimento amplo: se estiver entre dois tamanhos, escolha o menor.',
    null,
  ],
  'kids-apparel': ['Escolha pelo tamanho da altura da criança; se estiver entre dois tamanhos, prefira o maior.', null],
  shoes: [
    'Esta forma é padrão: escolha a numeração que você costuma usar.',
    'Esta forma é estreita: se os seus pés forem largos, escolha uma numeração acima.',
    'Esta forma é ampla: recomendamos a sua numeração habitual.',
    null,
  ],
}

const cache = new Map<string, SizeGuide>()

/** The guide for a kind, the sizes a product comes in and one of SIZE_RECOMMENDATIONS[kind]. */
export function sizeGuideFor(kind: SizeGuideKind, sizes: string[], recommendation: string | null): SizeGuide {
  const key = `${kind}|${sizes.join(',')}|${recommendation ?? ''}`
  const cached = cache.get(key)
  if (cached) return cached
  let guide: SizeGuide
  if (kind === 'shoes') {
    guide = {
      recommendation,
      how_to_measure: [MEASURES.pe],
      conception_sizes_details: [
        {
          name: 'Comprimento do pé',
          unit_of_reference: 'cm',
          sizes: sizes.map((label) => ({ label, value: footLengthCm(Number(label)) })),
        },
      ],
    }
  } else if (kind === 'kids-apparel') {
    const known = sizes.filter((s) => KIDS_TABLE[s])
    guide = {
      recommendation,
      how_to_measure: [MEASURES.altura, MEASURES.torax],
      conception_sizes_details: [
        { name: 'Altura', unit_of_reference: 'cm', sizes: known.map((label) => ({ label, value: KIDS_TABLE[label][0] })) },
        { name: 'Tórax', unit_of_reference: 'cm', sizes: known.map((label) => ({ label, value: KIDS_TABLE[label][1] })) },
      ],
    }
  } else {
    const known = sizes.filter((s) => ADULT_TABLE[s])
    const column = (name: string, index: 0 | 1 | 2) => ({
      name,
      unit_of_reference: 'cm',
      sizes: known.map((label) => ({ label, value: ADULT_TABLE[label][index] })),
    })
    guide = {
      recommendation,
      how_to_measure: [MEASURES.torax, MEASURES.cintura, MEASURES.quadril],
      conception_sizes_details: [column('Tórax', 0), column('Cintura', 1), column('Quadril', 2)],
    }
  }
  cache.set(key, guide)
  return guide
}
