import type { ReactElement } from 'react'

import type { PageBlock } from '../../../cms-schemas'
import { ProductShelf } from '../home/ProductShelf'
import type { ProductCardData } from '../../lib/product-card/types'
import { SmartLink } from '../ui/SmartLink'
import { buttonClassName } from '../ui/Button'
import * as styles from './Content.module.css'
import { blockHeadingLevels, type HeadingLevel } from './headingLevels'
import { shelfKey } from '../../lib/content/types'

type BlockOf<T extends PageBlock['type']> = Extract<PageBlock, { type: T }>

function Heading({ level, children, id, className }: { level: HeadingLevel; children: string; id?: string; className?: string }) {
  const Tag = `h${level}` as const
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  )
}

function ListBlock({ block }: { block: BlockOf<'list'> }) {
  const items = block.items.map((item, index) => <li key={index}>{item}</li>)
  return block.ordered ? <ol className={styles.steps}>{items}</ol> : <ul className={styles.list}>{items}</ul>
}

function ImageBlock({ block }: { block: BlockOf<'image'> }) {
  return (
    <figure className={styles.figure}>
      <img src={block.src} alt={block.alt} loading="lazy" decoding="async" />
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  )
}

/** Banner: the mobile image under 768 px, the desktop one above; linked when the CMS gives a link. */
export function BannerBlock({ block, eager = false }: { block: BlockOf<'banner'>; eager?: boolean }) {
  const picture = (
    <picture>
      <source media="(max-width: 767px)" srcSet={block.imageMobile} width={640} height={640} />
      <img
        src={block.imageDesktop}
        alt={block.altText}
        width={1280}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchpriority: 'high' } : {})}
      />
    </picture>
  )
  return (
    <div className={styles.banner}>
      {block.link ? (
        <SmartLink href={block.link} className={styles.bannerLink}>
          {picture}
        </SmartLink>
      ) : (
        picture
      )}
    </div>
  )
}

function CardsBlock({ block, level }: { block: BlockOf<'cards'>; level: HeadingLevel }) {
  return (
    <ul className={styles.cards}>
      {block.items.map((card, index) => (
        <li key={index} className={styles.card}>
          {card.image && <img className={styles.cardImage} src={card.image} alt="" loading="lazy" decoding="async" width={320} height={200} />}
          <div className={styles.cardBody}>
            <Heading level={level} className={styles.cardTitle}>
              {card.title}
            </Heading>
            <p className={styles.cardText}>{card.text}</p>
            {card.link && (
              <SmartLink href={card.link} className={styles.cardLink}>
                Saiba mais <span className="visually-hidden">sobre {card.title}</span>
              </SmartLink>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}

export const FAQ_TITLE = 'Perguntas frequentes'

function FaqBlock({ block, level, index }: { block: BlockOf<'faq'>; level: HeadingLevel; index: number }) {
  const id = `faq-${index}`
  return (
    <section className={styles.faq} aria-labelledby={id}>
      <Heading level={level} id={id} className={styles.faqTitle}>
        {FAQ_TITLE}
      </Heading>
      {block.items.map((item, itemIndex) => (
        <details key={itemIndex} className={styles.faqItem}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  )
}

function TableBlock({ block }: { block: BlockOf<'table'> }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={block.caption ?? 'Tabela'} tabIndex={0}>
      <table className={styles.table}>
        {block.caption && <caption>{block.caption}</caption>}
        <thead>
          <tr>
            {block.headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function CtaBlock({ block }: { block: BlockOf<'cta'> }) {
  return (
    <p className={styles.cta}>
      <SmartLink href={block.href} className={buttonClassName({ variant: 'primary' })}>
        {block.label}
      </SmartLink>
    </p>
  )
}

export interface ContentBlocksProps {
  blocks: readonly PageBlock[]
  /** Products of the product-shelf blocks, by shelfKey(index). */
  shelves?: Readonly<Record<string, ProductCardData[]>>
}

/** The body of a content page, block by block, in CMS order. */
export function ContentBlocks({ blocks, shelves = {} }: ContentBlocksProps) {
  const levels = blockHeadingLevels(blocks)
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index): ReactElement => {
        const level = levels[index]
        switch (block.type) {
          case 'heading':
            return (
              <Heading key={index} level={level} className={styles.heading}>
                {block.text}
              </Heading>
            )
          case 'paragraph':
            return (
              <p key={index} className={styles.paragraph}>
                {block.text}
              </p>
            )
          case 'list':
            return <ListBlock key={index} block={block} />
          case 'image':
            return <ImageBlock key={index} block={block} />
          case 'banner':
            return <BannerBlock key={index} block={block} eager={index === 0} />
          case 'cards':
            return <CardsBlock key={index} block={block} level={level} />
          case 'faq':
            return <FaqBlock key={index} block={block} level={level} index={index} />
          case 'table':
            return <TableBlock key={index} block={block} />
          case 'cta':
            return <CtaBlock key={index} block={block} />
          case 'product-shelf':
            return (
              <div key={index} className={styles.shelf}>
                <ProductShelf id={`shelf-${index}`} title={block.title} products={shelves[shelfKey(index)] ?? []} />
              </div>
            )
        }
      })}
    </div>
  )
}
