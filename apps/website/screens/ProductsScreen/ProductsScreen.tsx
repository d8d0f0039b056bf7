import { buildPath, navMessageKey, productCategoryRouteIds, useI18n } from '@firma/i18n'
import { ShowMore } from '@firma/ui'
import { type ReactNode, useId } from 'react'
import { productCategory, siteContent } from '../../content/index.js'
import '../shared/shared.css'
import './ProductsScreen.css'

/**
 * The products overview, 'Naši produkti' (SPEC section 2): the five product families, each with a
 * summary, more on demand (further text and the family's products) and a link to its page.
 */
export function ProductsScreen() {
  const { locale, t } = useI18n()
  const labels = siteContent(locale).labels
  return (
    <div className="screen products-overview">
      <ul className="products-overview__list">
        {productCategoryRouteIds.map((categoryId) => {
          const category = productCategory(locale, categoryId)
          const title = t(navMessageKey(categoryId))
          const href = buildPath(categoryId, locale)
          return (
            <li key={categoryId}>
              <CategorySection title={title}>
                <img
                  className="screen-image products-overview__image"
                  src={category.image.src}
                  width={category.image.width}
                  height={category.image.height}
                  alt={category.image.alt}
                  loading="lazy"
                  decoding="async"
                />
                <div className="products-overview__text">
                  <p>{category.summary}</p>
                  <ShowMore
                    subject={title}
                    locale={locale}
                    labels={{ more: t('products.showMore'), less: t('products.showLess') }}
                  >
                    {category.details.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                    <p className="products-overview__count">
                      {labels.productCount(category.products.length)}:
                    </p>
                    <ul className="products-overview__products">
                      {category.products.map((product) => (
                        <li key={product.id}>
                          <a href={`${href}#${product.id}`}>{product.title}</a>
                        </li>
                      ))}
                    </ul>
                  </ShowMore>
                  <a className="products-overview__link" href={href}>
                    {labels.learnMoreAbout(title)}
                  </a>
                </div>
              </CategorySection>
            </li>
          )
        })}
      </ul>
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
