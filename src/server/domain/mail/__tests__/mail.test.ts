import { generateKeyPairSync } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { MAIL_MAX_ATTEMPTS } from '../../../../config/constants'
import { openDatabase } from '../../../storage/database'
import { SqliteOutboxRepository } from '../../../storage/outbox-repository'
import { startFakeSmtp } from '../../../test-support/fake-smtp'
import { createSmtpTransport, DEFAULT_MAIL_FROM, Mailer, orderConfirmationMail, readSmtpConfig } from '..'
import type { AccountOrder } from '../../../../contracts/orders'

const order: AccountOrder = {
  orderId: '5123456789012-01',
  orderGroup: '5123456789012',
  creationDate: '2025-06-10T12:00:00.000Z',
  status: 'payment-pending',
  statusDescription: 'Pagamento pendente',
  statusHistory: [{ status: 'payment-pending', date: '2025-06-10T12:00:00.000Z' }],
  value: 37_280,
  totals: [
    { id: 'Items', name: 'Total dos Itens', value: 35_990 },
    { id: 'Shipping', name: 'Total do Frete', value: 1_290 },
  ],
  items: [
    { id: '1', productId: 'p', name: 'Bola <Hybrid>', skuName: 'Vinho', ean: '7', quantity: 1, seller: '1', price: 35_990, listPrice: 35_990, sellingPrice: 35_990, imageUrl: '/b.svg', detailUrl: '/bola/p' },
  ],
  clientProfileData: { email: 'carlos@example.com', firstName: 'Carlos', lastName: 'Pereira', isCorporate: false, corporateName: null },
  shippingData: {
    postalCode: '01310-100',
    city: 'São Paulo',
    state: 'SP',
    street: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    complement: 'Apto 12',
    receiverName: 'Carlos',
    selectedSla: 'Normal',
    deliveryChannel: 'delivery',
    shippingEstimate: '3bd',
    pickupPoint: null,
  },
  paymentData: {
    paymentSystem: 6,
    paymentSystemName: 'Boleto Bancário',
    group: 'bankInvoicePaymentGroup',
    installments: 1,
    installmentValue: 37_280,
    interestValue: 0,
    value: 37_280,
    lastDigits: null,
    instructions: { kind: 'bankInvoice', digitableLine: '99990.00005 00000.000000 00000.000000 1 10000000037280', barcode: '9'.repeat(44), dueDate: '2025-06-13', printUrl: '/checkout/boleto?og=5123456789012' },
  },
  allowCancellation: true,
  testPaymentActions: null,
  testWarehouseActions: null,
}

const brand = { storeName: 'Arena Esportes', siteUrl: 'https://loja.example' }

describe('order confirmation message', () => {
  it('says the number, items, totals, delivery and the boleto line; escapes HTML', () => {
    const mail = orderConfirmationMail(order, 'carlos@example.com', brand)
    expect(mail.subject).toBe('Pedido 5123456789012-01 recebido | Arena Esportes')
    expect(mail.text).toContain('Olá, Carlos!')
    expect(mail.text).toContain('1x Bola <Hybrid>: R$ 359,90')
    expect(mail.text).toContain('Total: R$ 372,80')
    expect(mail.text).toContain('Entrega Normal em Avenida Paulista, 1000, Apto 12 - Bela Vista, São Paulo/SP, CEP 01310-100, até 3 dias úteis.')
    expect(mail.text).toContain('vencimento 13/06/2025')
    expect(mail.text).toContain('Linha digitável: 99990.00005')
    expect(mail.text).toContain('https://loja.example/account/order/5123456789012-01')
    expect(mail.html).toContain('Bola &lt;Hybrid&gt;')
    expect(mail.html).not.toContain('<Hybrid>')
  })
})

describe('SMTP', () => {
  it('reads SMTP_URL (smtp/smtps, credentials, port) and nothing without it; STARTTLS is required but with smtps:// or a local server', () => {
    expect(readSmtpConfig({})).toBeNull()
    expect(readSmtpConfig({ SMTP_URL: 'smtp://user%40x:p%40ss@mail.example:2525' })).toEqual({
      host: 'mail.example',
      port: 2525,
      secure: false,
      requireTls: true,
      user: 'user@x',
      password: 'p@ss',
      rejectUnauthorized: true,
      dkim: null,
    })
    expect(readSmtpConfig({ SMTP_URL: 'smtps://mail.example', SMTP_TLS_REJECT_UNAUTHORIZED: 'false' })).toMatchObject({ port: 465, secure: true, requireTls: false, user: null, rejectUnauthorized: false })
    for (const local of ['localhost', '127.0.0.1', '[::1]', 'mail.localhost']) {
      expect(readSmtpConfig({ SMTP_URL: `smtp://u:p@${local}:25` })).toMatchObject({ requireTls: false })
    }
    expect(readSmtpConfig({ SMTP_URL: 'smtp://u:p@10.0.0.5:25' })).toMatchObject({ requireTls: true })
    expect(() => readSmtpConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/smtp/)
  })

  it('reads DKIM from SMTP_DKIM_* (all three, the key a PEM file), and refuses a partial or unreadable one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dkim-'))
    const keyFile = path.join(dir, 'dkim.pem')
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    fs.writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }))
    const env = { SMTP_URL: 'smtps://mail.example', SMTP_DKIM_DOMAIN: 'arenaesportes.com.br', SMTP_DKIM_SELECTOR: 'loja', SMTP_DKIM_PRIVATE_KEY_FILE: keyFile }
    expect(readSmtpConfig(env)?.dkim).toMatchObject({ domainName: 'arenaesportes.com.br', keySelector: 'loja', privateKey: expect.stringContaining('PRIVATE KEY-----') })
    expect(() => readSmtpConfig({ ...env, SMTP_DKIM_SELECTOR: '' })).toThrow('DKIM needs SMTP_DKIM_DOMAIN, SMTP_DKIM_SELECTOR and SMTP_DKIM_PRIVATE_KEY_FILE together')
    expect(() => readSmtpConfig({ ...env, SMTP_DKIM_PRIVATE_KEY_FILE: path.join(dir, 'missing.pem') })).toThrow(/cannot read/)
    fs.rmSync(dir, { recursive: true })
  })

  it('refuses to send credentials (or anything) to a server that offers no STARTTLS when TLS is required', async () => {
    const smtp = await startFakeSmtp()
    const config = { ...readSmtpConfig({ SMTP_URL: `smtp://loja:segredo@127.0.0.1:${smtp.port}` })!, requireTls: true }
    const transport = createSmtpTransport(config)
    try {
      await expect(transport.send({ from: DEFAULT_MAIL_FROM, to: 'carlos@example.com', subject: 'Pedido', text: 'olá', html: '<p>olá</p>' })).rejects.toThrow(/STARTTLS/)
      // It asks for STARTTLS (refused: 502) and stops there: no AUTH, no MAIL.
      expect(smtp.commands.map((command) => command.split(' ')[0])).toEqual(['EHLO', 'STARTTLS'])
      expect(smtp.received).toEqual([])
    } finally {
      transport.close()
      await smtp.close()
    }
  })

  it('signs with DKIM when configured', async () => {
    const smtp = await startFakeSmtp()
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const config = readSmtpConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })!
    const transport = createSmtpTransport({
      ...config,
      dkim: { domainName: 'arenaesportes.com.br', keySelector: 'loja', privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
    })
    try {
      await transport.send({ from: DEFAULT_MAIL_FROM, to: 'carlos@example.com', subject: 'Pedido recebido', text: 'olá', html: '<p>olá</p>' })
      expect(smtp.received[0].data).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed;\s+d=arenaesportes\.com\.br;[^]*\bs=loja;/m)
      expect(smtp.received[0].data).toContain('Subject: Pedido recebido')
      expect(smtp.received[0].data).toContain('multipart/alternative')
    } finally {
      transport.close()
      await smtp.close()
    }
  })

  it('the outbox keeps every message; with SMTP the pending ones are sent, a refused one is retried then failed', async () => {
    const db = openDatabase(':memory:')
    const outbox = new SqliteOutboxRepository(db)
    const smtp = await startFakeSmtp()
    const refusing = await startFakeSmtp({ refuseRecipient: true })
    try {
      const offline = new Mailer(outbox, null, DEFAULT_MAIL_FROM)
      offline.queue('order-confirmation', orderConfirmationMail(order, 'carlos@example.com', brand), new Date())
      expect(await offline.deliverPending()).toBe(0)
      expect(offline.recent(10)[0]).toMatchObject({ status: 'pending', to: 'carlos@example.com', attempts: 0 })

      const config = readSmtpConfig({ SMTP_URL: `smtp://loja:segredo@127.0.0.1:${smtp.port}` })!
      const mailer = new Mailer(outbox, createSmtpTransport(config), DEFAULT_MAIL_FROM)
      expect(await mailer.deliverPending()).toBe(1)
      expect(mailer.recent(10)[0]).toMatchObject({ status: 'sent', attempts: 1 })
      expect(smtp.received[0]).toMatchObject({ from: 'nao-responda@arenaesportes.com.br', to: ['carlos@example.com'], auth: '\u0000loja\u0000segredo' })
      expect(smtp.received[0].data).toContain('Pedido 5123456789012-01 recebido')
      // A local server: no STARTTLS required (the fake offers none), AUTH PLAIN, then the message.
      expect(smtp.commands.map((command) => command.split(' ')[0])).toEqual(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA'])
      mailer.close()

      mailer.queue('password-reset', { to: 'x@example.com', subject: 'Redefinir senha', text: 'link', html: '<a>link</a>' }, new Date())
      const failing = new Mailer(outbox, createSmtpTransport({ ...config, port: refusing.port }), DEFAULT_MAIL_FROM)
      for (let attempt = 0; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) expect(await failing.deliverPending()).toBe(0)
      expect(failing.recent(1)[0]).toMatchObject({ kind: 'password-reset', status: 'failed', attempts: MAIL_MAX_ATTEMPTS })
      expect(failing.recent(1)[0].lastError).toMatch(/550/)
      expect(await failing.deliverPending()).toBe(0)
      failing.close()
    } finally {
      await smtp.close()
      await refusing.close()
      db.close()
    }
  })
})
