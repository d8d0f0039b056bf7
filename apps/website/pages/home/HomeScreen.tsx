import { useA11yPreferences } from '@firma/a11y-widget'
import { buildPath } from '@firma/i18n'
import { useI18n } from '@firma/i18n/react'
import {
  ButtonLink,
  Card,
  CardGrid,
  Carousel,
  Illustration,
  LogoWall,
  PageHeader,
  Section,
  Testimonial,
  VideoPromo,
} from '@firma/ui'
import { CaseStudies } from '../../components/CaseStudies/CaseStudies.js'
import { PostCard } from '../../components/PostCard/PostCard.js'
import type { Partner, Slide } from '../../content/types.js'
import type { HomeScreenContent } from './content.js'
import { IncreaseFontSizeButton } from './IncreaseFontSizeButton.js'
import '../../components/screen.css'
import './HomeScreen.css'

export interface HomeScreenProps {
  /** The page's content in its language (pages/home/+data.ts: `homeScreenContent`). */
  content: HomeScreenContent
}

/**
 * The home page. Its page header is the first screen, so the screen draws it itself (the layout draws
 * every other page's): the firm's strongest proof as the title (a figure from the facts), what we build
 * and for whom, the call to action to the contact page, the proof line and the font-size control the
 * home header must have. Then, in the order a buyer checks a supplier: the references (once supplied),
 * the product families (the core first, one-off projects last), customers (every name or logo at once;
 * a logo carousel of such walls only when there are more than one wall holds), partner opinions
 * (testimonial carousel); then who we are with the hero carousel (highlights and the promo video with
 * its captions, description and pause button), where we work (map carousel), recent posts, and a line on
 * the site's accessibility beside the closing call to action. Every carousel has pause, previous and
 * next, and honours the widget's "pause animations".
 */
export function HomeScreen({ content }: HomeScreenProps) {
  const { locale, t } = useI18n()
  const { animationsPaused } = useA11yPreferences()
  const { header, home, labels, categories, customerKinds, testimonials, posts, page, promoVideo } = content
  const logoPages = content.customerWalls
  // The carousels' and the video's control labels are @firma/ui's own, in the page's language.
  const carousel = { animationsPaused, locale }
  // A quote once per page: the content leaves out a testimonial a reference here already quotes.
  const opinions = testimonials.map((testimonial) => (
    <Testimonial
      key={testimonial.id}
      text={testimonial.text}
      author={testimonial.author}
      authorTitle={testimonial.authorTitle}
    />
  ))

  return (
    <div className="screen home">
      <div className="home__hero">
        {/* The font-size control serves every visitor without competing with the offer: small, at the
            header's end, under the drawing. */}
        <PageHeader
          variant="home"
          title={header.title}
          subtitle={header.subtitle}
          media={<Illustration image={header.image} />}
          utilities={<IncreaseFontSizeButton />}
        >
          <div className="home__actions">
            <ButtonLink href={buildPath('contact', locale)} data-track="hero_contact">
              {home.hero.callToAction}
            </ButtonLink>
            <ButtonLink href={buildPath('products', locale)} variant="secondary" data-track="hero_products">
              {home.hero.secondaryAction}
            </ButtonLink>
          </div>
          <ul className="home__proof" aria-label={home.hero.proofLabel}>
            {home.hero.proof.map((fact) => (
              <li key={fact.label}>
                <strong className="home__proof-value">{fact.value}</strong>{' '}
                <span className="home__proof-label">{fact.label}</span>
              </li>
            ))}
          </ul>
        </PageHeader>
      </div>

      {/* The selling order: after the first screen's proof, the firm's work for clients and what it
          builds (its core first), whom for and what they say; then who we are, where, and the blog. */}
      {/* The firm's case studies, links chosen on the server: none, no section. */}
      {content.cases.length > 0 ? (
        <Section title={page.sections.cases}>
          <CaseStudies cases={content.cases} linksLabel={content.casesLinksLabel} />
        </Section>
      ) : null}

      <Section title={page.sections.products}>
        <p>{home.services.intro}</p>
        {/* Three a row; each item carries its card's analytics id. */}
        <CardGrid columns="thirds" className="home__cards">
          {categories.map((category) => (
            <li key={category.id} data-track={`product_card_${category.id}`}>
              <Card
                title={category.title}
                headingLevel={3}
                href={buildPath(category.id, locale)}
                media={<Illustration image={{ ...category.image, alt: '' }} />}
                compactOnPhone
              >
                <p>{category.summary}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
        <ButtonLink
          className="home__more"
          href={buildPath('products', locale)}
          variant="secondary"
          data-track="products_see_all"
        >
          {t('products.seeAll')}
          <span className="ui-visually-hidden">: {content.pageTitles.products}</span>
        </ButtonLink>
      </Section>

      <Section title={page.sections.customers}>
        {logoPages.length > 1 ? (
          // More names than one wall holds: the logo carousel pages through walls of many at once.
          <Carousel label={labels.carouselLogos} {...carousel}>
            {logoPages.map((partners) => (
              <PartnerWall key={partners[0]?.id} partners={partners} label={labels.carouselLogos} />
            ))}
          </Carousel>
        ) : logoPages.length === 1 ? (
          <PartnerWall partners={logoPages[0] ?? []} label={page.sections.customers} />
        ) : (
          // Until the firm names its customers (with their consent): the kinds it works for.
          <ul className="screen-kinds">
            {customerKinds.map((group) => (
              <li key={group.id}>{group.title}</li>
            ))}
          </ul>
        )}
      </Section>

      {/* Only quotes the firm has supplied, with their authors' consent: none, no section. */}
      {opinions.length > 0 ? (
        <Section title={page.sections.testimonials}>
          {/* One opinion stands alone, with no carousel controls to page through nothing. */}
          {opinions.length > 1 ? (
            <Carousel label={labels.carouselTestimonials} {...carousel}>
              {opinions}
            </Carousel>
          ) : (
            opinions
          )}
        </Section>
      ) : null}

      <Section title={home.intro.title}>
        {home.intro.paragraphs.map((paragraph) => (
          <p key={paragraph} className="ui-lead">
            {paragraph}
          </p>
        ))}
        {/* The promo video is the hero carousel's last slide: pausing the carousel or moving to another
            slide pauses it, and while it plays the carousel stays on it. */}
        <Carousel label={labels.carouselHero} {...carousel}>
          {home.heroSlides.map((slide) => (
            <SlideView key={slide.id} slide={slide} />
          ))}
          <div className="home__slide home__slide--video">
            <h3>{labels.promoVideoHeading}</h3>
            <VideoPromo
              sources={promoVideo.sources}
              poster={promoVideo.poster}
              width={promoVideo.width}
              height={promoVideo.height}
              title={home.promoVideo.title}
              description={
                <>
                  <p>{page.promoVideoDescription}</p>
                  {/* Folded, so the slide is no taller than the others (no blank band under them). */}
                  <details className="home__transcript">
                    <summary>{home.promoVideo.transcriptLabel}</summary>
                    <p>{home.promoVideo.transcript}</p>
                  </details>
                </>
              }
              captions={promoVideo.captions}
              autoPlay
              animationsPaused={animationsPaused}
              locale={locale}
            />
          </div>
        </Carousel>
      </Section>

      <Section title={home.mapSection.title}>
        <p>{home.mapSection.intro}</p>
        <Carousel label={labels.carouselMap} {...carousel}>
          {home.mapSlides.map((slide) => (
            <SlideView key={slide.id} slide={slide} />
          ))}
        </Carousel>
      </Section>

      <Section title={content.pageTitles.blog}>
        <CardGrid className="home__cards">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} headingLevel={3} />
          ))}
        </CardGrid>
        <ButtonLink className="home__more" href={buildPath('blog', locale)} variant="secondary">
          {t('blog.seeAllPosts')}
        </ButtonLink>
      </Section>

      {/* The site's accessibility and the closing call to action share the row from md up: neither
          leaves half of a wide screen empty. */}
      <div className="home__closing">
        <Section title={home.accessibility.title}>
          {home.accessibility.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <a href={buildPath('accessibilityStatement', locale)}>{home.accessibility.linkText}</a>
          </p>
        </Section>

        <Section title={home.contact.title}>
          <p>{home.contact.text}</p>
          <ButtonLink className="home__more" href={buildPath('contact', locale)}>
            {t('home.contactCta')}
          </ButtonLink>
        </Section>
      </div>
    </div>
  )
}

function SlideView({ slide }: { slide: Slide }) {
  return (
    <div className="home__slide">
      <div className="home__slide-text">
        <h3>{slide.title}</h3>
        <p>{slide.text}</p>
      </div>
      <Illustration className="home__slide-image" image={slide.image} />
    </div>
  )
}

function PartnerWall({ partners, label }: { partners: Partner[]; label: string }) {
  return (
    <LogoWall
      label={label}
      partners={partners.map((partner) => ({ name: partner.name, logo: partner.logo }))}
    />
  )
}
