/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'

import { ChatPanel } from '../ChatPanel'
import { ChatWidget } from '../ChatWidget'
import { CHAT_FALLBACK, CHAT_TOPICS, hasChatWidget, topicOf } from '../chat-topics'

jest.mock('gatsby', () => ({ Link: jest.requireActual('../../../test-support/gatsby-mock').Link }))

describe('hasChatWidget', () => {
  it.each(['/atendimento', '/atendimento/', '/account', '/account/', '/account/orders', '/account/order/1000000000000-01'])('loads on %s', (path) => {
    expect(hasChatWidget(path)).toBe(true)
  })
  it.each(['/', '/clube', '/lojas', '/accounting', '/app-chatbot', '/atendimento-empresas'])('is removed on %s', (path) => {
    expect(hasChatWidget(path)).toBe(false)
  })
})

describe('topicOf', () => {
  it('recognises topics ignoring case and accents', () => {
    expect(topicOf('Onde está meu PEDIDO?')?.id).toBe('pedido')
    expect(topicOf('quero fazer uma devolução')?.id).toBe('troca')
    expect(topicOf('Qual o horário da loja?')?.id).toBe('lojas')
    expect(topicOf('saldo de cashback')?.id).toBe('clube')
    expect(topicOf('quero falar com um atendente')?.id).toBe('pessoa')
  })
  it('returns null for anything else', () => {
    expect(topicOf('bom dia')).toBeNull()
  })
})

describe('ChatPanel', () => {
  it('answers a quick topic with its link', () => {
    render(<ChatPanel />)
    const topic = CHAT_TOPICS[1]
    fireEvent.click(screen.getByRole('button', { name: topic.label }))
    expect(screen.getByText(topic.answer)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: topic.link.label })).toHaveAttribute('href', topic.link.href)
  })

  it('answers a typed question, falling back to the human channels', () => {
    render(<ChatPanel />)
    const field = screen.getByLabelText('Escreva a sua pergunta')
    fireEvent.change(field, { target: { value: 'Meu pedido não chegou' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(screen.getByText(CHAT_TOPICS[0].answer)).toBeInTheDocument()
    expect(field).toHaveValue('')
    fireEvent.change(field, { target: { value: 'bom dia' } })
    fireEvent.submit(field.closest('form')!)
    expect(screen.getByText(CHAT_FALLBACK.answer)).toBeInTheDocument()
  })
})

describe('ChatWidget', () => {
  it('opens and closes the assistant from its button and with Escape', () => {
    render(<ChatWidget />)
    const launcher = screen.getByRole('button', { name: 'Precisa de ajuda?' })
    expect(launcher).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(launcher)
    expect(launcher).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByTestId('chat-panel')).toBeInTheDocument()
    expect(screen.getByLabelText('Escreva a sua pergunta')).toHaveFocus()
    fireEvent.keyDown(window, { key: 'Escape' })
    expect(screen.queryByTestId('chat-panel')).toBeNull()
  })
})
