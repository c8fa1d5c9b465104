/**
 * More product types: the less common subcategories (surf, skate, fights,
 * beachwear, parts, water sports…), written through a helper with defaults.
 */
import type { ProductType } from './product-types'

type TypeSeed = Pick<ProductType, 'key' | 'noun' | 'feminine' | 'keywords' | 'group' | 'price' | 'purpose' | 'benefits'> &
  Partial<ProductType>

const ADULT_GENDERS: ProductType['genders'] = ['Masculino', 'Feminino', 'Unissex']

function type(seed: TypeSeed): ProductType {
  return {
    template: seed.gendered ? '{n} {g} {b} {m}' : '{n} {b} {m}',
    models: ['Essential', 'Pro', 'Sport', 'Classic', 'Advanced'],
    kind: 'colour',
    departments: [],
    gendered: false,
    genders: ['Unissex'],
    sports: [seed.group],
    specs: [],
    ...seed,
  }
}

const APPAREL_SPECS: ProductType['specs'] = [
  ['Composição', ['100% Poliéster', '88% Poliamida e 12% Elastano', '92% Poliéster e 8% Elastano']],
  ['Tecnologia', ['Secagem rápida', 'Proteção UV 50+', 'Respirável']],
]

export const MORE_PRODUCT_TYPES: ProductType[] = [
  type({
    key: 'camisa-ciclismo', noun: 'Camisa de Ciclismo', feminine: true, kind: 'apparel', gendered: true, genders: ADULT_GENDERS,
    keywords: ['roupa-ciclismo', 'camisa-ciclismo'], group: 'ciclismo', price: [89, 349], specs: APPAREL_SPECS,
    models: ['Road 500', 'MTB Light', 'Race Fit', 'Sport Ride'],
    purpose: 'pedais longos no calor', benefits: ['Os bolsos traseiros guardam barras e o celular.', 'O zíper frontal ajuda a ventilar nas subidas.'],
  }),
  type({
    key: 'bermuda-ciclismo', noun: 'Bermuda de Ciclismo com Forro', feminine: true, kind: 'apparel', gendered: true, genders: ADULT_GENDERS,
    keywords: ['roupa-ciclismo', 'bermuda-ciclismo'], group: 'ciclismo', price: [99, 399], specs: APPAREL_SPECS,
    models: ['Gel Comfort', 'Road 100', 'Endurance'],
    purpose: 'horas de pedal com conforto', benefits: ['O forro em espuma reduz a pressão no selim.', 'As barras com silicone não sobem durante o pedal.'],
  }),
  type({
    key: 'camara-ar', noun: 'Câmara de Ar', feminine: true, template: '{n} Aro {x} {b} {m}', extras: ['26', '29', '700c'], kind: 'single',
    keywords: ['peca', 'manutencao', 'camara'], group: 'ciclismo', price: [19, 69], models: ['Presta', 'Schrader', 'Reforçada'],
    specs: [['Válvula', ['Presta 48 mm', 'Schrader']]],
    purpose: 'substituir câmaras furadas', benefits: ['Borracha butílica que segura a pressão.', 'Leve para levar no alforje.'],
  }),
  type({
    key: 'farol-bike', noun: 'Farol de LED para Bicicleta', feminine: false, kind: 'single', template: '{n} {b} {m} {x}',
    extras: ['300 Lúmens', '600 Lúmens', '1000 Lúmens'], keywords: ['acessorio-bike', 'acessorio-ciclismo', 'farol', 'peca'],
    group: 'ciclismo', price: [49, 299], models: ['Urban Light', 'Night Ride', 'USB'],
    specs: [['Bateria', ['Recarregável USB']]],
    purpose: 'ver e ser visto nos pedais noturnos', benefits: ['Recarrega pela porta USB.', 'Fixação rápida no guidão sem ferramentas.'],
  }),
  type({
    key: 'prancha-natacao', noun: 'Prancha de Natação', feminine: true, keywords: ['prancha-natacao', 'palmares', 'prancha'], context: ['natacao'],
    group: 'natacao', price: [29, 119], models: ['Kickboard', 'Training', 'Pull Buoy'], genders: ['Unissex', 'Infantil'],
    purpose: 'treinos de pernada na piscina', benefits: ['A espuma EVA flutua bem e não absorve água.', 'O formato anatômico facilita a pegada.'],
  }),
  type({
    key: 'raquete-padel', noun: 'Raquete de Padel', feminine: true, keywords: ['padel'], group: 'tenis', sports: ['tenis'], price: [249, 1499],
    models: ['PR 500', 'Power Carbon', 'Control'], specs: [['Formato', ['Redondo', 'Lágrima', 'Diamante']]],
    purpose: 'partidas de padel com controle', benefits: ['O núcleo macio amortece as vibrações.', 'O formato equilibra potência e controle.'],
  }),
  type({
    key: 'tenis-basquete', noun: 'Tênis de Basquete', feminine: false, kind: 'shoes', gendered: true, genders: ADULT_GENDERS,
    keywords: ['tenis-basquete'], context: ['basquete'], group: 'basquete', price: [299, 999], models: ['Court Pro', 'Dunk Mid', 'Shift'],
    specs: [['Cano', ['Médio', 'Alto']]],
    purpose: 'saltos e mudanças rápidas de direção na quadra', benefits: ['O cano alto dá firmeza ao tornozelo.', 'A sola de borracha agarra no piso da quadra.'],
  }),
  type({
    key: 'tabela-basquete', noun: 'Tabela de Basquete', feminine: true, kind: 'single', keywords: ['tabela', 'aro', 'cesta'], context: ['basquete'],
    group: 'basquete', price: [199, 2499], models: ['Street Hoop', 'Ajustável 300', 'Parede'], genders: ['Unissex', 'Infantil'],
    purpose: 'treinar arremessos em casa', benefits: ['Altura ajustável para todas as idades.', 'Aro com rede em nylon resistente.'],
  }),
  type({
    key: 'joelheira', noun: 'Joelheira de Vôlei', feminine: true, kind: 'sized', sizes: ['P', 'M', 'G', 'GG'], keywords: ['joelheira'],
    group: 'volei', price: [39, 149], models: ['Protect', 'Soft', 'Pro'],
    purpose: 'proteger os joelhos nas defesas', benefits: ['A espuma absorve os impactos no chão.', 'O tecido respirável não esquenta.'],
  }),
  type({
    key: 'rede', noun: 'Rede de Vôlei', feminine: true, kind: 'single', keywords: ['rede'], context: ['volei'], group: 'volei', price: [79, 399],
    models: ['Oficial', 'Praia', 'Treino'], purpose: 'montar a quadra na praia ou no clube',
    benefits: ['Malha em nylon resistente ao sol.', 'Acompanha cabo de aço para fixação.'],
  }),
  type({
    key: 'trave', noun: 'Trave de Futebol Dobrável', feminine: true, keywords: ['trave', 'mini-trave'], context: ['futebol'], group: 'futebol',
    genders: ['Unissex', 'Infantil'], price: [99, 599], models: ['Pop Up', 'Treino', 'Mini Gol'],
    purpose: 'jogos no quintal, no parque ou na praia', benefits: ['Monta e desmonta em segundos.', 'Bolsa de transporte inclusa.'],
  }),
  type({
    key: 'prancha-surf', noun: 'Prancha de Surf', feminine: true, template: '{n} {b} {m} {x}', extras: ["6'0\"", "7'2\"", "8'0\""],
    keywords: ['prancha-surf', 'surf'], context: ['surf'], group: 'surf', price: [699, 3499], models: ['Funboard', 'Soft Top', 'Evolutiva'],
    purpose: 'pegar as primeiras ondas ou evoluir no surf', benefits: ['Volume extra dá estabilidade na remada.', 'Acabamento em epóxi resistente.'],
  }),
  type({
    key: 'roupa-borracha', noun: 'Roupa de Borracha Long John', feminine: true, kind: 'apparel', gendered: true, genders: ['Masculino', 'Feminino', 'Infantil'],
    keywords: ['roupa-borracha', 'long-john', 'wetsuit'], group: 'surf', price: [299, 1299], models: ['3/2 mm', '4/3 mm', 'Flex'],
    specs: [['Espessura', ['2 mm', '3/2 mm', '4/3 mm']]],
    purpose: 'surfar em águas frias', benefits: ['O neoprene flexível não limita a remada.', 'Costuras seladas evitam a entrada de água.'],
  }),
  type({
    key: 'parafina', noun: 'Parafina para Surf', feminine: true, kind: 'single', keywords: ['parafina', 'acessorio-surf'], context: ['surf'], group: 'surf',
    price: [15, 39], models: ['Água Fria', 'Água Quente', 'Tropical'],
    purpose: 'dar aderência aos pés na prancha', benefits: ['Fórmula que não derrete no sol.', 'Aroma suave de coco.'],
  }),
  type({
    key: 'leash', noun: 'Leash para Prancha', feminine: false, kind: 'colour', keywords: ['leash', 'acessorio-surf', 'acessorio'], context: ['surf'],
    group: 'surf', price: [59, 199], models: ['Comp 6', 'Regular 7', 'Longboard 9'],
    purpose: 'manter a prancha sempre por perto', benefits: ['Cordão em uretano resistente.', 'Destorcedor duplo evita enroscos.'],
  }),
  type({
    key: 'skate', noun: 'Skate Completo', feminine: false, keywords: ['skate', 'skate-montado'], context: ['skate'], group: 'skate',
    genders: ['Unissex', 'Infantil'], price: [199, 899], models: ['Street 8.0', 'Cruiser', 'Iniciante'],
    specs: [['Shape', ['Maple canadense 7 lâminas', 'Marfim']]],
    purpose: 'manobras na pista e rolês pela cidade', benefits: ['Rolamentos ABEC 7 garantem velocidade.', 'Lixa de alta aderência.'],
  }),
  type({
    key: 'shape', noun: 'Shape de Skate', feminine: false, template: '{n} {b} {m} {x}', extras: ['7.75"', '8.0"', '8.25"'],
    keywords: ['shape', 'roda'], context: ['skate'], group: 'skate', price: [129, 399], models: ['Maple Pro', 'Street', 'Classic'],
    purpose: 'montar o skate do seu jeito', benefits: ['Lâminas de maple coladas sob pressão.', 'Concave médio para manobras.'],
  }),
  type({
    key: 'protecao-skate', noun: 'Conjunto de Proteção para Skate', feminine: false, kind: 'sized', sizes: ['P', 'M', 'G'],
    keywords: ['protecao', 'joelheira-cotoveleira'], context: ['skate', 'patin'], group: 'skate', genders: ['Unissex', 'Infantil'],
    price: [79, 249], models: ['3 em 1', 'Street Safe', 'Kids Safe'],
    purpose: 'proteger joelhos, cotovelos e punhos', benefits: ['Cascos rígidos que resistem às quedas.', 'Fechos em velcro fáceis de ajustar.'],
  }),
  type({
    key: 'luva-boxe', noun: 'Luva de Boxe', feminine: true, kind: 'sized', sizes: ['10 oz', '12 oz', '14 oz', '16 oz'],
    keywords: ['luva-boxe', 'boxe'], group: 'lutas', price: [99, 499], models: ['Training', 'Muay Thai', 'Pro Fight'],
    purpose: 'treinos de boxe e muay thai', benefits: ['A espuma em camadas protege as mãos.', 'O velcro largo firma o punho.'],
  }),
  type({
    key: 'kimono', noun: 'Kimono de Jiu-Jitsu', feminine: false, kind: 'sized', sizes: ['A0', 'A1', 'A2', 'A3', 'A4'], keywords: ['kimono'],
    group: 'lutas', price: [199, 699], genders: ['Unissex', 'Infantil'], models: ['Trançado', 'Light', 'Competição'],
    purpose: 'treinos e campeonatos de jiu-jitsu', benefits: ['Tecido trançado resistente às pegadas.', 'Calça com cordão e reforço nos joelhos.'],
  }),
  type({
    key: 'protetor-bucal', noun: 'Protetor Bucal', feminine: false, kind: 'single', keywords: ['protetor-bucal', 'protetores-bucais'], group: 'lutas',
    price: [19, 99], models: ['Simples', 'Duplo', 'Moldável'],
    purpose: 'proteger os dentes nos esportes de contato', benefits: ['Moldável em água quente.', 'Acompanha estojo de transporte.'],
  }),
  type({
    key: 'saco-pancada', noun: 'Saco de Pancada', feminine: false, template: '{n} {b} {m} {x}', extras: ['90 cm', '120 cm', '150 cm'],
    keywords: ['saco-pancada'], group: 'lutas', price: [199, 999], models: ['Cheio', 'Pro', 'Muay Thai'],
    purpose: 'treinos de golpes em casa ou na academia', benefits: ['Lona reforçada que aguenta treinos intensos.', 'Correntes de aço inclusas.'],
  }),
  type({
    key: 'moletom', noun: 'Moletom com Capuz', feminine: false, kind: 'apparel', gendered: true,
    genders: ['Masculino', 'Feminino', 'Unissex', 'Infantil'], keywords: ['moletom', 'agasalho', 'blusa-frio'], group: 'casual',
    sports: ['caminhada'], price: [99, 299], models: ['Fleece', 'Canguru', 'Warm'], specs: APPAREL_SPECS,
    purpose: 'dias frios antes e depois do treino', benefits: ['Interior flanelado e macio.', 'Bolso canguru para aquecer as mãos.'],
  }),
  type({
    key: 'fleece', noun: 'Jaqueta Fleece', feminine: true, kind: 'apparel', gendered: true, genders: ['Masculino', 'Feminino', 'Unissex', 'Infantil'],
    keywords: ['fleece'], group: 'camping', price: [99, 349], models: ['MH120', 'Trek 100', 'Warm'], specs: APPAREL_SPECS,
    purpose: 'trilhas em dias frios', benefits: ['Aquece sem pesar.', 'Seca rapidamente.'],
  }),
  type({
    key: 'biquini', noun: 'Biquíni Esportivo', feminine: false, kind: 'apparel', gendered: true, genders: ['Feminino', 'Infantil'],
    keywords: ['biquini'], group: 'natacao', sports: ['surf', 'natacao'], price: [69, 229], models: ['Surf', 'Beach', 'Active'],
    purpose: 'surf, vôlei de praia e dias de sol', benefits: ['Alças cruzadas que não saem do lugar.', 'Tecido com proteção UV.'],
  }),
  type({
    key: 'saida-praia', noun: 'Saída de Praia', feminine: true, kind: 'apparel', gendered: true, genders: ['Feminino', 'Infantil'],
    keywords: ['saida-praia'], group: 'natacao', sports: ['surf'], price: [59, 199], models: ['Leve', 'Kaftan', 'Vestido'],
    purpose: 'o caminho entre a areia e o quiosque', benefits: ['Tecido leve e fluido.', 'Seca rápido.'],
  }),
  type({
    key: 'camiseta-uv', noun: 'Camiseta UV Manga Longa', feminine: true, kind: 'apparel', gendered: true,
    genders: ['Masculino', 'Feminino', 'Unissex', 'Infantil'], keywords: ['camiseta-uv', 'uv'], group: 'surf', sports: ['surf', 'natacao'],
    price: [59, 179], models: ['UV 50+', 'Water', 'Surf Tee'], specs: APPAREL_SPECS,
    purpose: 'proteger a pele do sol na praia e na piscina', benefits: ['Fator de proteção UV 50+.', 'Seca rapidamente depois de sair da água.'],
  }),
  type({
    key: 'segunda-pele', noun: 'Camisa Térmica Segunda Pele', feminine: true, kind: 'apparel', gendered: true,
    genders: ['Masculino', 'Feminino', 'Unissex'], keywords: ['roupa-termica', 'segunda-pele', 'camisa-compressao', 'compressao'],
    group: 'corrida', sports: ['corrida', 'caminhada'], price: [69, 229], models: ['Warm', 'Compress', 'Base Layer'], specs: APPAREL_SPECS,
    purpose: 'manter o corpo aquecido e firme nos treinos', benefits: ['Ajuste justo que acompanha o corpo.', 'Tecido que afasta o suor da pele.'],
  }),
  type({
    key: 'cueca', noun: 'Cueca Boxer Esportiva', feminine: true, kind: 'apparel', gendered: false, genders: ['Masculino'],
    keywords: ['roupa-intima', 'cueca'], group: 'corrida', price: [29, 99], models: ['Dry', 'Seamless', 'Pack 2'], specs: APPAREL_SPECS,
    purpose: 'conforto durante todo o treino', benefits: ['Sem costuras laterais que causem atrito.', 'Tecido respirável.'],
  }),
  type({
    key: 'calcinha', noun: 'Calcinha Esportiva', feminine: true, kind: 'apparel', gendered: false, genders: ['Feminino'],
    keywords: ['roupa-intima', 'calcinha'], group: 'corrida', price: [24, 89], models: ['Seamless', 'Dry', 'Pack 3'], specs: APPAREL_SPECS,
    purpose: 'conforto invisível sob a roupa de treino', benefits: ['Sem costuras aparentes.', 'Secagem rápida.'],
  }),
  type({
    key: 'boia', noun: 'Boia de Braço', feminine: true, keywords: ['boia'], group: 'natacao', genders: ['Infantil'], price: [19, 79],
    models: ['Kids', 'Fun', 'Segura'],
    purpose: 'as primeiras braçadas das crianças', benefits: ['Duas câmaras de ar para mais segurança.', 'Vinil macio que não machuca.'],
  }),
  type({
    key: 'colete', noun: 'Colete Salva-Vidas', feminine: false, kind: 'sized', sizes: ['P', 'M', 'G', 'GG'], keywords: ['colete', 'salva-vida'],
    group: 'natacao', genders: ['Unissex', 'Infantil'], price: [99, 399], models: ['Classe III', 'Kids', 'Náutico'],
    purpose: 'passeios de caiaque, stand up e barco', benefits: ['Homologado para esportes náuticos.', 'Fivelas de engate rápido.'],
  }),
  type({
    key: 'patins', noun: 'Patins Inline', feminine: false, kind: 'sized', sizes: ['30-33', '34-37', '38-41', '42-45'], keywords: ['patin'],
    group: 'skate', genders: ['Unissex', 'Infantil'], price: [199, 899], models: ['Fit 100', 'Ajustável Kids', 'Urban'],
    purpose: 'passeios e manobras sobre rodas', benefits: ['Rodas de poliuretano silenciosas.', 'Bota com ajuste por fivela.'],
  }),
  type({
    key: 'piscina', noun: 'Piscina Inflável', feminine: true, template: '{n} {b} {m} {x}', extras: ['500 Litros', '1.000 Litros', '2.000 Litros'],
    keywords: ['piscina'], group: 'natacao', genders: ['Infantil', 'Unissex'], sports: [], price: [99, 699], models: ['Splash', 'Redonda', 'Retangular'],
    purpose: 'diversão da família no verão', benefits: ['Infla em poucos minutos.', 'Vinil reforçado.'],
  }),
  type({
    key: 'coqueteleira', noun: 'Coqueteleira', feminine: true, template: '{n} {b} {m} {x}', extras: ['600 ml', '700 ml'],
    keywords: ['coqueteleira'], group: 'suplementos', sports: ['musculacao'], price: [19, 79], models: ['Mixer', 'Shake', 'Pro'],
    purpose: 'preparar o seu shake em segundos', benefits: ['Mola misturadora que desfaz os grumos.', 'Tampa com trava contra vazamentos.'],
  }),
  type({
    key: 'fone', noun: 'Fone de Ouvido Esportivo Bluetooth', feminine: false, keywords: ['fone'], group: 'corrida', price: [99, 899],
    models: ['Sport Buds', 'Run Free', 'Open Ear'], specs: [['Resistência à água', ['IPX4', 'IPX5', 'IP67']]],
    purpose: 'treinar ouvindo a sua playlist', benefits: ['Encaixe firme que não cai na corrida.', 'Resistente ao suor.'],
  }),
  type({
    key: 'monitor-cardiaco', noun: 'Monitor Cardíaco', feminine: false, kind: 'single', keywords: ['cardiaco', 'cinta'], group: 'corrida',
    price: [149, 599], models: ['Cinta Peitoral', 'Braço', 'HRM'],
    purpose: 'treinar nas zonas certas de frequência cardíaca', benefits: ['Conecta com relógios e aplicativos.', 'Bateria de longa duração.'],
  }),
  type({
    key: 'gorro', noun: 'Gorro', feminine: false, keywords: ['gorro'], group: 'camping', sports: ['caminhada', 'camping'], price: [29, 99],
    models: ['Tricô', 'Fleece', 'Trek'],
    purpose: 'aquecer a cabeça em dias frios', benefits: ['Malha macia que não pinica.', 'Cabe no bolso da jaqueta.'],
  }),
  type({
    key: 'oculos-sol', noun: 'Óculos de Sol Esportivo', feminine: false, keywords: ['oculo-sol', 'oculo-esportivo'], group: 'ciclismo',
    sports: ['ciclismo', 'corrida'], price: [79, 699], models: ['Polarizado', 'Cat 3', 'Fotocromático'],
    specs: [['Proteção', ['UV400', 'Categoria 3']]],
    purpose: 'proteger os olhos do sol no esporte', benefits: ['Lentes resistentes a impactos.', 'Armação leve que não escorrega.'],
  }),
  type({
    key: 'meiao', noun: 'Meião de Futebol', feminine: false, kind: 'sized', sizes: ['34-38', '39-44'], keywords: ['meiao'], group: 'futebol',
    genders: ['Unissex', 'Infantil'], price: [19, 59], models: ['Clube', 'Pro', 'Treino'],
    purpose: 'jogos e treinos de futebol', benefits: ['Punho elástico que segura a caneleira.', 'Pé atoalhado que amortece.'],
  }),
  type({
    key: 'fogareiro', noun: 'Fogareiro de Camping', feminine: false, kind: 'single', keywords: ['fogareiro', 'cozinha'], group: 'camping',
    price: [69, 399], models: ['Portátil', 'Compacto 2 Bocas', 'Trek'],
    purpose: 'cozinhar no acampamento', benefits: ['Acendimento automático.', 'Dobra e cabe no estojo.'],
  }),
  type({
    key: 'caiaque', noun: 'Caiaque', feminine: false, template: '{n} {x} {b} {m}', extras: ['1 Lugar', '2 Lugares'], keywords: ['caiaque'],
    group: 'natacao', sports: [], price: [999, 4999], models: ['Inflável', 'Sit-on-top', 'Passeio'],
    purpose: 'passeios em rios, lagos e no mar', benefits: ['Estável para iniciantes.', 'Acompanha remo.'],
  }),
  type({
    key: 'stand-up', noun: 'Prancha de Stand Up Paddle', feminine: true, keywords: ['stand-up-paddle', 'paddle', 'sup'],
    group: 'surf', sports: ['surf'], price: [1499, 4999], models: ['Inflável 10\'6"', 'Touring', 'Allround'],
    purpose: 'remar em águas calmas', benefits: ['Inflável e fácil de transportar.', 'Deck antiderrapante.'],
  }),
]
