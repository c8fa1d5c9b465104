import { useState } from 'react'

import { addressBookApi } from '../client'
import { useAddressBook, type AddressBookGateway } from '../state'
import { useToast } from '../../../sdk/toast'
import * as styles from '../../../components/account-ui/AccountPages.module.css'
import { AddressLines } from '../../../components/account-ui/AddressLines'
import { EmptyState } from '../../../components/account-ui/EmptyState'
import { Button } from '../../../components/ui/Button'
import { AddressForm } from './AddressForm'
import * as own from './Addresses.module.css'

type Editing = { mode: 'none' } | { mode: 'new' } | { mode: 'edit'; id: string }

export interface AddressBookViewProps {
  recipient: { firstname: string; lastname: string }
  /** The book changed: the account reloads the profile (the favourite feeds the CEP prompt). */
  onChange: () => void
  gateway?: AddressBookGateway
}

/** /account/addresses: the address book — add (CEP lookup), edit, delete and choose the favourite. */
export function AddressBookView({ recipient, onChange, gateway }: AddressBookViewProps) {
  const [book] = useState(() => gateway ?? addressBookApi)
  const { state, store } = useAddressBook(book, onChange)
  const [editing, setEditing] = useState<Editing>({ mode: 'none' })
  const [confirming, setConfirming] = useState<string | null>(null)
  const { pushToast } = useToast()

  if (state.status !== 'ready') {
    return state.status === 'failed' ? (
      <EmptyState title="Não foi possível carregar seus endereços" text="Tente novamente em alguns instantes." />
    ) : (
      <p className={styles.loading} role="status">
        Carregando seus endereços…
      </p>
    )
  }

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run()
      pushToast({ text: done, variant: 'success' })
    } catch (error) {
      console.error('address book change failed', error)
      pushToast({ text: 'Não foi possível alterar o endereço. Tente novamente.', variant: 'error' })
    }
  }

  return (
    <div className={styles.stack} data-testid="address-book">
      {state.addresses.length === 0 && editing.mode !== 'new' && (
        <EmptyState title="Nenhum endereço cadastrado" text="Cadastre um endereço para receber suas compras e ver prazos de entrega da sua região." />
      )}
      <ul className={own.list}>
        {state.addresses.map((address) => (
          <li key={address.id} className={styles.card} data-testid="address-card">
            {editing.mode === 'edit' && editing.id === address.id ? (
              <AddressForm address={address} recipient={recipient} save={(input) => store.update(address.id, input)} onDone={() => setEditing({ mode: 'none' })} />
            ) : (
              <>
                <AddressLines withRecipient address={address} />
                <div className={own.actions}>
                  {!address.is_favorite && (
                    <Button variant="secondary" size="small" disabled={state.busyId !== null} onClick={() => void act(() => store.makeFavourite(address.id), 'Endereço favorito atualizado.')}>
                      Tornar favorito <span className="visually-hidden">: {address.title}</span>
                    </Button>
                  )}
                  <Button variant="tertiary" size="small" onClick={() => setEditing({ mode: 'edit', id: address.id })}>
                    Editar <span className="visually-hidden">{address.title}</span>
                  </Button>
                  {confirming === address.id ? (
                    <>
                      <Button
                        variant="secondary"
                        size="small"
                        disabled={state.busyId !== null}
                        onClick={() => void act(() => store.remove(address.id), 'Endereço excluído.').then(() => setConfirming(null))}
                      >
                        Confirmar exclusão
                      </Button>
                      <Button variant="link" size="small" onClick={() => setConfirming(null)}>
                        Manter
                      </Button>
                    </>
                  ) : (
                    <Button variant="link" size="small" onClick={() => setConfirming(address.id)}>
                      Excluir <span className="visually-hidden">{address.title}</span>
                    </Button>
                  )}
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing.mode === 'new' ? (
        <section className={styles.card} aria-labelledby="new-address-title">
          <h2 id="new-address-title" className={styles.cardTitle}>
            Novo endereço
          </h2>
          <AddressForm recipient={recipient} save={(input) => store.add(input)} onDone={() => setEditing({ mode: 'none' })} />
        </section>
      ) : (
        <div>
          <Button onClick={() => setEditing({ mode: 'new' })}>Adicionar endereço</Button>
        </div>
      )}
    </div>
  )
}
