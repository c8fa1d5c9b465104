/**
 * Seed addresses of the CEP table: one street per CEP, across every region of
 * Brazil (capitals and some large cities). Coordinates are approximate.
 */
export interface CepRecord {
  /** Eight digits, no hyphen. */
  postalCode: string
  street: string
  neighborhood: string
  city: string
  state: string
  latitude: number
  longitude: number
}

type Row = [postalCode: string, street: string, neighborhood: string, city: string, state: string, lat: number, lng: number]

const ROWS: Row[] = [
  // Sudeste
  ['01310100', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP', -23.5614, -46.6559],
  ['01001000', 'Praça da Sé', 'Sé', 'São Paulo', 'SP', -23.5503, -46.6339],
  ['04538133', 'Avenida Brigadeiro Faria Lima', 'Itaim Bibi', 'São Paulo', 'SP', -23.5868, -46.6817],
  ['05422030', 'Rua dos Pinheiros', 'Pinheiros', 'São Paulo', 'SP', -23.5659, -46.6857],
  ['04094050', 'Avenida Pedro Álvares Cabral', 'Vila Mariana', 'São Paulo', 'SP', -23.5874, -46.6576],
  ['13010111', 'Rua Barão de Jaguara', 'Centro', 'Campinas', 'SP', -22.9056, -47.0608],
  ['11060001', 'Avenida Ana Costa', 'Gonzaga', 'Santos', 'SP', -23.9663, -46.3336],
  ['14010100', 'Rua General Osório', 'Centro', 'Ribeirão Preto', 'SP', -21.1775, -47.8103],
  ['12243000', 'Avenida São João', 'Jardim Esplanada', 'São José dos Campos', 'SP', -23.2013, -45.9066],
  ['09750000', 'Rua Marechal Deodoro', 'Centro', 'São Bernardo do Campo', 'SP', -23.6939, -46.5650],
  ['22021001', 'Avenida Atlântica', 'Copacabana', 'Rio de Janeiro', 'RJ', -22.9711, -43.1822],
  ['22410003', 'Rua Visconde de Pirajá', 'Ipanema', 'Rio de Janeiro', 'RJ', -22.9838, -43.2096],
  ['20040020', 'Avenida Rio Branco', 'Centro', 'Rio de Janeiro', 'RJ', -22.9035, -43.1762],
  ['22640102', 'Avenida das Américas', 'Barra da Tijuca', 'Rio de Janeiro', 'RJ', -23.0004, -43.3659],
  ['24020005', 'Rua da Conceição', 'Centro', 'Niterói', 'RJ', -22.8944, -43.1228],
  ['30130010', 'Avenida Afonso Pena', 'Centro', 'Belo Horizonte', 'MG', -19.9227, -43.9381],
  ['30140071', 'Avenida Getúlio Vargas', 'Funcionários', 'Belo Horizonte', 'MG', -19.9350, -43.9340],
  ['38400100', 'Avenida Afonso Pena', 'Centro', 'Uberlândia', 'MG', -18.9186, -48.2772],
  ['36010010', 'Avenida Barão do Rio Branco', 'Centro', 'Juiz de Fora', 'MG', -21.7609, -43.3496],
  ['29055131', 'Avenida Nossa Senhora da Penha', 'Praia do Canto', 'Vitória', 'ES', -20.2976, -40.2958],
  // Sul
  ['80010000', 'Rua XV de Novembro', 'Centro', 'Curitiba', 'PR', -25.4297, -49.2711],
  ['80250210', 'Avenida Sete de Setembro', 'Batel', 'Curitiba', 'PR', -25.4428, -49.2888],
  ['86010000', 'Avenida Paraná', 'Centro', 'Londrina', 'PR', -23.3103, -51.1628],
  ['85851000', 'Avenida Brasil', 'Centro', 'Foz do Iguaçu', 'PR', -25.5478, -54.5882],
  ['88010400', 'Rua Felipe Schmidt', 'Centro', 'Florianópolis', 'SC', -27.5969, -48.5495],
  ['89010000', 'Rua XV de Novembro', 'Centro', 'Blumenau', 'SC', -26.9194, -49.0661],
  ['89201000', 'Rua do Príncipe', 'Centro', 'Joinville', 'SC', -26.3045, -48.8487],
  ['90010150', 'Rua dos Andradas', 'Centro Histórico', 'Porto Alegre', 'RS', -30.0277, -51.2287],
  ['90570020', 'Avenida Independência', 'Independência', 'Porto Alegre', 'RS', -30.0318, -51.2090],
  ['95020000', 'Avenida Júlio de Castilhos', 'Centro', 'Caxias do Sul', 'RS', -29.1678, -51.1794],
  // Centro-Oeste
  ['70070120', 'SBS Quadra 2', 'Asa Sul', 'Brasília', 'DF', -15.7975, -47.8919],
  ['70297400', 'SCS Quadra 6', 'Asa Sul', 'Brasília', 'DF', -15.7989, -47.8892],
  ['74015010', 'Rua 3', 'Setor Central', 'Goiânia', 'GO', -16.6799, -49.2550],
  ['74210010', 'Avenida T-1', 'Setor Bueno', 'Goiânia', 'GO', -16.7046, -49.2713],
  ['78005000', 'Avenida Getúlio Vargas', 'Centro Norte', 'Cuiabá', 'MT', -15.5989, -56.0949],
  ['79002000', 'Rua 14 de Julho', 'Centro', 'Campo Grande', 'MS', -20.4697, -54.6201],
  // Nordeste
  ['40020000', 'Rua Chile', 'Centro', 'Salvador', 'BA', -12.9730, -38.5124],
  ['40140110', 'Avenida Oceânica', 'Barra', 'Salvador', 'BA', -13.0103, -38.5324],
  ['41820020', 'Avenida Tancredo Neves', 'Caminho das Árvores', 'Salvador', 'BA', -12.9822, -38.4556],
  ['50010000', 'Avenida Dantas Barreto', 'Santo Antônio', 'Recife', 'PE', -8.0663, -34.8786],
  ['51020000', 'Avenida Boa Viagem', 'Boa Viagem', 'Recife', 'PE', -8.1190, -34.8978],
  ['60165121', 'Avenida Beira Mar', 'Meireles', 'Fortaleza', 'CE', -3.7251, -38.4960],
  ['60060000', 'Rua Senador Pompeu', 'Centro', 'Fortaleza', 'CE', -3.7275, -38.5296],
  ['59012300', 'Avenida Rio Branco', 'Cidade Alta', 'Natal', 'RN', -5.7862, -35.2063],
  ['58010000', 'Rua Duque de Caxias', 'Centro', 'João Pessoa', 'PB', -7.1195, -34.8825],
  ['57020050', 'Rua do Comércio', 'Centro', 'Maceió', 'AL', -9.6658, -35.7353],
  ['49010000', 'Rua João Pessoa', 'Centro', 'Aracaju', 'SE', -10.9111, -37.0717],
  ['64000020', 'Avenida Frei Serafim', 'Centro', 'Teresina', 'PI', -5.0892, -42.8019],
  ['65010000', 'Rua Grande', 'Centro', 'São Luís', 'MA', -2.5307, -44.3068],
  // Norte
  ['69005000', 'Avenida Eduardo Ribeiro', 'Centro', 'Manaus', 'AM', -3.1316, -60.0233],
  ['66010000', 'Avenida Presidente Vargas', 'Campina', 'Belém', 'PA', -1.4525, -48.4902],
  ['77001002', 'Avenida Juscelino Kubitschek', 'Plano Diretor Sul', 'Palmas', 'TO', -10.1844, -48.3336],
  ['76801000', 'Avenida Sete de Setembro', 'Centro', 'Porto Velho', 'RO', -8.7612, -63.9039],
  ['69900000', 'Rua Marechal Deodoro', 'Centro', 'Rio Branco', 'AC', -9.9747, -67.8076],
  ['68900000', 'Avenida FAB', 'Centro', 'Macapá', 'AP', 0.0349, -51.0694],
  ['69301000', 'Avenida Jaime Brasil', 'Centro', 'Boa Vista', 'RR', 2.8235, -60.6758],
]

export const CEP_RECORDS: readonly CepRecord[] = ROWS.map(([postalCode, street, neighborhood, city, state, latitude, longitude]) => ({
  postalCode,
  street,
  neighborhood,
  city,
  state,
  latitude,
  longitude,
}))
