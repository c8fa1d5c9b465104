/**
 * Kinds of product the generator knows how to make: how they are named,
 * priced, varied (colour, size, flavour, voltage) and where they belong in a
 * category tree (matched by slug keywords, so any tree with sensible slugs works).
 */
import { MORE_PRODUCT_TYPES } from './product-types-more'
import type { Gender } from '../../catalogue/model'
import { slugify } from '../../catalogue/slug'

export { slugify }

export type VariationKind =
  /** Cor × Tamanho (PP…XGG, or kids sizes). */
  | 'apparel'
  /** Cor × Tamanho (34–45, or kids sizes). */
  | 'shoes'
  /** Cor × Tamanho from the type's own size list (P/M/G frames, gloves, socks). */
  | 'sized'
  /** Tamanho as weight ('2 kg'); the price grows with it. */
  | 'weight'
  /** Sabor. */
  | 'flavour'
  /** Voltagem. */
  | 'voltage'
  /** Cor only. */
  | 'colour'
  /** One SKU with a placeholder value. */
  | 'single'

export interface ProductType {
  key: string
  /** Name head, e.g. 'Tênis de Corrida'. */
  noun: string
  /** Grammatical gender of the noun (for 'Feminina'/'Feminino' and articles). */
  feminine: boolean
  /** Name template: {n} noun, {g} gender word, {b} brand, {m} model, {x} extra. */
  template: string
  extras?: string[]
  models: string[]
  kind: VariationKind
  /** Own size list for 'sized' and 'weight'. */
  sizes?: string[]
  /** Slug keywords of subcategories this type fills (normalised like slugs). */
  keywords: string[]
  /** Keywords of a parent category that make this type the better match. */
  context?: string[]
  /** Departments (slugs) where this type is a sensible default. */
  departments: string[]
  /** Gendered types get a gender word in the name. */
  gendered: boolean
  /** Genders the type exists for. */
  genders: Gender[]
  /** Sport slugs, first found in the sports list wins. */
  sports: string[]
  /** Selling group used for brand and marketplace-seller affinity. */
  group: string
  /** List price range, reais. */
  price: [number, number]
  specs: Array<[string, string[]]>
  purpose: string
  benefits: string[]
}

const ADULT: Gender[] = ['Masculino', 'Feminino', 'Unissex']
const ALL: Gender[] = ['Masculino', 'Feminino', 'Unissex', 'Infantil']
const APPAREL_DEPTS = ['feminino', 'masculino', 'infantil', 'esportes']
const APPAREL_SPECS: Array<[string, string[]]> = [
  ['Composição', ['100% Poliéster', '88% Poliamida e 12% Elastano', '92% Poliéster e 8% Elastano', '100% Algodão']],
  ['Tecnologia', ['Secagem rápida', 'Proteção UV 50+', 'Respirável', 'Antiodor']],
  ['Cuidados', ['Lavar à mão ou na máquina em água fria', 'Não usar alvejante']],
]
const SHOE_SPECS: Array<[string, string[]]> = [
  ['Cabedal', ['Mesh respirável', 'Sintético', 'Knit', 'Couro sintético']],
  ['Solado', ['Borracha', 'EVA', 'Borracha de alta aderência']],
  ['Drop', ['4 mm', '6 mm', '8 mm', '10 mm']],
]
const SERIES = ['100', '300', '500', '900', 'Pro', 'Evo', 'Plus', '2.0', 'Essential', 'Ultra']

export const MODEL_SERIES: readonly string[] = SERIES

export const PRODUCT_TYPES: ProductType[] = [
  // ── Shoes ──
  {
    key: 'tenis-corrida', noun: 'Tênis de Corrida', feminine: false, template: '{n} {g} {b} {m}',
    models: ['Run Active', 'Run Support', 'Jogflow', 'Kiprun KS', 'Run Comfort', 'Ultra Run', 'Speed Run', 'Cushion Max'],
    kind: 'shoes', keywords: ['tenis-corrida', 'tenis', 'calcado', 'running'], context: ['corrida', 'running'],
    departments: ['esportes', 'feminino', 'masculino'], gendered: true, genders: ADULT, sports: ['corrida'], group: 'corrida',
    price: [199, 899], specs: SHOE_SPECS, purpose: 'treinos e provas de corrida no asfalto',
    benefits: ['O amortecimento responsivo devolve energia a cada passada.', 'O cabedal em mesh mantém os pés ventilados durante todo o percurso.'],
  },
  {
    key: 'tenis-casual', noun: 'Tênis Casual', feminine: false, template: '{n} {g} {b} {m}',
    models: ['Urban Walk', 'Street', 'Classic', 'Daily', 'Move', 'City Flex'],
    kind: 'shoes', keywords: ['tenis', 'tenis-casual', 'calcado', 'sneaker', 'casual'], context: ['casual', 'lifestyle'],
    departments: ['feminino', 'masculino', 'infantil'], gendered: true, genders: ALL, sports: ['caminhada'], group: 'casual',
    price: [149, 599], specs: SHOE_SPECS, purpose: 'o dia a dia com conforto e estilo',
    benefits: ['A palmilha macia garante conforto do primeiro ao último passo.', 'Visual versátil que combina com roupas esportivas e casuais.'],
  },
  {
    key: 'tenis-treino', noun: 'Tênis de Treino', feminine: false, template: '{n} {g} {b} {m}',
    models: ['Cross Training', 'Gym Pro', 'Power Fit', 'Flex Trainer', 'Studio'],
    kind: 'shoes', keywords: ['tenis', 'tenis-treino', 'tenis-academia', 'calcado'], context: ['academia', 'fitness', 'musculacao', 'treino'],
    departments: ['feminino', 'masculino'], gendered: true, genders: ADULT, sports: ['musculacao'], group: 'musculacao',
    price: [179, 699], specs: SHOE_SPECS, purpose: 'treinos funcionais e de musculação',
    benefits: ['A base larga dá estabilidade nos exercícios com carga.', 'O solado flexível acompanha os movimentos laterais.'],
  },
  {
    key: 'tenis-trilha', noun: 'Tênis de Trilha', feminine: false, template: '{n} {g} {b} {m}',
    models: ['Trek Hike', 'MH100', 'Trail Grip', 'Mountain Walk', 'Explorer'],
    kind: 'shoes', keywords: ['tenis-trilha', 'bota', 'tenis', 'calcado'], context: ['trilha', 'camping', 'caminhada', 'trekking', 'aventura'],
    departments: ['esportes', 'masculino', 'feminino'], gendered: true, genders: ADULT, sports: ['caminhada', 'camping'], group: 'camping',
    price: [229, 799], specs: SHOE_SPECS, purpose: 'trilhas e caminhadas em terrenos irregulares',
    benefits: ['O solado com cravos profundos oferece aderência na terra e nas pedras.', 'A biqueira reforçada protege os dedos contra impactos.'],
  },
  {
    key: 'chuteira', noun: 'Chuteira', feminine: true, template: '{n} {x} {g} {b} {m}', extras: ['Campo', 'Society', 'Futsal'],
    models: ['Agility', 'Viralto', 'Speed Strike', 'Control', 'Predator Club', 'Matador'],
    kind: 'shoes', keywords: ['chuteira'], context: ['futebol'],
    departments: ['esportes', 'masculino', 'feminino', 'infantil'], gendered: true, genders: ALL, sports: ['futebol'], group: 'futebol',
    price: [129, 999], specs: [['Tipo de trava', ['Travas fixas', 'Solado liso', 'Travas curtas']], ['Cabedal', ['Sintético', 'Couro sintético', 'Knit']]],
    purpose: 'quem busca controle de bola e tração no jogo',
    benefits: ['O cabedal fino melhora o toque na bola.', 'O solado foi pensado para arrancadas e mudanças rápidas de direção.'],
  },
  {
    key: 'sandalia', noun: 'Sandália Esportiva', feminine: true, template: '{n} {g} {b} {m}',
    models: ['Papete Trek', 'Comfort', 'Flow', 'Beach'],
    kind: 'shoes', keywords: ['sandalia', 'papete'], departments: ['feminino', 'masculino', 'infantil'],
    gendered: true, genders: ALL, sports: ['caminhada'], group: 'casual',
    price: [59, 199], specs: [['Material', ['EVA', 'Borracha', 'Sintético']]], purpose: 'momentos de descanso depois do esporte',
    benefits: ['As tiras ajustáveis garantem firmeza nos pés.', 'Seca rapidamente depois do contato com a água.'],
  },
  {
    key: 'chinelo', noun: 'Chinelo Slide', feminine: false, template: '{n} {g} {b} {m}',
    models: ['Recovery', 'Pool', 'Relax', 'Comfort'],
    kind: 'shoes', keywords: ['chinelo', 'slide'], departments: ['masculino', 'feminino', 'infantil'],
    gendered: true, genders: ALL, sports: ['natacao'], group: 'casual',
    price: [39, 149], specs: [['Material', ['EVA', 'Borracha']]], purpose: 'o pós-treino e a beira da piscina',
    benefits: ['A palmilha anatômica relaxa os pés depois do esforço.', 'Leve e fácil de levar na bolsa.'],
  },
  // ── Apparel ──
  {
    key: 'camiseta', noun: 'Camiseta Dry-Fit', feminine: true, template: '{n} {g} {b} {m}',
    models: ['Essential', 'Run Dry', 'Breathe', 'Sport Tee', 'Active', 'Training'],
    kind: 'apparel', keywords: ['camiseta', 'camisa', 'blusa', 'roupa'], context: ['corrida', 'academia', 'treino', 'roupa'],
    departments: APPAREL_DEPTS, gendered: true, genders: ALL, sports: ['corrida', 'musculacao'], group: 'corrida',
    price: [39, 149], specs: APPAREL_SPECS, purpose: 'treinos intensos em dias quentes',
    benefits: ['O tecido leve afasta o suor da pele e seca rapidamente.', 'As costuras planas evitam atrito durante o movimento.'],
  },
  {
    key: 'camisa-time', noun: 'Camisa de Futebol', feminine: true, template: '{n} {g} {b} {m}',
    models: ['Torcedor', 'Jogo I', 'Jogo II', 'Treino', 'Retrô'],
    kind: 'apparel', keywords: ['camisa-time', 'camisa-futebol', 'uniforme', 'camisa'], context: ['futebol'],
    departments: ['esportes', 'masculino', 'feminino', 'infantil'], gendered: true, genders: ALL, sports: ['futebol'], group: 'futebol',
    price: [79, 349], specs: APPAREL_SPECS, purpose: 'jogar ou torcer com conforto',
    benefits: ['O tecido com tecnologia de ventilação mantém o corpo seco.', 'O escudo aplicado resiste a muitas lavagens.'],
  },
  {
    key: 'regata', noun: 'Regata Esportiva', feminine: true, template: '{n} {g} {b} {m}',
    models: ['Tank', 'Fit', 'Light', 'Move'],
    kind: 'apparel', keywords: ['regata'], departments: APPAREL_DEPTS, gendered: true, genders: ALL, sports: ['musculacao', 'corrida'], group: 'musculacao',
    price: [34, 119], specs: APPAREL_SPECS, purpose: 'treinos de academia e corridas no calor',
    benefits: ['As cavas amplas dão liberdade total aos braços.', 'O tecido respirável ajuda a controlar a temperatura do corpo.'],
  },
  {
    key: 'legging', noun: 'Legging Esportiva', feminine: true, template: '{n} {g} {b} {m}',
    models: ['Shape', 'Seamless', 'Power', 'Yoga Flow', 'Compress'],
    kind: 'apparel', keywords: ['legging', 'calca', 'roupa-yoga'], context: ['yoga'],
    departments: ['feminino', 'infantil'], gendered: true, genders: ['Feminino', 'Infantil'], sports: ['yoga', 'musculacao'], group: 'yoga',
    price: [69, 249], specs: APPAREL_SPECS, purpose: 'yoga, pilates e treinos de academia',
    benefits: ['A cintura alta oferece sustentação e não desce durante os exercícios.', 'O tecido opaco permite agachamentos com segurança.'],
  },
  {
    key: 'top', noun: 'Top Esportivo', feminine: false, template: '{n} {g} {b} {m}',
    models: ['Sustentação Média', 'Alta Sustentação', 'Light Support', 'Cross Back'],
    kind: 'apparel', keywords: ['top', 'sutia', 'roupa-yoga'], departments: ['feminino'], gendered: true, genders: ['Feminino'], sports: ['musculacao', 'corrida'], group: 'musculacao',
    price: [49, 179], specs: APPAREL_SPECS, purpose: 'atividades de médio e alto impacto',
    benefits: ['Os bojos removíveis ajustam o conforto ao seu gosto.', 'As alças largas distribuem melhor a sustentação.'],
  },
  {
    key: 'shorts', noun: 'Shorts de Corrida', feminine: false, template: '{n} {g} {b} {m}',
    models: ['Run Dry', 'Split', 'Light', 'Active', 'Breeze'],
    kind: 'apparel', keywords: ['short', 'shorts'], context: ['corrida', 'roupa'], departments: APPAREL_DEPTS,
    gendered: true, genders: ALL, sports: ['corrida'], group: 'corrida',
    price: [39, 159], specs: APPAREL_SPECS, purpose: 'corridas e treinos ao ar livre',
    benefits: ['A bermuda interna evita assaduras.', 'O bolso traseiro guarda chaves e géis com segurança.'],
  },
  {
    key: 'bermuda', noun: 'Bermuda de Treino', feminine: true, template: '{n} {g} {b} {m}',
    models: ['Training', 'Gym', 'Cross', 'Flex'],
    kind: 'apparel', keywords: ['bermuda', 'short'], departments: ['masculino', 'infantil', 'esportes'],
    gendered: true, genders: ['Masculino', 'Infantil', 'Unissex'], sports: ['musculacao'], group: 'musculacao',
    price: [49, 169], specs: APPAREL_SPECS, purpose: 'treinos de academia e esportes coletivos',
    benefits: ['O cós elástico com cordão garante o ajuste ideal.', 'O tecido com elastano acompanha todos os movimentos.'],
  },
  {
    key: 'calca', noun: 'Calça de Moletom', feminine: true, template: '{n} {g} {b} {m}',
    models: ['Jogger', 'Comfort', 'Fleece', 'Warm Up'],
    kind: 'apparel', keywords: ['calca', 'jogger'], departments: ['masculino', 'feminino', 'infantil'],
    gendered: true, genders: ALL, sports: ['caminhada'], group: 'casual',
    price: [79, 249], specs: APPAREL_SPECS, purpose: 'aquecimentos e dias frios',
    benefits: ['O interior flanelado mantém o corpo aquecido.', 'Os punhos nas barras dão um caimento moderno.'],
  },
  {
    key: 'jaqueta', noun: 'Jaqueta Corta-Vento', feminine: true, template: '{n} {g} {b} {m}',
    models: ['Windbreaker', 'Rain Cut', 'Helium', 'Trek Wind', 'Light Shell'],
    kind: 'apparel', keywords: ['jaqueta', 'casaco', 'agasalho', 'corta-vento'], departments: APPAREL_DEPTS,
    gendered: true, genders: ALL, sports: ['corrida', 'caminhada'], group: 'camping',
    price: [119, 499], specs: APPAREL_SPECS, purpose: 'dias de vento e garoa',
    benefits: ['Dobra-se no próprio bolso para facilitar o transporte.', 'O capuz ajustável protege da chuva fina.'],
  },
  {
    key: 'conjunto', noun: 'Conjunto Esportivo', feminine: false, template: '{n} {g} {b} {m}',
    models: ['Play', 'Kids Move', 'Training', 'Jogo'],
    kind: 'apparel', keywords: ['conjunto'], departments: ['infantil'], gendered: true, genders: ['Infantil', 'Feminino', 'Masculino'],
    sports: ['futebol'], group: 'casual',
    price: [69, 229], specs: APPAREL_SPECS, purpose: 'brincar e praticar esportes com liberdade',
    benefits: ['Camiseta e shorts combinando, prontos para o jogo.', 'Tecido resistente que aguenta muitas brincadeiras.'],
  },
  {
    key: 'sunga', noun: 'Sunga de Natação', feminine: true, template: '{n} {g} {b} {m}',
    models: ['Aqua Fit', 'Swim Pro', 'Pool', 'Endurance'],
    kind: 'apparel', keywords: ['sunga', 'moda-praia'], context: ['natacao'], departments: ['masculino', 'infantil'],
    gendered: true, genders: ['Masculino', 'Infantil'], sports: ['natacao'], group: 'natacao',
    price: [49, 159], specs: [['Composição', ['80% Poliamida e 20% Elastano', '100% Poliéster resistente ao cloro']]],
    purpose: 'treinos na piscina', benefits: ['O tecido resiste ao cloro por muito mais tempo.', 'O cordão interno garante ajuste firme.'],
  },
  {
    key: 'maio', noun: 'Maiô de Natação', feminine: false, template: '{n} {g} {b} {m}',
    models: ['Aqua Fit', 'Swim Pro', 'Costas Nadador', 'Endurance'],
    kind: 'apparel', keywords: ['maio', 'moda-praia'], context: ['natacao'], departments: ['feminino', 'infantil'],
    gendered: true, genders: ['Feminino', 'Infantil'], sports: ['natacao'], group: 'natacao',
    price: [79, 259], specs: [['Composição', ['80% Poliamida e 20% Elastano', '100% Poliéster resistente ao cloro']]],
    purpose: 'treinos na piscina', benefits: ['As costas nadador liberam os movimentos dos braços.', 'O forro frontal oferece mais conforto.'],
  },
  {
    key: 'luva-goleiro', noun: 'Luva de Goleiro', feminine: true, template: '{n} {g} {b} {m}',
    models: ['Grip', 'Keeper', 'Defense', 'Pro Save'],
    kind: 'sized', sizes: ['6', '7', '8', '9', '10', '11'], keywords: ['luva', 'goleiro'], context: ['futebol'],
    departments: ['esportes'], gendered: false, genders: ['Unissex', 'Infantil'], sports: ['futebol'], group: 'futebol',
    price: [59, 329], specs: [['Palma', ['Látex 3 mm', 'Látex 4 mm']], ['Fechamento', ['Velcro', 'Elástico']]],
    purpose: 'goleiros de todos os níveis', benefits: ['O látex da palma garante aderência na bola.', 'O punho com velcro dá firmeza ao pulso.'],
  },
  {
    key: 'caneleira', noun: 'Caneleira', feminine: true, template: '{n} {g} {b} {m}',
    models: ['Shield', 'Light', 'Protect', 'Pro'],
    kind: 'sized', sizes: ['P', 'M', 'G'], keywords: ['caneleira', 'protetor'], context: ['futebol'],
    departments: ['esportes'], gendered: false, genders: ['Unissex', 'Infantil'], sports: ['futebol'], group: 'futebol',
    price: [29, 129], specs: [['Material', ['Polipropileno com espuma EVA', 'Fibra de carbono']]],
    purpose: 'proteger as canelas durante o jogo', benefits: ['Leve e resistente a impactos.', 'A espuma interna absorve os choques.'],
  },
  {
    key: 'meia', noun: 'Meia Esportiva Cano Médio', feminine: true, template: '{n} {g} {b} {m}',
    models: ['Run', 'Confort', 'Pack 3 Pares', 'Antibolhas'],
    kind: 'sized', sizes: ['35-38', '39-42', '43-46'], keywords: ['meia'], departments: ['acessorios'],
    gendered: false, genders: ['Unissex'], sports: ['corrida'], group: 'corrida',
    price: [19, 79], specs: [['Composição', ['Algodão e poliamida', 'Poliamida e elastano']]],
    purpose: 'corridas e caminhadas', benefits: ['As zonas acolchoadas reduzem o atrito.', 'O fio respirável mantém os pés secos.'],
  },
  {
    key: 'capacete', noun: 'Capacete de Ciclismo', feminine: false, template: '{n} {g} {b} {m}',
    models: ['Road 500', 'MTB Trail', 'Urban', 'Aero'],
    kind: 'sized', sizes: ['P', 'M', 'G'], keywords: ['capacete'], context: ['ciclismo'],
    departments: ['esportes', 'equipamentos'], gendered: false, genders: ['Unissex', 'Infantil'], sports: ['ciclismo'], group: 'ciclismo',
    price: [99, 599], specs: [['Certificação', ['Inmetro', 'CE EN 1078']], ['Entradas de ar', ['12', '16', '18']]],
    purpose: 'pedalar com segurança na cidade e na trilha',
    benefits: ['As entradas de ar mantêm a cabeça ventilada.', 'O regulador traseiro ajusta o capacete com uma só mão.'],
  },
  {
    key: 'bone', noun: 'Boné', feminine: false, template: '{n} {g} {b} {m}',
    models: ['Run Cap', 'Trucker', 'Dry', 'Classic'],
    kind: 'colour', keywords: ['bone', 'viseira', 'chapeu', 'acessorio-corrida'], departments: ['acessorios'],
    gendered: false, genders: ['Unissex'], sports: ['corrida'], group: 'corrida',
    price: [39, 129], specs: [['Regulagem', ['Fivela', 'Velcro', 'Snapback']]], purpose: 'proteger do sol nas atividades ao ar livre',
    benefits: ['A aba curva protege o rosto do sol.', 'O tecido leve seca rapidamente.'],
  },
  // ── Balls ──
  {
    key: 'bola-futebol', noun: 'Bola de Futebol', feminine: true, template: '{n} {x} {b} {m}', extras: ['Campo', 'Society', 'Futsal'],
    models: ['F500', 'F900', 'Pro Match', 'Training', 'Hybrid', 'Light'],
    kind: 'colour', keywords: ['bola-futebol', 'bola'], context: ['futebol'],
    departments: ['esportes', 'infantil'], gendered: false, genders: ['Unissex', 'Infantil'], sports: ['futebol'], group: 'futebol',
    price: [49, 399], specs: [['Tamanho oficial', ['5', '4']], ['Costura', ['Termossoldada', 'Costurada à máquina']], ['Peso', ['410 g a 450 g']]],
    purpose: 'partidas e treinos de futebol', benefits: ['A câmara de butil mantém a calibragem por mais tempo.', 'A superfície texturizada melhora o controle.'],
  },
  {
    key: 'bola-volei', noun: 'Bola de Vôlei', feminine: true, template: '{n} {x} {b} {m}', extras: ['Quadra', 'de Praia'],
    models: ['V500', 'V900', 'Soft Touch', 'Beach Pro'],
    kind: 'colour', keywords: ['bola-volei', 'bola'], context: ['volei'],
    departments: ['esportes', 'infantil'], gendered: false, genders: ['Unissex', 'Infantil'], sports: ['volei'], group: 'volei',
    price: [49, 349], specs: [['Tamanho oficial', ['5']], ['Material', ['Microfibra', 'PU soft']]],
    purpose: 'jogos de vôlei na quadra ou na areia', benefits: ['O toque macio reduz o impacto nos antebraços.', 'A construção com 18 gomos garante trajetória estável.'],
  },
  {
    key: 'bola-basquete', noun: 'Bola de Basquete', feminine: true, template: '{n} {b} {m}',
    models: ['BT500', 'Street', 'Grip Pro', 'Indoor Elite'],
    kind: 'colour', keywords: ['bola-basquete', 'bola'], context: ['basquete'],
    departments: ['esportes', 'infantil'], gendered: false, genders: ['Unissex', 'Infantil'], sports: ['basquete'], group: 'basquete',
    price: [59, 399], specs: [['Tamanho oficial', ['7', '6', '5']], ['Uso', ['Quadra interna', 'Quadra externa']]],
    purpose: 'arremessos precisos na quadra', benefits: ['Os sulcos profundos melhoram a empunhadura.', 'A borracha resistente aguenta quadras externas.'],
  },
  {
    key: 'bola-tenis', noun: 'Tubo de Bolas de Tênis', feminine: false, template: '{n} {b} {m} {x}', extras: ['com 3 Unidades', 'com 4 Unidades'],
    models: ['Championship', 'Tour', 'Training'],
    kind: 'single', keywords: ['bola-teni'], context: ['tenis', 'raquete'],
    departments: ['esportes'], gendered: false, genders: ['Unissex'], sports: ['tenis'], group: 'tenis',
    price: [39, 99], specs: [['Pressão', ['Pressurizada']]], purpose: 'treinos e partidas de tênis', benefits: ['Feltro durável para quadras duras e de saibro.', 'Quique uniforme do primeiro ao último game.'],
  },
  // ── Bikes and cycling ──
  {
    key: 'bicicleta', noun: 'Bicicleta', feminine: true, template: '{n} Aro {x} {b} {m}', extras: ['26', '27.5', '29'],
    models: ['Rockrider ST', 'Trail 21 Marchas', 'Urban 7V', 'Explorer 24V', 'Sport Alumínio'],
    kind: 'sized', sizes: ['P', 'M', 'G'], keywords: ['bicicleta', 'bike', 'mtb'], context: ['ciclismo'],
    departments: ['esportes', 'equipamentos'], gendered: false, genders: ['Unissex'], sports: ['ciclismo'], group: 'ciclismo',
    price: [899, 6999], specs: [['Quadro', ['Alumínio', 'Aço carbono']], ['Freios', ['A disco mecânico', 'A disco hidráulico', 'V-Brake']], ['Marchas', ['18', '21', '24', '27']]],
    purpose: 'pedais na cidade e em trilhas leves',
    benefits: ['A suspensão dianteira absorve os impactos do terreno.', 'O quadro leve facilita as subidas.'],
  },
  {
    key: 'bicicleta-infantil', noun: 'Bicicleta Infantil', feminine: true, template: '{n} Aro {x} {b} {m}', extras: ['12', '16', '20'],
    models: ['Kids Fun', 'Primeira Pedalada', 'Aventura', 'Color'],
    kind: 'colour', keywords: ['bicicleta-infantil', 'bicicleta'], context: ['infantil'],
    departments: ['infantil'], gendered: false, genders: ['Infantil'], sports: ['ciclismo'], group: 'ciclismo',
    price: [399, 1299], specs: [['Rodinhas', ['Removíveis', 'Não']], ['Idade recomendada', ['3 a 5 anos', '5 a 8 anos', '8 a 12 anos']]],
    purpose: 'as primeiras pedaladas das crianças', benefits: ['O quadro baixo facilita subir e descer.', 'Os freios foram dimensionados para mãos pequenas.'],
  },
  {
    key: 'patinete', noun: 'Patinete', feminine: false, template: '{n} {g} {b} {m}',
    models: ['Play 3 Rodas', 'Scooter 125', 'Dobrável Fun'],
    kind: 'colour', keywords: ['patinete', 'brinquedo'], departments: ['infantil'], gendered: false, genders: ['Infantil'],
    sports: [], group: 'casual',
    price: [149, 599], specs: [['Carga máxima', ['50 kg', '100 kg']]], purpose: 'brincadeiras ao ar livre',
    benefits: ['O guidão com regulagem de altura acompanha o crescimento.', 'Dobra em segundos para guardar.'],
  },
  {
    key: 'bomba-ar', noun: 'Bomba de Ar para Bicicleta', feminine: true, template: '{n} {b} {m}',
    models: ['Mini Pump', 'Pé Alta Pressão', 'Compacta 500'],
    kind: 'single', keywords: ['bomba', 'acessorio-bike', 'acessorio-ciclismo'], context: ['ciclismo'],
    departments: ['equipamentos'], gendered: false, genders: ['Unissex'], sports: ['ciclismo'], group: 'ciclismo',
    price: [49, 249], specs: [['Válvula', ['Presta e Schrader']], ['Pressão máxima', ['100 psi', '160 psi']]],
    purpose: 'manter os pneus calibrados', benefits: ['Compatível com válvulas presta e schrader.', 'Corpo em alumínio leve e resistente.'],
  },
  // ── Fitness ──
  {
    key: 'halter', noun: 'Halter Emborrachado', feminine: false, template: '{n} {b} {m}',
    models: ['Hexagonal', 'Redondo', 'Pro Grip'],
    kind: 'weight', sizes: ['1 kg', '2 kg', '3 kg', '4 kg', '5 kg', '8 kg', '10 kg'], keywords: ['halter', 'haltere', 'peso'],
    context: ['musculacao'], departments: ['equipamentos'], gendered: false, genders: ['Unissex'], sports: ['musculacao'], group: 'musculacao',
    price: [15, 20], specs: [['Material', ['Ferro revestido de borracha', 'Ferro fundido com PVC']]],
    purpose: 'treinos de força em casa ou na academia', benefits: ['O revestimento protege o piso contra impactos.', 'A empunhadura recartilhada não escorrega.'],
  },
  {
    key: 'anilha', noun: 'Anilha Olímpica', feminine: true, template: '{n} {b} {m}',
    models: ['Bumper', 'Ferro Fundido', 'Pegada'],
    kind: 'weight', sizes: ['5 kg', '10 kg', '15 kg', '20 kg'], keywords: ['anilha', 'peso'], context: ['musculacao'],
    departments: ['equipamentos'], gendered: false, genders: ['Unissex'], sports: ['musculacao'], group: 'musculacao',
    price: [12, 16], specs: [['Furo', ['50 mm', '28 mm']]], purpose: 'montar cargas no supino e no agachamento',
    benefits: ['Furo olímpico compatível com barras de 50 mm.', 'Pegadas laterais facilitam o transporte.'],
  },
  {
    key: 'kettlebell', noun: 'Kettlebell', feminine: false, template: '{n} {b} {m}',
    models: ['Vinil', 'Ferro Fundido', 'Competition'],
    kind: 'weight', sizes: ['4 kg', '8 kg', '12 kg', '16 kg', '20 kg'], keywords: ['kettlebell'], context: ['musculacao', 'funcional'],
    departments: ['equipamentos'], gendered: false, genders: ['Unissex'], sports: ['musculacao'], group: 'musculacao',
    price: [14, 18], specs: [['Material', ['Ferro fundido', 'Ferro com vinil']]], purpose: 'treinos funcionais e de força',
    benefits: ['A alça larga permite pegada com as duas mãos.', 'A base plana deixa o kettlebell estável no chão.'],
  },
  {
    key: 'banco', noun: 'Banco de Supino Ajustável', feminine: false, template: '{n} {b} {m}',
    models: ['Home Gym', 'Pro 500', 'Multiposição'],
    kind: 'single', keywords: ['banco'], context: ['musculacao'], departments: ['equipamentos'], gendered: false, genders: ['Unissex'],
    sports: ['musculacao'], group: 'musculacao',
    price: [399, 1499], specs: [['Carga máxima', ['150 kg', '250 kg']], ['Posições', ['5', '7']]],
    purpose: 'montar uma academia em casa', benefits: ['O encosto regula em várias inclinações.', 'A estrutura em aço suporta cargas altas.'],
  },
  {
    key: 'esteira', noun: 'Esteira Elétrica', feminine: true, template: '{n} {b} {m} {x}', extras: ['12 km/h', '14 km/h', '16 km/h'],
    models: ['Run 100', 'T540', 'Home Cardio', 'Fold Pro'],
    kind: 'voltage', keywords: ['esteira'], context: ['cardio'], departments: ['equipamentos'], gendered: false, genders: ['Unissex'],
    sports: ['corrida', 'musculacao'], group: 'musculacao',
    price: [1999, 8999], specs: [['Área de corrida', ['120 x 40 cm', '130 x 45 cm']], ['Inclinação', ['Manual', 'Elétrica até 12%']], ['Peso máximo do usuário', ['110 kg', '130 kg']]],
    purpose: 'correr em casa em qualquer clima', benefits: ['Dobra para ocupar pouco espaço.', 'O painel mostra velocidade, distância e calorias.'],
  },
  {
    key: 'bicicleta-ergometrica', noun: 'Bicicleta Ergométrica', feminine: true, template: '{n} {b} {m}',
    models: ['Spinning Pro', 'Vertical 500', 'Horizontal Comfort'],
    kind: 'voltage', keywords: ['bicicleta-ergometrica', 'ergometrica', 'spinning'], context: ['cardio'],
    departments: ['equipamentos'], gendered: false, genders: ['Unissex'], sports: ['ciclismo', 'musculacao'], group: 'musculacao',
    price: [899, 4999], specs: [['Resistência', ['Magnética 8 níveis', 'Por fricção']], ['Peso máximo do usuário', ['100 kg', '120 kg']]],
    purpose: 'treinos aeróbicos em casa', benefits: ['O selim e o guidão têm regulagem de altura.', 'O sistema magnético é silencioso.'],
  },
  {
    key: 'eliptico', noun: 'Elíptico Magnético', feminine: false, template: '{n} {b} {m}',
    models: ['E500', 'Cardio Home', 'Transport'],
    kind: 'voltage', keywords: ['eliptico', 'transport'], context: ['cardio'], departments: ['equipamentos'], gendered: false, genders: ['Unissex'],
    sports: ['musculacao'], group: 'musculacao',
    price: [1499, 5999], specs: [['Resistência', ['Magnética 16 níveis']], ['Passada', ['33 cm', '40 cm']]],
    purpose: 'exercícios de baixo impacto', benefits: ['Trabalha braços e pernas ao mesmo tempo.', 'Movimento suave que poupa as articulações.'],
  },
  {
    key: 'tapete-yoga', noun: 'Tapete de Yoga', feminine: false, template: '{n} {b} {m} {x}', extras: ['4 mm', '6 mm', '8 mm'],
    models: ['Grip', 'Comfort', 'Eco', 'Travel'],
    kind: 'colour', keywords: ['tapete', 'colchonete', 'yoga', 'pilate'], context: ['yoga', 'pilate'],
    departments: ['equipamentos'], gendered: false, genders: ['Unissex'], sports: ['yoga'], group: 'yoga',
    price: [59, 299], specs: [['Material', ['TPE', 'PVC', 'Borracha natural']], ['Dimensões', ['173 x 61 cm', '183 x 61 cm']]],
    purpose: 'posturas de yoga e alongamento', benefits: ['A superfície antiderrapante dá firmeza nas posturas.', 'Leve e fácil de enrolar.'],
  },
  {
    key: 'faixa-elastica', noun: 'Faixa Elástica de Resistência', feminine: true, template: '{n} {b} {m}',
    models: ['Leve', 'Média', 'Forte', 'Mini Band'],
    kind: 'colour', keywords: ['faixa', 'elastico', 'elastica'], context: ['yoga', 'funcional'], departments: ['equipamentos'],
    gendered: false, genders: ['Unissex'], sports: ['yoga', 'musculacao'], group: 'yoga',
    price: [19, 89], specs: [['Material', ['Látex natural', 'Tecido com elástico']]], purpose: 'fortalecimento e reabilitação',
    benefits: ['Cabe em qualquer bolsa de treino.', 'Resistência progressiva para todos os níveis.'],
  },
  {
    key: 'corda', noun: 'Corda de Pular', feminine: true, template: '{n} {b} {m}',
    models: ['Speed', 'Rolamento', 'Crossfit', 'Básica'],
    kind: 'colour', keywords: ['corda'], context: ['funcional', 'musculacao'], departments: ['equipamentos'],
    gendered: false, genders: ['Unissex', 'Infantil'], sports: ['musculacao'], group: 'musculacao',
    price: [19, 119], specs: [['Comprimento', ['2,8 m ajustável', '3 m ajustável']]], purpose: 'treinos de condicionamento',
    benefits: ['Os rolamentos garantem giro rápido e suave.', 'O comprimento se ajusta à sua altura.'],
  },
  // ── Supplements ──
  {
    key: 'whey', noun: 'Whey Protein Concentrado', feminine: false, template: '{n} {b} {m} {x}', extras: ['900g', '1kg', '2kg'],
    models: ['Pure', 'Premium', 'Gold', 'Advanced'],
    kind: 'flavour', keywords: ['whey', 'proteina', 'suplemento'], context: ['suplemento'],
    departments: ['esportes'], gendered: false, genders: ['Unissex'], sports: ['musculacao'], group: 'suplementos',
    price: [99, 299], specs: [['Proteína por dose', ['20 g', '24 g', '27 g']], ['Porções', ['30', '33', '66']]],
    purpose: 'complementar a ingestão diária de proteínas',
    benefits: ['Ajuda na recuperação muscular depois do treino.', 'Dissolve fácil em água ou leite.'],
  },
  {
    key: 'creatina', noun: 'Creatina Monohidratada', feminine: true, template: '{n} {b} {x}', extras: ['150g', '300g', '500g'],
    models: ['Pura'],
    kind: 'single', keywords: ['creatina', 'suplemento'], context: ['suplemento'], departments: ['esportes'],
    gendered: false, genders: ['Unissex'], sports: ['musculacao'], group: 'suplementos',
    price: [59, 199], specs: [['Dose diária', ['3 g']], ['Porções', ['50', '100', '166']]],
    purpose: 'ganho de força e desempenho em treinos intensos', benefits: ['Creatina 100% pura, sem aditivos.', 'Pó fino que dissolve com facilidade.'],
  },
  {
    key: 'barra-proteina', noun: 'Barra de Proteína', feminine: true, template: '{n} {b} {m} {x}', extras: ['45g', 'Caixa com 12 Unidades'],
    models: ['Protein Crisp', 'Whey Bar', 'Sport'],
    kind: 'flavour', keywords: ['barra', 'suplemento'], context: ['suplemento'], departments: ['esportes'],
    gendered: false, genders: ['Unissex'], sports: ['musculacao'], group: 'suplementos',
    price: [9, 129], specs: [['Proteína por barra', ['12 g', '15 g', '20 g']]], purpose: 'lanches práticos antes ou depois do treino',
    benefits: ['Rica em proteínas e com baixo teor de açúcar.', 'Fácil de levar na mochila.'],
  },
  {
    key: 'gel', noun: 'Gel de Carboidrato', feminine: false, template: '{n} {b} {m} {x}', extras: ['30g', 'Caixa com 10 Sachês'],
    models: ['Energy', 'Endurance', 'Cafeína'],
    kind: 'flavour', keywords: ['gel', 'carboidrato', 'energetico'], context: ['suplemento', 'corrida'], departments: ['esportes'],
    gendered: false, genders: ['Unissex'], sports: ['corrida', 'ciclismo'], group: 'suplementos',
    price: [7, 89], specs: [['Carboidratos por sachê', ['20 g', '25 g']]], purpose: 'reposição de energia em provas longas',
    benefits: ['Absorção rápida durante o exercício.', 'Embalagem fácil de abrir em movimento.'],
  },
  // ── Hydration ──
  {
    key: 'garrafa-termica', noun: 'Garrafa Térmica', feminine: true, template: '{n} {b} {m} {x}', extras: ['500 ml', '750 ml', '1 Litro'],
    models: ['Inox', 'Classic', 'Adventure', 'Go'],
    kind: 'colour', keywords: ['garrafa-termica', 'garrafa', 'termica', 'hidratacao'], departments: ['acessorios'], gendered: false, genders: ['Unissex'],
    sports: ['camping', 'caminhada'], group: 'camping',
    price: [49, 299], specs: [['Material', ['Aço inox parede dupla']], ['Conservação', ['Quente 12 h e frio 24 h', 'Quente 6 h e frio 12 h']]],
    purpose: 'manter bebidas na temperatura certa', benefits: ['A parede dupla a vácuo conserva a temperatura por horas.', 'A tampa rosqueável não vaza.'],
  },
  {
    key: 'squeeze', noun: 'Squeeze', feminine: false, template: '{n} {b} {m} {x}', extras: ['500 ml', '750 ml', '1 Litro'],
    models: ['Bike', 'Sport', 'Flow'],
    kind: 'colour', keywords: ['squeeze', 'garrafa', 'hidratacao'], departments: ['acessorios'], gendered: false, genders: ['Unissex'],
    sports: ['ciclismo', 'corrida'], group: 'ciclismo',
    price: [14, 69], specs: [['Material', ['Plástico livre de BPA']]], purpose: 'hidratação durante o treino',
    benefits: ['O bico de válvula permite beber com uma só mão.', 'Cabe nos suportes de garrafa das bicicletas.'],
  },
  // ── Camping ──
  {
    key: 'barraca', noun: 'Barraca de Camping', feminine: true, template: '{n} {x} {b} {m}', extras: ['2 Pessoas', '3 Pessoas', '4 Pessoas', '6 Pessoas'],
    models: ['MH100', 'Iglu', 'Fresh & Black', 'Quick Up', '2 Seconds'],
    kind: 'colour', keywords: ['barraca'], context: ['camping'], departments: ['equipamentos', 'esportes'], gendered: false, genders: ['Unissex'],
    sports: ['camping'], group: 'camping',
    price: [199, 1999], specs: [['Coluna d’água', ['1.500 mm', '2.000 mm', '3.000 mm']], ['Montagem', ['Fácil, com varetas', 'Instantânea']]],
    purpose: 'acampamentos em família ou com amigos', benefits: ['O sobreteto impermeável protege da chuva.', 'Montagem simples em poucos minutos.'],
  },
  {
    key: 'saco-dormir', noun: 'Saco de Dormir', feminine: false, template: '{n} {b} {m} {x}', extras: ['15°C', '10°C', '5°C', '0°C'],
    models: ['Arpenaz', 'Trek', 'Confort', 'Light'],
    kind: 'colour', keywords: ['saco-dormir', 'dormir'], context: ['camping'], departments: ['equipamentos', 'esportes'], gendered: false, genders: ['Unissex'],
    sports: ['camping'], group: 'camping',
    price: [99, 699], specs: [['Formato', ['Retangular', 'Sarcófago']]], purpose: 'noites confortáveis no acampamento',
    benefits: ['O zíper lateral permite abrir como cobertor.', 'Compacta-se no saco de transporte.'],
  },
  {
    key: 'colchao', noun: 'Colchão Inflável', feminine: false, template: '{n} {b} {m} {x}', extras: ['Solteiro', 'Casal'],
    models: ['Air Basic', 'Camp Comfort', 'Ultralight'],
    kind: 'single', keywords: ['colchao', 'inflavel'], context: ['camping'], departments: ['equipamentos'], gendered: false, genders: ['Unissex'],
    sports: ['camping'], group: 'camping',
    price: [89, 499], specs: [['Material', ['PVC reforçado', 'Nylon TPU']]], purpose: 'dormir bem no camping',
    benefits: ['Infla em poucos minutos.', 'Superfície flocada mais confortável.'],
  },
  {
    key: 'lanterna', noun: 'Lanterna de Cabeça', feminine: true, template: '{n} {b} {m} {x}', extras: ['100 Lúmens', '200 Lúmens', '400 Lúmens'],
    models: ['HL100', 'Trail Light', 'Recarregável USB'],
    kind: 'colour', keywords: ['lanterna', 'iluminacao'], context: ['camping'], departments: ['equipamentos', 'esportes'], gendered: false, genders: ['Unissex'],
    sports: ['camping', 'corrida'], group: 'camping',
    price: [39, 299], specs: [['Autonomia', ['8 h', '20 h', '40 h']], ['Resistência à água', ['IPX4', 'IPX7']]],
    purpose: 'trilhas noturnas e acampamentos', benefits: ['Mãos livres para montar a barraca à noite.', 'Modo vermelho preserva a visão noturna.'],
  },
  {
    key: 'cadeira', noun: 'Cadeira Dobrável de Camping', feminine: true, template: '{n} {b} {m}',
    models: ['Basic', 'Confort', 'Praia e Camping'],
    kind: 'colour', keywords: ['cadeira', 'mobiliario'], context: ['camping'], departments: ['equipamentos'], gendered: false, genders: ['Unissex'],
    sports: ['camping'], group: 'camping',
    price: [69, 399], specs: [['Carga máxima', ['100 kg', '120 kg']]], purpose: 'descansar ao ar livre',
    benefits: ['Estrutura dobrável que cabe no porta-malas.', 'Porta-copos no braço.'],
  },
  // ── Bags ──
  {
    key: 'mochila', noun: 'Mochila', feminine: true, template: '{n} {x} {b} {m}',
    extras: ['de Trilha 20 Litros', 'Esportiva 30 Litros', 'de Hidratação 5 Litros', 'de Ataque 40 Litros'],
    models: ['NH100', 'Arpenaz', 'Explorer', 'Urban', 'Trail'],
    kind: 'colour', keywords: ['mochila'], context: ['camping', 'bolsa'], departments: ['acessorios', 'esportes'], gendered: false, genders: ['Unissex', 'Infantil'],
    sports: ['camping', 'caminhada'], group: 'camping',
    price: [69, 599], specs: [['Material', ['Poliéster', 'Nylon ripstop']], ['Compartimentos', ['1 principal e 2 laterais', '2 principais e 1 frontal']]],
    purpose: 'levar tudo o que você precisa para a aventura', benefits: ['As alças acolchoadas distribuem bem o peso.', 'Costas com tela respirável.'],
  },
  {
    key: 'bolsa', noun: 'Bolsa Esportiva', feminine: true, template: '{n} {b} {m} {x}', extras: ['25 Litros', '40 Litros', '60 Litros'],
    models: ['Academy', 'Team', 'Duffel', 'Gym Bag'],
    kind: 'colour', keywords: ['bolsa', 'mala'], departments: ['acessorios'], gendered: false, genders: ['Unissex'],
    sports: ['musculacao', 'futebol'], group: 'musculacao',
    price: [59, 349], specs: [['Material', ['Poliéster 600D', 'Lona']], ['Compartimento para calçados', ['Sim', 'Não']]],
    purpose: 'levar as roupas e o calçado para o treino', benefits: ['Compartimento ventilado separa o calçado.', 'Alça de ombro removível e acolchoada.'],
  },
  {
    key: 'pochete', noun: 'Pochete de Corrida', feminine: true, template: '{n} {b} {m}',
    models: ['Run Belt', 'Slim', 'Trail'],
    kind: 'colour', keywords: ['pochete', 'cinto', 'acessorio-corrida'], context: ['corrida'], departments: ['acessorios'], gendered: false, genders: ['Unissex'],
    sports: ['corrida'], group: 'corrida',
    price: [39, 149], specs: [['Capacidade', ['Celular até 6,7"', '1 litro']]], purpose: 'carregar o celular e as chaves na corrida',
    benefits: ['Não balança durante a corrida.', 'Tecido elástico que se ajusta ao corpo.'],
  },
  // ── Rackets ──
  {
    key: 'raquete-tenis', noun: 'Raquete de Tênis', feminine: true, template: '{n} {b} {m}',
    models: ['TR500', 'Pro Staff', 'Speed Lite', 'Power 100'],
    kind: 'colour', keywords: ['raquete', 'raquete-teni'], context: ['teni', 'raquete'], departments: ['esportes'], gendered: false, genders: ['Unissex', 'Infantil'],
    sports: ['tenis'], group: 'tenis',
    price: [149, 1499], specs: [['Peso', ['265 g', '285 g', '300 g']], ['Tamanho da cabeça', ['100 pol²', '105 pol²']]],
    purpose: 'jogadores que buscam potência e controle', benefits: ['O quadro em grafite é leve e resistente.', 'A empunhadura absorve as vibrações.'],
  },
  {
    key: 'raquete-beach', noun: 'Raquete de Beach Tennis', feminine: true, template: '{n} {b} {m}',
    models: ['BTR 900', 'Carbon Pro', 'Sunset', 'Soft Touch'],
    kind: 'colour', keywords: ['raquete-beach', 'beach-tennis', 'beach', 'raquete'], context: ['beach'], departments: ['esportes'],
    gendered: false, genders: ['Unissex'], sports: ['beach-tennis', 'tenis'], group: 'tenis',
    price: [199, 1699], specs: [['Material', ['Fibra de carbono', 'Fibra de vidro']], ['Núcleo', ['EVA soft', 'EVA hard']]],
    purpose: 'partidas de beach tennis na areia', benefits: ['A superfície texturizada dá mais efeito na bola.', 'Leve para reações rápidas na rede.'],
  },
  // ── Swimming and watches ──
  {
    key: 'oculos-natacao', noun: 'Óculos de Natação', feminine: false, template: '{n} {b} {m}',
    models: ['Speed', 'Antiembaçante', 'Xbase', 'Pro Race'],
    kind: 'colour', keywords: ['oculo'], context: ['natacao'], departments: ['esportes', 'acessorios'], gendered: false, genders: ['Unissex', 'Infantil'],
    sports: ['natacao'], group: 'natacao',
    price: [29, 249], specs: [['Lentes', ['Antiembaçante com proteção UV', 'Espelhadas']]], purpose: 'nadar com visão nítida',
    benefits: ['As vedações macias evitam a entrada de água.', 'A tira dupla se ajusta sem esforço.'],
  },
  {
    key: 'touca', noun: 'Touca de Natação', feminine: true, template: '{n} {b} {m}',
    models: ['Silicone', 'Tecido', 'Comfort'],
    kind: 'colour', keywords: ['touca'], context: ['natacao'], departments: ['esportes'], gendered: false, genders: ['Unissex', 'Infantil'],
    sports: ['natacao'], group: 'natacao',
    price: [19, 99], specs: [['Material', ['Silicone', 'Poliéster e elastano']]], purpose: 'treinos na piscina',
    benefits: ['Protege os cabelos do cloro.', 'Reduz o arrasto na água.'],
  },
  {
    key: 'relogio', noun: 'Relógio Esportivo', feminine: false, template: '{n} {b} {m} {x}', extras: ['com GPS', 'com Monitor Cardíaco', 'Digital'],
    models: ['W500', 'Forerunner', 'Pulse', 'Trail Watch'],
    kind: 'colour', keywords: ['relogio', 'monitor', 'smartwatch', 'eletronico'], departments: ['acessorios', 'esportes'], gendered: false, genders: ['Unissex'],
    sports: ['corrida'], group: 'corrida',
    price: [99, 2999], specs: [['Resistência à água', ['5 ATM', '10 ATM']], ['Bateria', ['Até 7 dias', 'Até 14 dias']]],
    purpose: 'acompanhar ritmo, distância e frequência cardíaca', benefits: ['Sincroniza os treinos com o celular.', 'Tela legível mesmo sob sol forte.'],
  },
]

PRODUCT_TYPES.push(...MORE_PRODUCT_TYPES)

export const PRODUCT_TYPE_BY_KEY: ReadonlyMap<string, ProductType> = new Map(PRODUCT_TYPES.map((t) => [t.key, t]))

const STOP_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'para', 'com', 'em', 'a', 'o'])
const IRREGULAR: Readonly<Record<string, string>> = { infantis: 'infantil', juvenis: 'juvenil' }

/** Slug tokens reduced to a rough singular, without stop words: 'bolas-de-futebol' → ['bola', 'futebol']. */
export function keywordTokens(slug: string): string[] {
  return slugify(slug)
    .split('-')
    .filter((t) => t && !STOP_WORDS.has(t))
    .map((t) => IRREGULAR[t] ?? t.replace(/oes$/, 'ao').replace(/s$/, ''))
}

/** Length (in tokens) of the longest keyword found as a contiguous run in the slug's tokens; 0 if none. */
export function keywordMatch(slugTokens: string[], keywords: string[]): number {
  let best = 0
  for (const keyword of keywords) {
    const k = keywordTokens(keyword)
    if (k.length === 0 || k.length <= best) continue
    for (let i = 0; i + k.length <= slugTokens.length; i++) {
      let ok = true
      for (let j = 0; j < k.length; j++) {
        if (slugTokens[i + j] !== k[j]) {
          ok = false
          break
        }
      }
      if (ok) {
        best = k.length
        break
      }
    }
  }
  return best
}
