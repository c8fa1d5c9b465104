import { RETAILER_SELLER_ID, SIZE_GUIDE_MODAL_HEIGHT } from '../../config/constants'
import type { PdpSizeGuide } from '../../lib/product/types'
import { Modal } from '../ui'
import * as styles from './Product.module.css'

export interface SizeGuideModalProps {
  isOpen: boolean
  onClose: () => void
  guide: PdpSizeGuide
  /** The variation the guide is opened from; the recommendation is only for 'Tamanho'. */
  field: string
  sellerId: string | null
}

/** Whether the recommendation shows: only for the field Tamanho, the retailer's seller (1), and when one exists. */
export function showsRecommendation(guide: PdpSizeGuide, field: string, sellerId: string | null): boolean {
  return field === 'Tamanho' && sellerId === RETAILER_SELLER_ID && Boolean(guide.recommendation)
}

/** Size guide (90vh): recommendation, how to measure and the size tables. */
export function SizeGuideModal({ isOpen, onClose, guide, field, sellerId }: SizeGuideModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Guia de tamanhos" height={SIZE_GUIDE_MODAL_HEIGHT} fixedHeight width={720} testId="size-guide">
      <div className={styles.sizeGuide}>
        {showsRecommendation(guide, field, sellerId) && (
          <p className={styles.recommendation} data-testid="size-recommendation">
            {guide.recommendation}
          </p>
        )}
        {guide.how_to_measure.length > 0 && (
          <section>
            <h3>Como medir</h3>
            {guide.how_to_measure.map((measure) => (
              <div key={measure.title} className={styles.measure}>
                {measure.imageUrl && <img src={measure.imageUrl} alt="" width={96} height={96} loading="lazy" />}
                <div>
                  <h4>{measure.title}</h4>
                  {measure.subtitle && <p className={styles.muted}>{measure.subtitle}</p>}
                  <p>{measure.description}</p>
                  {measure.details.length > 0 && (
                    <dl className={styles.details}>
                      {measure.details.map((detail) => (
                        <div key={detail.label}>
                          <dt>{detail.label}</dt>
                          <dd>{detail.value}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </div>
              </div>
            ))}
          </section>
        )}
        {guide.conception_sizes_details.map((table) => (
          <section key={table.name}>
            <h3>
              {table.name} <span className={styles.muted}>({table.unit_of_reference})</span>
            </h3>
            <table className={styles.sizeTable}>
              <thead>
                <tr>
                  <th scope="col">Tamanho</th>
                  <th scope="col">Medida</th>
                </tr>
              </thead>
              <tbody>
                {table.sizes.map((size) => (
                  <tr key={size.label}>
                    <th scope="row">{size.label}</th>
                    <td>{size.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
    </Modal>
  )
}
