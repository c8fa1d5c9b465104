import { EXCHANGE_WINDOW_DAYS } from '../../config/constants'

/**
 * The local assistant of the chat widget (/atendimento, account pages) and of
 * /app-chatbot: it recognises a few topics by keyword and points to the page
 * that solves them; anything else goes to the human channels.
 */
export interface ChatTopic {
  id: string
  /** Quick-reply button text. */
  label: string
  /** Accent-free, lowercase word stems that identify the topic in a typed question. */
  keywords: readonly string[]
  answer: string
  link: { label: string; href: string }
}

export const CHAT_TOPICS: readonly ChatTopic[] = [
  {
    id: 'pedido',
    label: 'Onde está o meu pedido?',
    keywords: ['pedido', 'entrega', 'rastre', 'chegou', 'prazo', 'compra'],
    answer: 'Você acompanha o status e a previsão de entrega de cada pedido em Minha conta, na seção Meus pedidos.',
    link: { label: 'Abrir Meus pedidos', href: '/account/orders' },
  },
  {
    id: 'troca',
    label: 'Quero trocar ou devolver',
    keywords: ['troc', 'devol', 'defeito', 'tamanho', 'arrependi', 'estorno'],
    answer: `Você tem até ${EXCHANGE_WINDOW_DAYS} dias após o recebimento para trocar ou devolver, pelo site ou em qualquer loja.`,
    link: { label: 'Ver trocas e devoluções', href: '/servicos/trocas-e-devolucoes' },
  },
  {
    id: 'lojas',
    label: 'Endereços e horários das lojas',
    keywords: ['loja', 'horario', 'endereco', 'retir', 'aberta', 'shopping'],
    answer: 'Temos lojas em várias capitais, com retirada grátis em até 2 horas. Veja endereços, telefones e horários.',
    link: { label: 'Encontrar uma loja', href: '/lojas' },
  },
  {
    id: 'clube',
    label: 'Clube Arena e cashback',
    keywords: ['clube', 'cashback', 'saldo', 'pontos', 'garantia'],
    answer: 'No Clube Arena você recebe até 5% de cashback e tem garantia estendida nas marcas Arena. O cadastro é gratuito.',
    link: { label: 'Conhecer o Clube', href: '/clube' },
  },
  {
    id: 'pessoa',
    label: 'Falar com uma pessoa',
    keywords: ['atendente', 'pessoa', 'humano', 'whatsapp', 'telefone', 'ligar', 'reclama'],
    answer: 'Nossa equipe atende todos os dias, das 8h às 22h, pelo WhatsApp e pelo telefone 0800 600 1234.',
    link: { label: 'Ver canais de atendimento', href: '/atendimento' },
  },
]

export const CHAT_GREETING = 'Olá! Sou a assistente virtual da Arena Esportes. Sobre o que você quer falar?'

export const CHAT_FALLBACK: Pick<ChatTopic, 'answer' | 'link'> = {
  answer: 'Ainda não sei responder a isso. Escolha um dos assuntos abaixo ou fale com a nossa equipe.',
  link: { label: 'Ver canais de atendimento', href: '/atendimento' },
}

const fold = (text: string): string => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()

/** The topic a typed question is about (the one with most keyword hits), or null. */
export function topicOf(question: string, topics: readonly ChatTopic[] = CHAT_TOPICS): ChatTopic | null {
  const text = fold(question)
  let best: { topic: ChatTopic; hits: number } | null = null
  for (const topic of topics) {
    const hits = topic.keywords.filter((keyword) => text.includes(keyword)).length
    if (hits > 0 && (!best || hits > best.hits)) best = { topic, hits }
  }
  return best?.topic ?? null
}

// Kept here for its callers; it lives apart so pages can ask it without loading the topics.
export { hasChatWidget } from './chat-widget-paths'
