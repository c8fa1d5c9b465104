import {
  GIFT_CARD_CONFIRM_ACCEPT,
  GIFT_CARD_CONFIRM_CANCEL,
  GIFT_CARD_CONFIRM_TEXT,
  GIFT_CARD_CONFIRM_TITLE,
} from '../../lib/product/gift-card'
import { Button, Modal } from '../ui'
import * as styles from './Product.module.css'

export interface GiftCardConfirmProps {
  onConfirm: () => void
  onCancel: () => void
}

/** The gift card rule's confirm step: the gift card cannot share the cart, so confirming empties it first. */
export function GiftCardConfirm({ onConfirm, onCancel }: GiftCardConfirmProps) {
  return (
    <Modal isOpen onClose={onCancel} title={GIFT_CARD_CONFIRM_TITLE} testId="gift-card-confirm" height="auto">
      <p className={styles.confirmText}>{GIFT_CARD_CONFIRM_TEXT}</p>
      <div className={styles.confirmActions}>
        <Button variant="primary" block onClick={onConfirm}>
          {GIFT_CARD_CONFIRM_ACCEPT}
        </Button>
        <Button variant="secondary" block onClick={onCancel}>
          {GIFT_CARD_CONFIRM_CANCEL}
        </Button>
      </div>
    </Modal>
  )
}
