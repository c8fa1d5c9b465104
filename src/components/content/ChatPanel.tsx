import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { SmartLink } from '../ui/SmartLink'
import { CHAT_FALLBACK, CHAT_GREETING, CHAT_TOPICS, topicOf, type ChatTopic } from './chat-topics'
import * as styles from './Chat.module.css'

interface Message {
  from: 'bot' | 'user'
  text: string
  link?: ChatTopic['link']
}

const GREETING: Message = { from: 'bot', text: CHAT_GREETING }

export interface ChatPanelProps {
  /** Heading of the conversation. */
  title?: string
  /** Focus the question field when the panel opens (the floating widget). */
  autoFocus?: boolean
}

/** The assistant's conversation: quick topics, a question field and the answers, announced politely. */
export function ChatPanel({ title = 'Assistente Arena', autoFocus = false }: ChatPanelProps) {
  const [messages, setMessages] = useState<Message[]>([GREETING])
  const [question, setQuestion] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const log = useRef<HTMLOListElement>(null)
  const inputId = useId()
  const titleId = useId()

  useEffect(() => {
    if (autoFocus) input.current?.focus()
  }, [autoFocus])

  useEffect(() => {
    const element = log.current
    if (element) element.scrollTop = element.scrollHeight
  }, [messages])

  const ask = (text: string, topic: ChatTopic | null) => {
    const reply = topic ?? CHAT_FALLBACK
    setMessages((current) => [...current, { from: 'user', text }, { from: 'bot', text: reply.answer, link: reply.link }])
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const text = question.trim()
    if (!text) return
    ask(text, topicOf(text))
    setQuestion('')
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="chat-panel">
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ol ref={log} className={styles.log} aria-live="polite" aria-label="Conversa">
        {messages.map((message, index) => (
          <li key={index} className={message.from === 'bot' ? styles.bot : styles.user}>
            <span className="visually-hidden">{message.from === 'bot' ? 'Assistente: ' : 'Você: '}</span>
            {message.text}
            {message.link && (
              <>
                {' '}
                <SmartLink href={message.link.href} className={styles.answerLink}>
                  {message.link.label}
                </SmartLink>
              </>
            )}
          </li>
        ))}
      </ol>
      <ul className={styles.topics} aria-label="Assuntos">
        {CHAT_TOPICS.map((topic) => (
          <li key={topic.id}>
            <button type="button" className={styles.topic} onClick={() => ask(topic.label, topic)}>
              {topic.label}
            </button>
          </li>
        ))}
      </ul>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Escreva a sua pergunta
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder="Escreva a sua pergunta"
          autoComplete="off"
          maxLength={200}
        />
        <button type="submit" className={styles.send}>
          Enviar
        </button>
      </form>
    </section>
  )
}
