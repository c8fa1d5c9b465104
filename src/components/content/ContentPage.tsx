import type { ReactNode } from 'react'

import type { ContentPageProps, PageFeature } from '../../lib/content/types'
import { loadCashbackPanel } from '../../features/cashback'
import { loadClubJoin, loadClubStatusPanel } from '../../features/club'
import { loadReviewForm } from '../../features/reviews'
import { lazyPart, lazyPartMarker } from '../lazy/lazy-part'
import { Breadcrumbs } from './Breadcrumbs'
import { hasChatWidget } from './chat-widget-paths'
import * as article from './ArticlePage.module.css'
import { ContentBlocks } from './ContentBlocks'
import * as styles from './Content.module.css'
import { SectionNav } from './SectionNav'

// Each feature belongs to a page or two: its code is apart, off the first load of every other content
// page (one chunk per area: the member's features, the marketplace's, the chat; fewer chunks keep the
// loader's chunk table, which every page carries, short). The static HTML still has it, and the browser
// loads it before hydrating the page (the lazy-part marker on its container names it;
// src/components/lazy/lazy-part.tsx).
const ChatPanel = lazyPart('chat-panel', () => import(/* webpackChunkName: "content-chat" */ './ChatPanel').then((module) => module.ChatPanel))
const ChatWidget = lazyPart('chat-widget', () => import(/* webpackChunkName: "content-chat" */ './ChatWidget').then((module) => module.ChatWidget))
const MemberReturn = lazyPart('member-return', () => import(/* webpackChunkName: "member-return" */ './MemberReturn').then((module) => module.MemberReturn))
const ClubStatusPanel = lazyPart('club-status', loadClubStatusPanel)
const ClubJoin = lazyPart('club-join', loadClubJoin)
const CashbackPanel = lazyPart('cashback-statement', loadCashbackPanel)
const SellerApplicationForm = lazyPart('seller-application', () =>
  import(/* webpackChunkName: "content-marketplace" */ '../marketplace/SellerApplicationForm').then((module) => module.SellerApplicationForm),
)
const SellerScreening = lazyPart('seller-screening', () => import(/* webpackChunkName: "content-marketplace" */ '../marketplace/SellerScreening').then((module) => module.SellerScreening))
const ReviewForm = lazyPart('product-review', loadReviewForm)

/** The lazy part that renders each feature. */
const FEATURE_PART: Readonly<Record<PageFeature, string>> = {
  chatbot: ChatPanel.partName,
  'member-authorize': MemberReturn.partName,
  'member-update': MemberReturn.partName,
  'club-status': ClubStatusPanel.partName,
  'club-join': ClubJoin.partName,
  'cashback-statement': CashbackPanel.partName,
  'seller-application': SellerApplicationForm.partName,
  'seller-screening': SellerScreening.partName,
  'product-review': ReviewForm.partName,
}

function Feature({ feature }: { feature: PageFeature }): ReactNode {
  switch (feature) {
    case 'chatbot':
      return <ChatPanel title="Converse com a assistente" />
    case 'member-authorize':
      return <MemberReturn mode="authorize" />
    case 'member-update':
      return <MemberReturn mode="update" />
    case 'club-status':
      return <ClubStatusPanel />
    case 'club-join':
      return <ClubJoin />
    case 'cashback-statement':
      return <CashbackPanel />
    case 'seller-application':
      return <SellerApplicationForm />
    case 'seller-screening':
      return <SellerScreening />
    case 'product-review':
      return <ReviewForm />
  }
}

/**
 * A content page inside the shell's <main>: breadcrumbs, the title with its
 * introduction, the section's tabs, the body blocks and the page's feature.
 */
export function ContentPage({ page, breadcrumbs, sectionNav, shelves }: ContentPageProps) {
  const hideChrome = page.noindex === true
  const chatWidget = hasChatWidget(page.path)
  return (
    <article className={article.page} aria-labelledby="page-title" data-kind={page.kind} {...lazyPartMarker(chatWidget && ChatWidget.partName)}>
      <header className={article.header}>
        {!hideChrome && <Breadcrumbs trail={breadcrumbs} current={page.title} />}
        <h1 id="page-title" className={article.title}>
          {page.title}
        </h1>
        {page.description && <p className={article.lead}>{page.description}</p>}
      </header>
      {sectionNav && <SectionNav nav={sectionNav} current={page.path} />}
      <div className={styles.body}>
        <ContentBlocks blocks={page.body} shelves={shelves} />
        {page.feature && (
          <div className={styles.feature} {...lazyPartMarker(FEATURE_PART[page.feature])}>
            <Feature feature={page.feature} />
          </div>
        )}
      </div>
      {chatWidget && <ChatWidget />}
    </article>
  )
}
