import { buildPath } from '@firma/i18n'
import { useI18n } from '@firma/i18n/react'
import { BackLink, ButtonLink, Icon, NextStep, PageHeader, Section, ShowMore } from '@firma/ui'
import { useId, useState } from 'react'
import { CaseStudies } from '../../components/CaseStudies/CaseStudies.js'
import { Markdown } from '../../components/Markdown/Markdown.js'
import type { Product } from '../../content/types.js'
import type { ProductCategoryScreenContent } from './content.js'
import { Showcase } from './Showcase.js'
import '../../components/screen.css'
import './ProductCategoryScreen.css'

export interface ProductCategoryScreenProps {
  /** One of the five product families, in the page's language (+data.ts). */
  content: ProductCategoryScreenContent
}

/**
 * A product category page, in the order a decision maker asks: its header in the brand's band with a
 * drawing of the work and the next step, what the family is, whom it is for, where it runs and what it
 * connects to, pictures of the shipped work (once the firm supplies them), then its products (in a family of
 * many different products, such as custom solutions, a summary list with each one's details on demand), each with its key features and challenges overcome (the highlights and further
 * description fold away behind "show more"; "see all" opens every product at once); it ends with the
 * next step, a call to action to the contact page with the family as the message's topic. A link at
 * the top leads back to all products.
 */
export function ProductCategoryScreen({ content }: ProductCategoryScreenProps) {
  const { locale, t } = useI18n()
  const { category, labels } = content
  const listHeadingId = useId()
  const audienceHeadingId = useId()
  const platformsHeadingId = useId()
  const integrationsHeadingId = useId()
  const listId = useId()
  const [open, setOpen] = useState<Record<string, boolean>>({})
  const allOpen = category.products.every((product) => open[product.id])

  function setAll(value: boolean) {
    setOpen(Object.fromEntries(category.products.map((product) => [product.id, value])))
  }

  return (
    <div className="screen product-category">
      {/* The header's picture is the drawing of the work itself, so the page shows it once. */}
      <PageHeader
        variant="product"
        title={content.header.title}
        subtitle={content.header.subtitle}
        media={<Showcase family={category.id} caption={category.showcase} />}
      >
        {/* The next step on the first screen, under the title, for a reader who knows what they need:
            on a phone the drawing comes after it. */}
        <p className="product-category__actions">
          <ButtonLink href={content.nextStep.href} data-track={`product_first_screen_${category.id}`}>
            {content.nextStep.text}
          </ButtonLink>
        </p>
      </PageHeader>

      <BackLink href={buildPath('products', locale)}>{t('products.backToAll')}</BackLink>

      <div className="ui-page-section product-category__intro">
        <p className="ui-lead product-category__lead">{category.summary}</p>
        <div className="product-category__about">
          <Markdown blocks={category.details} />
        </div>
      </div>

      {/* Whom it is for, where it runs and what it connects to: three facts side by side (the last two
          from the copy, unless the facts state the family's platforms, shown in their own section). */}
      <div className="product-category__facts">
        <section aria-labelledby={audienceHeadingId}>
          <h2 id={audienceHeadingId}>{labels.productAudienceHeading}</h2>
          <p>{category.audience}</p>
        </section>
        {/* The copy's short lists give way to the facts' own section when the firm states them. */}
        {content.platforms ? null : (
          <>
            <section aria-labelledby={platformsHeadingId}>
              <h2 id={platformsHeadingId}>{labels.platformsHeading}</h2>
              <ul>
                {category.platforms.map((platform) => (
                  <li key={platform}>{platform}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby={integrationsHeadingId}>
              <h2 id={integrationsHeadingId}>{labels.integrationsHeading}</h2>
              <ul>
                {category.integrations.map((integration) => (
                  <li key={integration}>{integration}</li>
                ))}
              </ul>
            </section>
          </>
        )}
      </div>

      {/* What it runs on and connects to, as the firm states it: none stated, no section. */}
      {content.platforms ? (
        <Section title={content.platforms.title}>
          <div className="product-category__platforms">
            {content.platforms.groups.map((group) => (
              <div key={group.title}>
                <h3>{group.title}</h3>
                <ul>
                  {group.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </Section>
      ) : null}

      {/* Pictures of the family's shipped work, as the firm supplies them: none, no section. */}
      {content.gallery ? (
        <Section title={content.gallery.title}>
          <ul className="product-category__gallery">
            {content.gallery.pictures.map((picture) => (
              <li key={picture.src}>
                <figure>
                  <img
                    src={picture.src}
                    srcSet={picture.srcSet ?? undefined}
                    sizes={picture.srcSet ? '(min-width: 960px) 50vw, 100vw' : undefined}
                    width={picture.width}
                    height={picture.height}
                    alt={picture.alt}
                    loading="lazy"
                    decoding="async"
                  />
                  {picture.caption ? <figcaption>{picture.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {/* A section of the page's rhythm whose heading shares a row with the "see all" button. */}
      <section className="ui-page-section" aria-labelledby={listHeadingId}>
        <div className="product-category__list-header">
          <h2 id={listHeadingId}>
            {labels.productsInCategory}
            {labels.productCount ? (
              <>
                {' '}
                <span className="product-category__count">({labels.productCount})</span>
              </>
            ) : null}
          </h2>
          {/* With one product, "show all" would only repeat that product's own "show more". */}
          {category.products.length > 1 ? (
            <button
              type="button"
              className="ui-button product-category__see-all"
              data-variant="secondary"
              aria-controls={listId}
              aria-expanded={allOpen}
              data-track="product_category_see_all"
              onClick={() => setAll(!allOpen)}
            >
              {allOpen ? t('products.showLess') : t('products.seeAll')}
            </button>
          ) : null}
        </div>
        <ul id={listId} className="product-category__list" data-layout={category.layout}>
          {category.products.map((product) => (
            <li key={product.id}>
              <ProductEntry
                product={product}
                compact={category.layout === 'compact'}
                contactHref={content.nextStep.href}
                open={open[product.id] ?? false}
                onOpenChange={(value) => setOpen((current) => ({ ...current, [product.id]: value }))}
              />
            </li>
          ))}
        </ul>
      </section>

      {/* The family's case studies: none supplied, no section. */}
      {content.cases.length > 0 ? (
        <Section title={labels.casesHeading}>
          <CaseStudies cases={content.cases} linksLabel={content.casesLinksLabel} />
        </Section>
      ) : null}

      {content.howWeWork ? (
        <p className="product-category__how">
          <a href={content.howWeWork.href}>{content.howWeWork.text}</a>
        </p>
      ) : null}

      <NextStep
        title={labels.productNextStepHeading}
        text={labels.productNextStepText}
        action={{
          href: content.nextStep.href,
          text: content.nextStep.text,
          track: `product_next_step_${category.id}`,
        }}
      />
    </div>
  )
}

interface ProductEntryProps {
  product: Product
  /** Only the title and description at a glance; key features and challenges with the details. */
  compact: boolean
  /** The contact page with the product's family as the topic. */
  contactHref: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** A product's key features or its challenges: a heading and its titled points. */
function ProductPoints({
  heading,
  points,
}: {
  heading: string
  points: readonly { title: string; text: string }[]
}) {
  return (
    <div>
      <h4>{heading}</h4>
      <ul className="product-entry__points">
        {points.map((point) => (
          <li key={point.title}>
            <strong>{point.title}.</strong> {point.text}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** One product: title, description, key features, challenges, and more on demand. */
function ProductEntry({ product, compact, contactHref, open, onOpenChange }: ProductEntryProps) {
  const { locale, t } = useI18n()
  const titleId = useId()
  const points = (
    <div className="product-entry__columns">
      {/* Plain groups, not sections: eight identically named regions would clutter the landmarks. */}
      <ProductPoints heading={t('products.keyFeatures')} points={product.keyFeatures} />
      <ProductPoints heading={t('products.challengesOvercome')} points={product.challenges} />
    </div>
  )
  return (
    <article
      className="product-entry"
      data-layout={compact ? 'compact' : 'entries'}
      id={product.id}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="product-entry__title">
        {product.title}
      </h3>
      <p className="product-entry__description">{product.description}</p>

      {compact ? null : points}

      <ShowMore open={open} onOpenChange={onOpenChange} subject={product.title} locale={locale}>
        {compact ? points : null}
        <ul className="product-entry__extra">
          {product.extra.map((item) => (
            <li key={item.title}>
              <Icon name={item.icon} />
              <div>
                <p className="product-entry__extra-title">{item.title}</p>
                <p>{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <Markdown blocks={product.additionalDescription} />
        {product.linkText ? (
          <ButtonLink href={contactHref} variant="secondary">
            {product.linkText}
          </ButtonLink>
        ) : null}
      </ShowMore>
    </article>
  )
}
