import { lazy, memo, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react'

import { formatCents } from '../../config/money'
import { giftCardErrors, type GiftCardData } from '../../lib/product/gift-card'
import { skuPath } from '../../lib/product/sku-path'
import { discountLabel } from '../../lib/product/price'
import type { PdpProduct, PdpSku } from '../../lib/product/types'
import { useTrackEvent } from '../analytics/useTrackEvent'
import { lazyPart, lazyPartMarker } from '../lazy/lazy-part'
import { useNearViewportOrIdle } from '../lazy/useNearViewportOrIdle'
import { loadProductReviewsSection } from '../../features/reviews'
import { WishlistHeart } from '../../features/wishlist'
import { useCart } from '../../sdk/cart'
import { BuyButtons } from './BuyButtons'
import { buyItemFor } from './buy-item'
import { buyState } from './buy-state'
import { Flags } from './Flags'
import { FreightSimulation } from './FreightSimulation'
import { Gallery } from './Gallery'
import { useLiveProduct } from './live'
import { PriceBox } from './PriceBox'
import { useProductRecommendations } from './recommendations'
import * as styles from './Product.module.css'
import type { BuyMode } from './buy-types'
import { useBuy } from './useBuy'
import { useSkuSelection } from './useSkuSelection'
import { VariationSelectors } from './VariationSelectors'
import type { CardActions } from './SimilarProducts'

// Only the gift card's page has the form: its code is a chunk of its own, in the static HTML and
// loaded before the page hydrates (the info section names it).
const GiftCardForm = lazyPart('gift-card-form', () => import(/* webpackChunkName: "gift-card-form" */ './GiftCardForm').then((module) => module.GiftCardForm))

// Below the fold or on demand: loaded apart so the first paint hydrates less code. The reviews (not
// in the static HTML: they are read from the API) load when the description nears the viewport or
// once the browser is idle after the first paint.
// The parts that change neither with the cart nor with the pressed buttons are memoised: a press on
// "Adicionar ao carrinho" re-rendered the whole page, its shelves' cards and their pictures included
// (97 components, then 172 with the cart's change, on a phone at 4× slower CPU).
const ProductReviewsSection = lazy(() => loadProductReviewsSection().then((Section) => ({ default: memo(Section) })))
const BuyTogether = lazy(() => import('./BuyTogether').then((m) => ({ default: memo(m.BuyTogether) })))
const SimilarProducts = lazy(() => import('./SimilarProducts').then((m) => ({ default: memo(m.SimilarProducts) })))
const ProductGallery = memo(Gallery)
const ProductFreight = memo(FreightSimulation)
const SizeGuideModal = lazy(() => import('./SizeGuideModal').then((m) => ({ default: m.SizeGuideModal })))

const NO_IMAGES: PdpSku['images'] = []

const emptyGiftCard: GiftCardData = { name: '', email: '', message: '', faceImage: '', value: '' }

/** The product page body: gallery, prices, selection, buy buttons, freight, cross-sell and details. */
export function ProductView({ product: staticProduct, cardActions }: { product: PdpProduct; cardActions?: CardActions }) {
  const { product } = useLiveProduct(staticProduct)
  const selection = useSkuSelection(product)
  const { sku, offer, missing, selectSku } = selection
  const cart = useCart()
  const { buy, busy, dialog } = useBuy()
  const [showMissing, setShowMissing] = useState(false)
  const [sizeGuideOpen, setSizeGuideOpen] = useState(false)
  const [giftCard, setGiftCard] = useState<GiftCardData>(emptyGiftCard)
  const [giftCardTouched, setGiftCardTouched] = useState(false)

  // A SKU asked for by the address (?skuId=), applied after hydration.
  const skuParamApplied = useRef(false)
  useEffect(() => {
    if (skuParamApplied.current) return
    skuParamApplied.current = true
    const skuId = new URLSearchParams(window.location.search).get('skuId')
    if (skuId) selectSku(skuId)
  }, [selectSku])

  // view_item for the product shown and again for each SKU change. A ?skuId= of this
  // product still to be applied (the effect above) is waited for, so the first event has it.
  const trackEvent = useTrackEvent()
  const viewedKey = useRef<string | null>(null)
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('skuId')
    if (viewedKey.current === null && asked && asked !== sku?.id && product.skus.some((s) => s.id === asked)) return
    const key = `${product.id}:${sku?.id ?? ''}`
    if (viewedKey.current === key) return
    viewedKey.current = key
    void trackEvent('viewItem', product, sku ?? undefined)
  }, [product, sku, trackEvent])
  const showcases = useProductRecommendations(product.id)
  const details = useRef<HTMLElement>(null)
  const reviewsWanted = useNearViewportOrIdle(details)

  const choose = (name: string, value: string) => {
    const next = selection.choose(name, value)
    setShowMissing(false)
    if (next && name === product.variationNames[0]) window.history.replaceState(window.history.state, '', skuPath(product.path, next.id))
  }

  // The gallery follows a chosen SKU in a render of its own, after the pressed button, the price and
  // the buy box have painted: its pictures are new elements (the slider's too).
  const gallerySku = useDeferredValue(sku)

  const state = buyState(sku, offer, cart)
  const gcErrors = product.isGiftCard ? giftCardErrors(giftCard) : {}

  const onBuy = (mode: BuyMode) => {
    const chosen = selection.chosenSku
    if (!chosen || missing.length > 0) {
      setShowMissing(true)
      return
    }
    if (product.isGiftCard && Object.keys(gcErrors).length > 0) {
      setGiftCardTouched(true)
      return
    }
    const chosenOffer = chosen.offers.find((o) => o.quantity > 0) ?? chosen.offers[0]
    if (!chosenOffer) return
    void buy(
      buyItemFor(product, chosen, chosenOffer),
      mode,
      product.isGiftCard
        ? { ...giftCard, faceImage: chosen.images[0]?.url ?? '', value: String(chosenOffer.price) }
        : undefined,
    )
  }

  const sizeName = product.variationNames.includes('Tamanho') ? 'Tamanho' : null
  const sizeGuideLink =
    product.sizeGuide && sizeName ? (
      <button type="button" className={styles.linkButton} onClick={() => setSizeGuideOpen(true)} data-testid="size-guide-link">
        Guia de tamanhos
      </button>
    ) : null

  return (
    <article className={styles.page} data-testid="product-page" data-product-id={product.id} data-sku-id={sku?.id ?? ''}>
      <nav aria-label="Você está em" className={styles.breadcrumbs}>
        <ol>
          <li>
            <a href="/">Início</a>
          </li>
          {product.breadcrumbs.map((crumb) => (
            <li key={crumb.href}>
              <a href={crumb.href}>{crumb.name}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.top}>
        <ProductGallery key={gallerySku?.id ?? 'none'} images={gallerySku?.images ?? NO_IMAGES} name={product.name} />
        <section className={styles.info} aria-labelledby="product-name" {...lazyPartMarker(product.isGiftCard && GiftCardForm.partName)}>
          <div className={styles.titleRow}>
            <div>
              <p className={styles.brand} data-testid="product-brand">
                {product.brand}
              </p>
              <h1 id="product-name" className={styles.name}>
                {product.name}
              </h1>
              <p className={styles.muted}>Ref.: {sku?.refId ?? product.productReference}</p>
            </div>
            <WishlistHeart productId={product.id} productName={product.name} analyticsProduct={{ product, sku: sku ?? undefined }} />
          </div>
          <Flags flags={product.flags} hide={offer ? discountLabel(offer.price, offer.listPrice) : null} />
          {offer && offer.quantity > 0 ? (
            <PriceBox offer={offer} />
          ) : (
            <p className={styles.unavailable} data-testid="product-unavailable">
              Produto indisponível
            </p>
          )}
          {offer && (
            <p className={styles.seller} data-testid="product-seller">
              Vendido e entregue por <strong>{offer.sellerName}</strong>
            </p>
          )}
          <VariationSelectors
            skus={product.skus}
            names={product.variationNames}
            selection={selection.selection}
            onChoose={choose}
            missing={showMissing ? missing : []}
            after={sizeName ? { [sizeName]: sizeGuideLink } : {}}
          />
          {product.isGiftCard && <GiftCardForm value={giftCard} onChange={setGiftCard} errors={giftCardTouched ? gcErrors : {}} />}
          <BuyButtons disabled={state.disabled} busy={busy} reason={state.reason} onAdd={() => onBuy('add')} onBuyNow={() => onBuy('buy')} />
          {offer && offer.quantity > 0 && offer.quantity <= 5 && (
            <p className={styles.lowStock}>Restam apenas {offer.quantity} unidades</p>
          )}
          {!product.isGiftCard && <ProductFreight skuId={sku?.id ?? null} sellerId={offer?.sellerId ?? null} />}
        </section>
      </div>
      {!product.isGiftCard && showcases && (
        <Suspense fallback={null}>
          <BuyTogether product={product} sku={sku} offer={offer} showcases={showcases} />
        </Suspense>
      )}
      <section ref={details} className={styles.details} aria-labelledby="description-title">
        <h2 id="description-title" className={styles.sectionTitle}>
          Descrição
        </h2>
        <p>{product.description}</p>
        {product.specifications.length > 0 && (
          <>
            <h2 className={styles.sectionTitle}>Características</h2>
            <dl className={styles.specs}>
              {product.specifications.map((spec) => (
                <div key={spec.name}>
                  <dt>{spec.name}</dt>
                  <dd>{spec.values.join(', ')}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        {offer && <p className={styles.muted}>Preço à vista: {formatCents(offer.price)}</p>}
      </section>
      {!product.isGiftCard && reviewsWanted && (
        <Suspense fallback={null}>
          <ProductReviewsSection productId={product.id} productPath={product.path} />
        </Suspense>
      )}
      {!product.isGiftCard && showcases && (
        <Suspense fallback={null}>
          <SimilarProducts showcases={showcases} cardActions={cardActions} />
        </Suspense>
      )}
      {product.sizeGuide && sizeName && sizeGuideOpen && (
        <Suspense fallback={null}>
          <SizeGuideModal isOpen onClose={() => setSizeGuideOpen(false)} guide={product.sizeGuide} field={sizeName} sellerId={offer?.sellerId ?? null} />
        </Suspense>
      )}
      {dialog}
    </article>
  )
}
