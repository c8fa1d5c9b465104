/**
 * Application routes of the store whose first segment the CMS may not take
 * (cms-schemas RESERVED_FIRST_SEGMENTS): their text lives here, in the same
 * block format as CMS pages, and they render with the content-page template.
 */
import { REVIEW_WINDOW_DAYS } from '../../config/constants'
import type { ContentPageData } from './types'

export const ROUTE_PAGES: readonly ContentPageData[] = [
  {
    path: '/aplicativo/baixe-o-app',
    kind: 'app',
    title: 'Aplicativo Arena Esportes',
    description: 'Suas compras, o Clube Arena e o cashback na palma da mão.',
    seo: {
      title: 'Aplicativo Arena Esportes | Arena Esportes',
      description: 'Baixe o aplicativo Arena Esportes: ofertas exclusivas, cashback do Clube, retirada na loja e acompanhamento dos pedidos.',
    },
    body: [
      {
        type: 'paragraph',
        text: 'No aplicativo você encontra os mesmos produtos do site, com ofertas exclusivas, login mais rápido e notificações sobre cada etapa da entrega.',
      },
      {
        type: 'cards',
        items: [
          { title: 'Ofertas exclusivas', text: 'Cupons e preços que só aparecem no aplicativo, toda semana.' },
          { title: 'Cashback do Clube', text: 'Consulte o saldo e use o cashback direto no carrinho.', link: '/cashback' },
          { title: 'Retire na loja', text: 'Compre pelo app e retire em até 2 horas na loja mais próxima.', link: '/lojas' },
          { title: 'Pedidos em tempo real', text: 'Acompanhe a entrega e solicite trocas sem sair do app.', link: '/servicos/trocas-e-devolucoes' },
        ],
      },
      { type: 'heading', text: 'Como instalar', level: 2 },
      {
        type: 'list',
        ordered: true,
        items: [
          'Abra a loja de aplicativos do seu celular (Android ou iOS)',
          'Busque por "Arena Esportes" e toque em Instalar',
          'Entre com o mesmo e-mail e senha que você usa no site',
        ],
      },
      {
        type: 'faq',
        items: [
          { question: 'O aplicativo é gratuito?', answer: 'Sim. O download e o uso são gratuitos; você paga apenas pelos produtos que comprar.' },
          { question: 'Preciso criar outra conta?', answer: 'Não. A conta é a mesma do site: pedidos, endereços, favoritos e cashback aparecem nos dois.' },
          { question: 'Quais celulares são compatíveis?', answer: 'Android 8 ou superior e iOS 15 ou superior.' },
        ],
      },
      { type: 'cta', label: 'Conheça o Clube Arena', href: '/clube' },
    ],
  },
  {
    path: '/aplicativo/termos-de-uso',
    kind: 'app',
    title: 'Termos de uso do aplicativo',
    seo: {
      title: 'Termos de uso do aplicativo | Arena Esportes',
      description: 'Condições de uso do aplicativo Arena Esportes: conta, compras, notificações, dados pessoais e suporte.',
    },
    body: [
      { type: 'heading', text: '1. Conta e acesso', level: 2 },
      {
        type: 'paragraph',
        text: 'O aplicativo usa a mesma conta do site. Você é responsável por manter a sua senha em sigilo e por avisar o atendimento em caso de uso indevido.',
      },
      { type: 'heading', text: '2. Compras', level: 2 },
      {
        type: 'paragraph',
        text: 'Preços, estoque e prazos seguem as mesmas regras do site. Ofertas exclusivas do aplicativo são válidas apenas para pedidos feitos nele, pelo período informado.',
      },
      { type: 'heading', text: '3. Notificações', level: 2 },
      {
        type: 'paragraph',
        text: 'As notificações de pedidos são enviadas sempre; as promocionais podem ser desativadas a qualquer momento nas configurações do celular.',
      },
      { type: 'heading', text: '4. Dados pessoais', level: 2 },
      {
        type: 'paragraph',
        text: 'Os dados são tratados conforme a nossa Política de privacidade e a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).',
      },
      { type: 'cta', label: 'Ler a Política de privacidade', href: '/institucional/politica-de-privacidade' },
    ],
  },
  {
    path: '/app-chatbot',
    kind: 'app',
    title: 'Assistente virtual',
    description: 'Tire dúvidas sobre pedidos, trocas, Clube Arena e lojas a qualquer hora.',
    feature: 'chatbot',
    seo: {
      title: 'Assistente virtual | Arena Esportes',
      description: 'Converse com o assistente virtual da Arena Esportes: status do pedido, trocas e devoluções, Clube Arena e lojas, 24 horas por dia.',
    },
    body: [
      {
        type: 'paragraph',
        text: 'O assistente responde na hora às dúvidas mais comuns. Quando precisar, ele encaminha a conversa para a nossa equipe de atendimento.',
      },
      {
        type: 'list',
        ordered: false,
        items: [
          'Status e prazo de entrega dos pedidos',
          'Como solicitar trocas e devoluções',
          'Saldo de cashback e vantagens do Clube Arena',
          'Endereços e horários das lojas',
        ],
      },
    ],
  },
  {
    path: '/avalie-o-produto',
    kind: 'app',
    feature: 'product-review',
    title: 'Avalie o produto',
    description: 'Sua opinião ajuda outros esportistas a escolher melhor.',
    seo: {
      title: 'Avalie o produto | Arena Esportes',
      description: 'Conte como foi a sua experiência com o produto que você comprou na Arena Esportes e ajude outros esportistas a escolher.',
    },
    body: [
      {
        type: 'paragraph',
        text: `Todos os produtos comprados no site, no aplicativo ou nas lojas podem ser avaliados em até ${REVIEW_WINDOW_DAYS} dias após a entrega.`,
      },
      { type: 'heading', text: 'Como avaliar', level: 2 },
      {
        type: 'list',
        ordered: true,
        items: [
          'Entre na sua conta e abra Meus pedidos',
          'Escolha o pedido e o produto que deseja avaliar',
          'Dê uma nota de 1 a 5 e conte como foi o uso no seu esporte',
        ],
      },
      { type: 'cta', label: 'Ir para Meus pedidos', href: '/account/orders' },
      {
        type: 'faq',
        items: [
          {
            question: 'Quando a minha avaliação aparece no site?',
            answer: 'Em até 3 dias úteis, depois da moderação. Avaliações com dados pessoais, links ou linguagem ofensiva não são publicadas.',
          },
          {
            question: 'Posso editar uma avaliação?',
            answer: 'Sim. Abra o pedido em Meus pedidos e escolha Editar avaliação; a nova versão passa por moderação.',
          },
          {
            question: 'Encontrei um defeito. Devo avaliar o produto?',
            answer: 'Avalie se quiser, mas para resolver o problema acione a garantia ou solicite a troca em Trocas e devoluções.',
          },
        ],
      },
    ],
  },
  {
    path: '/member/authorize',
    kind: 'app',
    title: 'Confirmando o seu acesso',
    feature: 'member-authorize',
    noindex: true,
    seo: {
      title: 'Confirmando o seu acesso | Arena Esportes',
      description: 'Estamos confirmando o seu acesso à conta Arena Esportes.',
    },
    body: [{ type: 'paragraph', text: 'Aguarde um instante: você será levado de volta para onde estava.' }],
  },
  {
    path: '/member/update',
    kind: 'app',
    title: 'Atualizando o seu cadastro',
    feature: 'member-update',
    noindex: true,
    seo: {
      title: 'Atualizando o seu cadastro | Arena Esportes',
      description: 'Estamos atualizando os dados do seu cadastro na Arena Esportes.',
    },
    body: [{ type: 'paragraph', text: 'Seus dados foram enviados. Em instantes você verá o perfil atualizado em Minha conta.' }],
  },
]
