import { buildPath, navMessageKey } from '@firma/i18n'
import { useI18n } from '@firma/i18n/react'
import { Illustration, NextStep, ShowMore } from '@firma/ui'
import { type ReactNode, useId } from 'react'
import { Markdown } from '../../components/Markdown/Markdown.js'
import type { ProductsScreenContent } from './content.js'
import '../../components/screen.css'
import './ProductsScreen.css'

/**
 * The products overview, 'Naši produkti': the five product families, each with a
 * summary, more on demand (further text and the family's products) and a link to its page.
 */
export interface ProductsScreenProps {
  /** The five families in the page's language (pages/products/+data.ts: `productsScreenContent`). */
  content: ProductsScreenContent
}

export function ProductsScreen({ content }: ProductsScreenProps) {
  const { locale, t } = useI18n()
  return (
    <div className="screen products-overview">
      <ul className="products-overview__list">
        {content.categories.map((category) => {
          const title = t(navMessageKey(category.id))
          const href = buildPath(category.id, locale)
          return (
            <li key={category.id}>
              <CategorySection title={title}>
                <Illustration className="products-overview__image" image={category.image} />
                <div className="products-overview__text">
                  <p>{category.summary}</p>
                  <p className="products-overview__audience">
                    <strong>{content.labels.productAudienceHeading}:</strong> {category.audience}
                  </p>
                  <ShowMore subject={title} locale={locale}>
                    <Markdown blocks={category.details} />
                    <p className="products-overview__count">{category.productCount}:</p>
                    <ul className="products-overview__products">
                      {category.products.map((product) => (
                        <li key={product.id}>
                          <a href={`${href}#${product.id}`}>{product.title}</a>
                        </li>
                      ))}
                    </ul>
                  </ShowMore>
                  <a
                    className="products-overview__link"
                    href={href}
                    data-track={`product_card_${category.id}`}
                  >
                    {category.learnMore}
                  </a>
                </div>
              </CategorySection>
            </li>
          )
        })}
      </ul>
      <NextStep
        title={content.nextStep.title}
        text={content.nextStep.text}
        action={{ ...content.nextStep.action, track: 'products_next_step' }}
      />
    </div>
  )
}

function CategorySection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className="products-overview__category" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  )
}
