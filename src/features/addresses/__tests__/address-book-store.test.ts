import type { MemberAddress } from '../../../contracts/session'
import { addressBookActions, addressBookReducer, AddressBookStore, favouriteAddress, initialAddressBookState, type AddressBookGateway } from '../state'

const address = (id: string, favourite = false) => ({ id, is_favorite: favourite, postal_code: '01310-100' }) as MemberAddress

describe('address book store', () => {
  it('reduces loads and changes; a failed change keeps the book', () => {
    let state = addressBookReducer(initialAddressBookState, addressBookActions.loaded([address('a', true)]))
    state = addressBookReducer(state, addressBookActions.changeStarted('a'))
    expect(state).toEqual({ status: 'ready', addresses: [address('a', true)], busyId: 'a' })
    state = addressBookReducer(state, addressBookActions.changeFailed())
    expect(state).toEqual({ status: 'ready', addresses: [address('a', true)], busyId: null })
    expect(favouriteAddress(state)?.id).toBe('a')
    expect(() => addressBookReducer(state, { type: 'x' } as never)).toThrow('Unknown action of address book')
  })

  it('tells its listener about every new book, and rejects a refused change without touching the book', async () => {
    const heard: MemberAddress[][] = []
    const gateway: AddressBookGateway = {
      list: async () => [address('a', true)],
      add: async () => [address('a'), address('b', true)],
      update: async () => Promise.reject(new Error('400')),
      remove: async () => [],
      makeFavourite: async () => [address('a', true), address('b')],
    }
    const store = new AddressBookStore(gateway, (book) => heard.push(book))
    await store.load()
    await store.add({})
    expect(favouriteAddress(store.getState())?.id).toBe('b')
    await expect(store.update('a', {})).rejects.toThrow('400')
    expect(store.getState()).toMatchObject({ status: 'ready', busyId: null })
    await store.makeFavourite('a')
    expect(heard.map((book) => book.find((a) => a.is_favorite)?.id)).toEqual(['b', 'a'])
  })

  it('fails its load quietly (logged)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const store = new AddressBookStore({ list: () => Promise.reject(new Error('down')) } as unknown as AddressBookGateway)
    await store.load()
    expect(store.getState()).toEqual({ status: 'failed' })
    error.mockRestore()
  })
})
