import type { Meta, StoryObj } from '@storybook/react-vite'
import type { UiLocale } from '../../locale/locale.js'
import { narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { Button, ButtonLink } from '../Button/index.js'
import { PageHeader, type PageHeaderImage, type PageHeaderProps } from './PageHeader.js'

// An inline SVG stands in for the photograph, so the story needs no image files.
const placeholder = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 16 9"><rect width="16" height="9" fill="#5b7896"/><circle cx="5" cy="4" r="2" fill="#c9d6e3"/><rect x="8" y="2" width="6" height="5" fill="#2d4a66"/></svg>',
)}`

const texts: Record<UiLocale, { title: string; subtitle: string; alt: string }> = {
  sl: {
    title: 'O nas',
    subtitle: 'Programsko opremo za medije, telekomunikacije in javni sektor razvijamo od leta 2008.',
    alt: 'Ekipa podjetja pri delu v pisarni v Ljubljani',
  },
  en: {
    title: 'About us',
    subtitle: 'We have been building software for media, telecoms and the public sector since 2008.',
    alt: 'The team at work in the Ljubljana office',
  },
}

/** The words of each kind of page, for the variant stories. */
const variantTexts: Record<
  'home' | 'product' | 'article' | 'legal',
  Record<UiLocale, { title: string; subtitle: string }>
> = {
  home: {
    sl: {
      title: 'Programska oprema za televizijo, medije in javne ustanove',
      subtitle: 'Aplikacije IPTV, uredniški sistemi in glasovanje na konferencah, od zasnove do vzdrževanja.',
    },
    en: {
      title: 'Software for television, media and public institutions',
      subtitle: 'IPTV apps, editorial systems and conference voting, from design to maintenance.',
    },
  },
  product: {
    sl: { title: 'Aplikacije IPTV', subtitle: 'Aplikacije za televizijske sprejemnike in sisteme IPTV.' },
    en: { title: 'IPTV applications', subtitle: 'Apps for set-top boxes and IPTV systems.' },
  },
  article: {
    sl: { title: 'Blog', subtitle: 'Zapiski o našem delu: IPTV, dostopnost in mobilne aplikacije.' },
    en: { title: 'Blog', subtitle: 'Notes on our work: IPTV, accessibility and mobile apps.' },
  },
  legal: {
    sl: {
      title: 'Izjava o dostopnosti',
      subtitle: 'Kako dostopno je to spletno mesto in kako nam sporočite oviro.',
    },
    en: {
      title: 'Accessibility statement',
      subtitle: 'How accessible this website is, and how to tell us about a barrier.',
    },
  },
}

const actions: Record<UiLocale, { contact: string; products: string; fontSize: string }> = {
  sl: { contact: 'Pogovorimo se', products: 'Oglej si produkte', fontSize: 'Povečaj pisavo' },
  en: { contact: 'Let’s talk', products: 'See the products', fontSize: 'Increase text size' },
}

/** A drawing in the scheme's colours (`currentColor`), as the site's own illustrations are. */
const drawing = (
  <svg viewBox="0 0 16 10" width="1600" height="1000" aria-hidden="true" focusable="false">
    <rect x="2" y="1.5" width="12" height="7" rx="0.5" fill="none" stroke="currentColor" strokeWidth="0.3" />
    <rect x="3" y="2.5" width="4" height="2" fill="currentColor" opacity="0.5" />
    <rect x="8" y="2.5" width="5" height="0.6" fill="currentColor" />
    <rect x="8" y="3.6" width="4" height="0.4" fill="currentColor" opacity="0.5" />
    <rect x="3" y="5.5" width="10" height="2" rx="0.2" fill="none" stroke="currentColor" strokeWidth="0.2" />
  </svg>
)

function imageFor(locale: UiLocale): PageHeaderImage {
  return { src: placeholder, alt: texts[locale].alt, width: 1600, height: 900 }
}

/** The stories' args: the header's props, and the labels of the home page's actions where a story shows them. */
type PageHeaderStoryArgs = PageHeaderProps & { contact?: string; products?: string; fontSize?: string }

/** A story's texts per language as args: the toolbar's language sets them, the Controls panel changes them. */
function localized<T>(of: (locale: UiLocale) => T): { sl: T; en: T } {
  return { sl: of('sl'), en: of('en') }
}

const meta = {
  title: 'Components/PageHeader',
  // The id it had as 'UI/PageHeader': reference pictures and tests are keyed by it.
  id: 'ui-pageheader',
  tags: ['stable'],
  component: PageHeader,
  decorators: [withStoryFrame],
  args: { title: texts.sl.title },
  parameters: { localizedArgs: localized((locale) => ({ title: texts[locale].title })) },
} satisfies Meta<PageHeaderStoryArgs>

export default meta
type Story = StoryObj<PageHeaderStoryArgs>

const withImage = localized((locale) => ({
  title: texts[locale].title,
  subtitle: texts[locale].subtitle,
  image: imageFor(locale),
}))
const withSubtitle = localized((locale) => ({ title: texts[locale].title, subtitle: texts[locale].subtitle }))

export const WithImage: Story = {
  args: { subtitle: texts.sl.subtitle, image: imageFor('sl') },
  parameters: { localizedArgs: withImage },
}
/** An inline drawing in the scheme's colours (`currentColor`) in the image's place. */
export const WithMedia: Story = {
  args: {
    subtitle: texts.sl.subtitle,
    media: (
      <svg viewBox="0 0 16 9" width="1600" height="900" aria-hidden="true" focusable="false">
        <rect width="16" height="9" rx="0.5" fill="currentColor" opacity="0.12" />
        <circle cx="5" cy="4.5" r="2" fill="none" stroke="currentColor" strokeWidth="0.3" />
        <rect x="8" y="2" width="6" height="5" rx="0.5" fill="currentColor" />
      </svg>
    ),
  },
  parameters: { localizedArgs: withSubtitle },
}
/** The home page's first screen: a band across the screen, the offer's actions, a small text-size control. */
export const Home: Story = {
  args: { variant: 'home', ...variantTexts.home.sl, ...actions.sl, media: drawing },
  parameters: {
    localizedArgs: localized((locale) => ({ ...variantTexts.home[locale], ...actions[locale] })),
    // `contact`, `products` and `fontSize` are the story's own args (the actions' labels), not props.
    docs: {
      source: {
        code: `<PageHeader
  variant="home"
  title="${variantTexts.home.en.title}"
  subtitle="${variantTexts.home.en.subtitle}"
  media={<Illustration image={homeDrawing} />}
  utilities={<Button variant="secondary" size="sm">${actions.en.fontSize}</Button>}
>
  <p>
    <ButtonLink href="/en/contact">${actions.en.contact}</ButtonLink>{' '}
    <ButtonLink href="/en/products" variant="secondary">${actions.en.products}</ButtonLink>
  </p>
</PageHeader>`,
      },
    },
  },
  render: ({ contact, products, fontSize, ...args }) => (
    <PageHeader
      {...args}
      utilities={
        <Button variant="secondary" size="sm">
          {fontSize}
        </Button>
      }
    >
      <p>
        <ButtonLink href="#contact">{contact}</ButtonLink>{' '}
        <ButtonLink href="#products" variant="secondary">
          {products}
        </ButtonLink>
      </p>
    </PageHeader>
  ),
}
/** A product family or the products overview: a band in the brand colour. */
export const Product: Story = {
  args: { variant: 'product', ...variantTexts.product.sl, media: drawing },
  parameters: { localizedArgs: localized((locale) => variantTexts.product[locale]) },
}
/** About and contact: an accent rule over the title, the drawing on a tinted panel. */
export const Company: Story = {
  args: { variant: 'company', subtitle: texts.sl.subtitle, image: imageFor('sl') },
  parameters: { localizedArgs: withImage },
}
/** The blog and its posts: quiet, a small drawing beside the title. */
export const Article: Story = {
  args: { variant: 'article', ...variantTexts.article.sl, media: drawing },
  parameters: { localizedArgs: localized((locale) => variantTexts.article[locale]) },
}
/** Privacy notice, accessibility statement, sitemap: quiet, a small emblem before the title. */
export const Legal: Story = {
  args: { variant: 'legal', ...variantTexts.legal.sl, media: drawing },
  parameters: { localizedArgs: localized((locale) => variantTexts.legal[locale]) },
}
export const ProductNarrow320: Story = {
  tags: ['test-only'],
  ...Product,
  ...narrow,
  parameters: { ...Product.parameters, ...narrow.parameters },
}
export const HomeLargeText: Story = {
  tags: ['test-only'],
  ...Home,
  ...narrowLargeText,
  parameters: { ...Home.parameters, ...narrowLargeText.parameters },
}
export const TextOnly: Story = {
  args: { subtitle: texts.sl.subtitle },
  parameters: { localizedArgs: withSubtitle },
}
export const TitleOnly: Story = {}
export const Narrow320: Story = {
  tags: ['test-only'],
  ...WithImage,
  ...narrow,
  parameters: { ...WithImage.parameters, ...narrow.parameters },
}
export const LargeText: Story = {
  tags: ['test-only'],
  ...WithImage,
  ...narrowLargeText,
  parameters: { ...WithImage.parameters, ...narrowLargeText.parameters },
}
