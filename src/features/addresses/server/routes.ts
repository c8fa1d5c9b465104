import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { addressSchema } from '../../../contracts/schemas/account-forms'
import type { MemberAddress } from '../../../contracts/session'
import type { RequestAuth } from '../../../server/auth/session'
import { AddressBookError, type AddressBook } from './service'
import { HttpError, notFound } from '../../../server/http/errors'
import { fieldError, NO_STORE, readForm } from '../../../server/api/forms'

const addressParams = z.object({ id: z.string().min(1).max(64) })

export interface AddressRoutesOptions {
  auth: RequestAuth
  addressBook: AddressBook
}

/** The address book's refusals as JSON errors: 404 for an unknown (or another member's) address. */
async function change(write: () => MemberAddress[] | Promise<MemberAddress[]>): Promise<{ addresses: MemberAddress[] }> {
  try {
    return { addresses: await write() }
  } catch (error) {
    if (error instanceof AddressBookError) {
      if (error.kind === 'not-found') throw notFound(error.message, 'ADDRESS_NOT_FOUND')
      if (error.kind === 'full') throw new HttpError(409, 'ADDRESS_BOOK_FULL', error.message)
      if (error.kind === 'unavailable') throw new HttpError(502, 'UPSTREAM_UNAVAILABLE', error.message)
      throw fieldError(error.field, error.message)
    }
    throw error
  }
}

/**
 * The member's address book (the account pages and the checkout):
 * GET/POST /api/account/addresses, PUT/DELETE /api/account/addresses/{id},
 * POST /api/account/addresses/{id}/favorite. Each answer is the whole book.
 */
export async function addressBookRoutes(app: FastifyInstance, { auth, addressBook }: AddressRoutesOptions): Promise<void> {
  app.get('/account/addresses', async (request, reply) => {
    const member = auth.requireMember(request)
    reply.headers(NO_STORE)
    return { addresses: addressBook.list(member.id) }
  })

  app.post('/account/addresses', async (request, reply) => {
    const member = auth.requireMember(request)
    const input = readForm(addressSchema, request.body)
    reply.headers(NO_STORE).status(201)
    return change(() => addressBook.add(member.id, input))
  })

  app.put('/account/addresses/:id', async (request, reply) => {
    const member = auth.requireMember(request)
    const { id } = addressParams.parse(request.params)
    const input = readForm(addressSchema, request.body)
    reply.headers(NO_STORE)
    return change(() => addressBook.update(member.id, id, input))
  })

  app.delete('/account/addresses/:id', async (request, reply) => {
    const member = auth.requireMember(request)
    const { id } = addressParams.parse(request.params)
    reply.headers(NO_STORE)
    return change(() => addressBook.remove(member.id, id))
  })

  app.post('/account/addresses/:id/favorite', async (request, reply) => {
    const member = auth.requireMember(request)
    const { id } = addressParams.parse(request.params)
    reply.headers(NO_STORE)
    return change(() => addressBook.makeFavourite(member.id, id))
  })
}
