import crypto from 'node:crypto'

import { SCREENING_STEPS, SELLER_STATUS_DESCRIPTIONS, type SellerApplicationStatus, type SellerApplicationStatusView } from '../contract'
import type { SellerApplicationInput } from '../schemas'

/** An application as stored. */
export interface StoredSellerApplication extends SellerApplicationInput {
  protocol: string
  status: SellerApplicationStatus
  createdAt: string
  updatedAt: string
}

/** Where applications are kept. */
export interface SellerApplicationRepository {
  /** False when the protocol is taken. */
  insert(application: StoredSellerApplication): boolean
  get(protocol: string): StoredSellerApplication | null
  /** The applications of a CNPJ, newest first. */
  listByCnpj(cnpj: string): StoredSellerApplication[]
}

export class SellerApplicationError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'SellerApplicationError'
  }
}

const PROTOCOL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A new protocol, MP-XXXX-XXXX, from 8 random characters of an alphabet without look-alikes. */
export function newProtocol(randomIndex: (max: number) => number = crypto.randomInt): string {
  const chars = Array.from({ length: 8 }, () => PROTOCOL_ALPHABET[randomIndex(PROTOCOL_ALPHABET.length)])
  return `MP-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}

/** Which screening steps a status has passed. */
const STEPS_DONE: Readonly<Record<SellerApplicationStatus, number>> = { received: 1, 'in-review': 2, approved: SCREENING_STEPS.length, rejected: SCREENING_STEPS.length }

export function statusViewOf(application: StoredSellerApplication): SellerApplicationStatusView {
  const done = STEPS_DONE[application.status]
  return {
    protocol: application.protocol,
    companyName: application.companyName,
    status: application.status,
    statusDescription: SELLER_STATUS_DESCRIPTIONS[application.status],
    createdAt: application.createdAt,
    updatedAt: application.updatedAt,
    steps: SCREENING_STEPS.map((label, index) => ({ label, done: index < done })),
  }
}

/** Statuses of an application still being decided (a CNPJ has at most one). */
const OPEN: ReadonlySet<SellerApplicationStatus> = new Set(['received', 'in-review'])

const PROTOCOL_ATTEMPTS = 5

/**
 * Marketplace seller applications: a company applies once at a time (a CNPJ
 * with an open application cannot apply again) and gets a protocol; the
 * screening status is shown to whoever has both the protocol and the CNPJ.
 */
export class SellerApplications {
  constructor(
    private readonly store: SellerApplicationRepository,
    private readonly now: () => Date = () => new Date(),
    private readonly protocol: () => string = () => newProtocol(),
  ) {}

  apply(input: SellerApplicationInput): SellerApplicationStatusView {
    if (this.store.listByCnpj(input.cnpj).some((application) => OPEN.has(application.status))) {
      throw new SellerApplicationError('cnpj', 'Já existe um cadastro deste CNPJ em triagem. Acompanhe-o com o protocolo recebido.')
    }
    const at = this.now().toISOString()
    for (let attempt = 0; attempt < PROTOCOL_ATTEMPTS; attempt += 1) {
      const application: StoredSellerApplication = { ...input, protocol: this.protocol(), status: 'received', createdAt: at, updatedAt: at }
      if (this.store.insert(application)) return statusViewOf(application)
    }
    throw new Error('Could not draw a free protocol')
  }

  /** The status of the application with this protocol and CNPJ; null when they do not match one. */
  statusOf(protocol: string, cnpj: string): SellerApplicationStatusView | null {
    const application = this.store.get(protocol)
    return application && application.cnpj === cnpj ? statusViewOf(application) : null
  }
}
