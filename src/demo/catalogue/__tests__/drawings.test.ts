import { iconForName, type ImageIcon } from '../../../catalogue/images'
import { testCatalogue } from '../../../test-support/catalogue'
import { GIFT_CARD_NAME } from '../generate'
import { PRODUCT_TYPES, type ProductType } from '../product-types'

/**
 * The drawing each kind of product the generator makes is pictured with (its
 * photographs are rendered from it): a drawing of that thing, never another
 * kind's shape (a sock drawn as a T-shirt). Reviewed by eye on a contact sheet.
 */
const DRAWING_BY_TYPE: Record<string, ImageIcon> = {
  // Calçados
  'tenis-corrida': 'shoe',
  'tenis-casual': 'shoe',
  'tenis-treino': 'shoe',
  'tenis-trilha': 'shoe',
  'tenis-basquete': 'shoe',
  chuteira: 'shoe',
  sandalia: 'slide',
  chinelo: 'slide',
  patins: 'inline-skate',
  // Roupas
  camiseta: 'shirt',
  'camisa-time': 'shirt',
  'camisa-ciclismo': 'shirt',
  'camiseta-uv': 'longsleeve',
  'segunda-pele': 'longsleeve',
  regata: 'tank',
  top: 'sports-bra',
  legging: 'pants',
  calca: 'pants',
  shorts: 'shorts',
  bermuda: 'shorts',
  'bermuda-ciclismo': 'shorts',
  jaqueta: 'jacket',
  moletom: 'jacket',
  fleece: 'jacket',
  conjunto: 'shirt',
  kimono: 'kimono',
  sunga: 'briefs',
  cueca: 'briefs',
  calcinha: 'briefs',
  maio: 'swimsuit',
  biquini: 'bikini',
  'saida-praia': 'shirt',
  'roupa-borracha': 'shirt',
  // Meias
  meia: 'sock',
  meiao: 'sock',
  // Acessórios de vestir e proteção
  'luva-goleiro': 'glove',
  'luva-boxe': 'boxing-glove',
  caneleira: 'shin-guard',
  joelheira: 'knee-pad',
  'protecao-skate': 'knee-pad',
  'protetor-bucal': 'mouthguard',
  capacete: 'helmet',
  bone: 'cap',
  gorro: 'beanie',
  touca: 'swim-cap',
  'oculos-natacao': 'goggles',
  'oculos-sol': 'sunglasses',
  relogio: 'watch',
  'monitor-cardiaco': 'heart-strap',
  fone: 'headphones',
  // Bolas e raquetes
  'bola-futebol': 'ball',
  'bola-volei': 'ball',
  'bola-basquete': 'ball',
  'bola-tenis': 'ball',
  'raquete-tenis': 'racket',
  'raquete-beach': 'racket',
  'raquete-padel': 'racket',
  // Ciclismo, skate e patinete
  bicicleta: 'bike',
  'bicicleta-infantil': 'bike',
  patinete: 'scooter',
  skate: 'skateboard',
  shape: 'skateboard',
  'bomba-ar': 'pump',
  'camara-ar': 'inner-tube',
  'farol-bike': 'bike-light',
  // Fitness
  halter: 'dumbbell',
  anilha: 'plate',
  kettlebell: 'kettlebell',
  banco: 'bench',
  'saco-pancada': 'punching-bag',
  esteira: 'treadmill',
  'bicicleta-ergometrica': 'exercise-bike',
  eliptico: 'exercise-bike',
  'tapete-yoga': 'yoga-mat',
  'faixa-elastica': 'band',
  corda: 'jump-rope',
  // Suplementos e hidratação
  whey: 'tub',
  creatina: 'tub',
  'barra-proteina': 'bar',
  gel: 'sachet',
  'garrafa-termica': 'bottle',
  squeeze: 'bottle',
  coqueteleira: 'bottle',
  // Camping, mochilas e bolsas
  barraca: 'tent',
  'saco-dormir': 'sleeping-bag',
  colchao: 'mattress',
  lanterna: 'headlamp',
  cadeira: 'chair',
  fogareiro: 'stove',
  mochila: 'backpack',
  bolsa: 'bag',
  pochete: 'bag',
  // Quadras e campos
  'tabela-basquete': 'hoop',
  rede: 'net',
  trave: 'goal',
  // Água e pranchas
  'prancha-surf': 'surfboard',
  'stand-up': 'surfboard',
  'prancha-natacao': 'kickboard',
  caiaque: 'kayak',
  colete: 'life-vest',
  boia: 'armband',
  piscina: 'pool',
  parafina: 'generic',
  leash: 'generic',
}

/** Kinds with no drawing of their own, shown with the generic one (small accessories, rarely on a first screen). */
const INTENTIONALLY_GENERIC = new Set(['parafina', 'leash'])

/**
 * Kinds drawn with a neighbour's drawing on purpose, and why: the drawing
 * still shows the right sort of thing (a garment of the upper body, a cardio
 * machine with a flywheel, the balls of a tube).
 */
const APPROXIMATE: Record<string, string> = {
  conjunto: 'a tracksuit set: its top',
  'saida-praia': 'a beach cover-up: a loose top',
  'roupa-borracha': 'a wetsuit: a fitted top',
  eliptico: 'an elliptical trainer: a cardio machine with a flywheel, like the exercise bike',
  'bola-tenis': 'a tube of tennis balls: a ball',
}

/** Names the generator gives a kind: its noun first, then gender, brand, model and extra words. */
const namesOf = (type: ProductType): string[] => [
  `${type.noun} Arena Pro 900`,
  `${type.noun} ${type.feminine ? 'Feminina' : 'Masculino'} Arena Evo`,
  `Kit ${type.noun} + Squeeze Arena`,
]

/** The kind a generated product is of: the longest noun its name (or its kit's first item) starts with. */
function typeOfName(name: string): ProductType | undefined {
  const head = name.replace(/^Kit /, '')
  return PRODUCT_TYPES.filter((t) => head.startsWith(t.noun)).sort((a, b) => b.noun.length - a.noun.length)[0]
}

describe('the drawing of each kind of product', () => {
  it('is listed for every kind the generator makes, and only for those', () => {
    expect(Object.keys(DRAWING_BY_TYPE).sort()).toEqual(PRODUCT_TYPES.map((t) => t.key).sort())
  })

  it.each(PRODUCT_TYPES.map((t) => [t.key, t] as const))('%s is drawn as the drawing meant for it', (key, type) => {
    for (const name of namesOf(type)) expect({ name, drawing: iconForName(name) }).toEqual({ name, drawing: DRAWING_BY_TYPE[key] })
  })

  it('falls back to the generic drawing only for the kinds listed as intentionally generic', () => {
    const generic = PRODUCT_TYPES.filter((t) => iconForName(t.noun) === 'generic').map((t) => t.key)
    expect(generic.sort()).toEqual([...INTENTIONALLY_GENERIC].sort())
  })

  it('draws an approximate kind with a drawing meant for another kind, never the generic one', () => {
    const approximate = Object.keys(APPROXIMATE)
    for (const key of approximate) {
      expect(DRAWING_BY_TYPE[key]).toBeDefined()
      expect(INTENTIONALLY_GENERIC.has(key)).toBe(false)
    }
    // Every drawing but the generic one is meant for at least one kind that is not approximate.
    const meantFor = new Set(PRODUCT_TYPES.filter((t) => !approximate.includes(t.key)).map((t) => DRAWING_BY_TYPE[t.key]))
    for (const key of approximate) expect(meantFor.has(DRAWING_BY_TYPE[key])).toBe(true)
  })

  it('draws every product of a generated catalogue as its kind\u2019s drawing (kits as their first item)', () => {
    const catalogue = testCatalogue({ size: 2_000 })
    const unknown: string[] = []
    const seen = new Set<string>()
    for (const product of catalogue.products) {
      if (product.name === GIFT_CARD_NAME) {
        expect(iconForName(product.name)).toBe('giftcard')
        continue
      }
      const type = typeOfName(product.name)
      if (!type) {
        unknown.push(product.name)
        continue
      }
      seen.add(type.key)
      expect({ name: product.name, drawing: iconForName(product.name) }).toEqual({ name: product.name, drawing: DRAWING_BY_TYPE[type.key] })
    }
    expect(unknown).toEqual([])
    // The catalogue spans the kinds (the table is not checked against a handful of them only).
    expect(seen.size).toBeGreaterThan(PRODUCT_TYPES.length * 0.8)
  })
})
