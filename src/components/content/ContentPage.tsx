import { lazy, Suspense, type ReactNode } from 'react'

import { CashbackPanel } from '../cashback/CashbackPanel'
import { ClubJoin } from '../club/ClubJoin'
import { ClubStatusPanel } from '../club/ClubStatusPanel'
import { SellerApplicationForm } from '../marketplace/SellerApplicationForm'
import { SellerScreening } from '../marketplace/SellerScreening'
import { ReviewForm } from '../reviews/ReviewForm'
import { Breadcrumbs } from './Breadcrumbs'
import { hasChatWidget } from './chat-widget-paths'
import * as article from './ArticlePage.module.css'
import { ContentBlocks } from './ContentBlocks'
import * as styles from './Content.module.css'
import { SectionNav } from './SectionNav'

// The chat and the member-return features belong to a few pages: their code is their own chunk,
// off every other content page's first load. The static HTML still has them (the build's renderer
// waits for lazy components), and hydration waits for the chunk.
const ChatPanel = lazy(() => import(/* webpackChunkName: "content-chat" */ './ChatPanel').then((module) => ({ default: module.ChatPanel })))
const ChatWidget = lazy(() => import(/* webpackChunkName: "content-chat" */ './ChatWidget').then((module) => ({ default: module.ChatWidget })))
const MemberReturn = lazy(() => import(/* webpackChunkName: "member-return" */ './MemberReturn').then((module) => ({ default: module.MemberReturn })))
import type { ContentPageProps, PageFeature } from '../../lib/content/types'

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
  return (
    <article className={article.page} aria-labelledby="page-title" data-kind={page.kind}>
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
          <div className={styles.feature}>
            <Suspense fallback={null}>
              <Feature feature={page.feature} />
            </Suspense>
          </div>
        )}
      </div>
      {hasChatWidget(page.path) && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
    </article>
  )
}
