import type { CSSProperties } from 'react'

import { HELP_MODAL_WIDE_WIDTH_PX, HELP_MODAL_WIDTH_PX } from '../../../config/constants'
import { Modal } from '../../../components/ui/Modal'
import * as styles from './AccountMenu.module.css'

export interface HelpModalProps {
  isOpen: boolean
  onClose: () => void
}

/** Customer-service channel of the help modal. */
export const WHATSAPP_URL = 'https://wa.me/551140044004'

const sizes = { '--help-narrow': `${HELP_MODAL_WIDTH_PX}px`, '--help-wide': `${HELP_MODAL_WIDE_WIDTH_PX}px` } as CSSProperties

/** 'Preciso de ajuda': the customer-service channels, 343 px wide (375 px on wider screens). */
export function HelpModal({ isOpen, onClose }: HelpModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Acesse nossos canais de atendimento"
      width="var(--help-size)"
      height="auto"
      className={styles.helpModal}
      style={sizes}
      testId="help-modal"
    >
      <a className={styles.whatsapp} href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer">
        Fale conosco pelo whatsapp
      </a>
    </Modal>
  )
}
