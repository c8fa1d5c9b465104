import { Modal } from '../ui/Modal'
import { useCep } from '../../sdk/cep'
import { CepForm } from './CepForm'
import { useSubmitCep } from './useSubmitCep'
import * as styles from './Prompts.module.css'

/** The CEP modal, opened with the CEP store's openCepModal (e.g. by the header's delivery widget). */
export function CepModal() {
  const { isOpen, closeCepModal } = useCep()
  const submit = useSubmitCep()
  return (
    <Modal isOpen={isOpen} onClose={closeCepModal} title="Informe seu CEP" testId="cep-modal" height="auto">
      <p className={styles.text}>Veja o prazo de entrega e as ofertas disponíveis para a sua região.</p>
      <CepForm onSubmit={submit} autoFocus />
    </Modal>
  )
}
