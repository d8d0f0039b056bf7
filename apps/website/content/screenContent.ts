// What each screen renders, in one language: built on the server by the pages' +data hooks (the
// result travels in the page's HTML, in the page context Vike embeds as JSON, so the browser never loads the
// content modules of other pages or of the other language). The component tests build the same
// data with these functions. Everything here is serializable: labels that are functions in the
// content are applied here.
import {
  createTranslator,
  type Locale,
  listPages,
  navMessageKey,
  type PageRouteId,
  type ProductCategoryRouteId,
  productCategoryRouteIds,
} from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import type { CaptionTrack, VideoSource } from '@firma/ui'
import { contactTopicHref } from '../shared/contactTopic.js'
import { feedPath } from './blog/feedPath.js'
import { listPosts } from './blog/index.js'
import { firm } from './firm/index.js'
import type { FirmFacts } from './firm/schema.js'
import { partnerGroups, teamComposition, teamMembers, testimonials } from './firm/views.js'
import { productCatalogue, siteContent } from './index.js'
import { headerImage } from './pages/headers.js'
import { type PageSections, pageCopy, pageSections } from './pages/pageCopy.js'
import type {
  AboutContent,
  AccessibilityStatementContent,
  HomeContent,
  ImageAsset,
  PartnerGroup,
  PostMeta,
  ProductCategory,
  ScreenLabels,
  SiteContent,
  TeamComposition,
  TeamMember,
  Testimonial,
} from './types.js'

type StringLabels = { [K in keyof ScreenLabels as ScreenLabels[K] extends string ? K : never]: string }

function pickLabels<K extends keyof StringLabels>(locale: Locale, keys: K[]): Pick<StringLabels, K> {
  const labels = siteContent(locale).labels
  return Object.fromEntries(keys.map((key) => [key, labels[key]])) as Pick<StringLabels, K>
}

// --- Home --------------------------------------------------------------------------------------

const homeLabelKeys = [
  'carouselHero',
  'carouselMap',
  'carouselLogos',
  'carouselTestimonials',
  'promoVideoHeading',
] as const satisfies (keyof StringLabels)[]

export interface HomeScreenContent {
  /** The page header, which the home screen draws itself: its h1, subtitle and illustration. */
  header: { title: string; subtitle: string; image: ImageAsset }
  home: HomeContent
  labels: Pick<StringLabels, (typeof homeLabelKeys)[number]>
  /** The product families' cards: name (the navigation's), summary and illustration. */
  categories: { id: ProductCategoryRouteId; title: string; summary: string; image: ImageAsset }[]
  /** Customers and partners by kind; a kind without names yet is shown by its title alone. */
  partnerGroups: PartnerGroup[]
  /** Empty until the firm supplies quotes: the section is then left out. */
  testimonials: Testimonial[]
  /** The two newest posts. */
  posts: PostMeta[]
  /** The titles of the pages the home page's sections lead to. */
  pageTitles: { products: string; blog: string }
  /** The headings of the products, customers and testimonials sections, and the promo video's line. */
  page: PageSections<'home'>
  /** The promo video's files (public/media/video): its encodings, poster, size and captions. */
  promoVideo: {
    sources: VideoSource[]
    poster: string
    width: number
    height: number
    /** Both languages' captions, the page's own shown by default. */
    captions: CaptionTrack[]
  }
}

/** The promo video's encodings, best first: WebM (VP9), then MP4 (H.264). */
const promoVideoSources: VideoSource[] = [
  { src: '/media/video/promo.webm', type: 'video/webm' },
  { src: '/media/video/promo.mp4', type: 'video/mp4' },
]

export function homeScreenContent(locale: Locale, facts: FirmFacts = firm): HomeScreenContent {
  const site = siteContent(locale)
  const catalogue = productCatalogue(locale)
  const { t } = createTranslator(locale, getMessages(locale))
  return {
    header: {
      title: site.home.hero.title,
      subtitle: site.home.hero.subtitle,
      image: headerImage('home', locale),
    },
    home: site.home,
    labels: pickLabels(locale, [...homeLabelKeys]),
    pageTitles: { products: pageCopy('products', locale).title, blog: pageCopy('blog', locale).title },
    page: pageSections('home', locale),
    categories: productCategoryRouteIds.map((id) => ({
      id,
      title: t(navMessageKey(id)),
      summary: catalogue[id].summary,
      image: catalogue[id].image,
    })),
    partnerGroups: partnerGroups(locale, facts),
    testimonials: testimonials(locale, facts),
    posts: listPosts(locale).slice(0, 2),
    promoVideo: {
      sources: promoVideoSources,
      poster: '/media/video/promo-poster.svg',
      width: 960,
      height: 540,
      captions: (['sl', 'en'] as const).map((trackLocale) => ({
        src: `/media/video/promo.${trackLocale}.vtt`,
        srcLang: trackLocale,
        label: t(`site.language.${trackLocale}`),
        default: trackLocale === locale,
      })),
    },
  }
}

// --- About -------------------------------------------------------------------------------------

export interface AboutScreenContent {
  /** The page's copy; the team's composition comes worded in `teamComposition`. */
  about: Omit<AboutContent, 'teamComposition'>
  labels: Pick<StringLabels, 'aboutFactsHeading'>
  /** The team by kind and number, always shown. */
  teamComposition: TeamComposition[]
  /** The named members; empty until the firm names them. */
  team: TeamMember[]
  partnerGroups: PartnerGroup[]
  testimonials: Testimonial[]
  /** The headings of the team, customers and testimonials sections. */
  page: PageSections<'about'>
}

export function aboutScreenContent(locale: Locale, facts: FirmFacts = firm): AboutScreenContent {
  return {
    // Functions do not travel in the page: teamComposition is applied here.
    about: (({ teamComposition: _, ...about }) => about)(siteContent(locale).about),
    labels: pickLabels(locale, ['aboutFactsHeading']),
    teamComposition: teamComposition(locale, facts),
    team: teamMembers(locale, facts),
    partnerGroups: partnerGroups(locale, facts),
    testimonials: testimonials(locale, facts),
    page: pageSections('about', locale),
  }
}

// --- Accessibility statement -------------------------------------------------------------------

export interface AccessibilityStatementScreenContent {
  accessibility: AccessibilityStatementContent
  labels: Pick<
    StringLabels,
    | 'statementConformance'
    | 'statementConformanceValue'
    | 'statementPrepared'
    | 'statementFeedback'
    | 'statementFeedbackValue'
  >
  /** The feedback address and its link's name, when the firm has given one (content/firm.yaml). */
  email: { address: string; linkText: string } | null
  /** The body a visitor may turn to, when one oversees this site (the section is left out otherwise). */
  enforcementBody: { name: string; address?: string; email?: string; url?: string } | null
}

export function accessibilityStatementScreenContent(
  locale: Locale,
  facts: FirmFacts = firm,
): AccessibilityStatementScreenContent {
  const site = siteContent(locale)
  const body = facts.accessibilityEnforcementBody
  return {
    accessibility: {
      ...site.accessibility,
      sections: site.accessibility.sections.filter((section) => section.id !== 'enforcement' || body),
    },
    labels: pickLabels(locale, [
      'statementConformance',
      'statementConformanceValue',
      'statementPrepared',
      'statementFeedback',
      'statementFeedbackValue',
    ]),
    email: facts.email ? { address: facts.email, linkText: site.labels.emailLink(facts.email) } : null,
    enforcementBody: body ? { ...body, name: body.name[locale] } : null,
  }
}

// --- Blog list ---------------------------------------------------------------------------------

export interface BlogListScreenContent {
  /** Every post's metadata, newest first. */
  posts: PostMeta[]
  feed: { href: string; text: string }
}

export function blogListScreenContent(locale: Locale): BlogListScreenContent {
  return {
    posts: listPosts(locale),
    feed: { href: feedPath(locale), text: siteContent(locale).labels.feedLinkText },
  }
}

// --- Contact -----------------------------------------------------------------------------------

export interface ContactScreenContent {
  contact: SiteContent['contact']
  /** What the form starts with when the page's address names a product family (`?tema=…`). */
  prefill: { message: string } | null
  labels: Pick<
    StringLabels,
    | 'contactIntroHeading'
    | 'contactOther'
    | 'contactEmailLabel'
    | 'contactPhoneLabel'
    | 'contactAddressLabel'
    | 'contactPrivacyLink'
  >
  /** The channels besides the form that the firm has given; none is fine (the form is the channel). */
  details: { email?: string; phone?: string; address?: string[] }
  /** The column beside the form: what follows a message, and what to write in it. */
  page: PageSections<'contact'>
}

export function contactScreenContent(
  locale: Locale,
  topic?: ProductCategoryRouteId,
  facts: FirmFacts = firm,
): ContactScreenContent {
  const { t } = createTranslator(locale, getMessages(locale))
  const site = siteContent(locale)
  const { address } = facts
  return {
    contact: site.contact,
    prefill: topic ? { message: `${site.labels.contactTopicLine(t(navMessageKey(topic)))}\n\n` } : null,
    labels: pickLabels(locale, [
      'contactIntroHeading',
      'contactOther',
      'contactEmailLabel',
      'contactPhoneLabel',
      'contactAddressLabel',
      'contactPrivacyLink',
    ]),
    details: {
      ...(facts.email ? { email: facts.email } : {}),
      ...(facts.phone ? { phone: facts.phone } : {}),
      ...(address
        ? { address: [address.street, `${address.postalCode} ${address.city}`, site.labels.country] }
        : {}),
    },
    page: pageSections('contact', locale),
  }
}

// --- Products ----------------------------------------------------------------------------------

export interface ProductsScreenContent {
  labels: Pick<StringLabels, 'productAudienceHeading'>
  categories: {
    id: ProductCategoryRouteId
    summary: string
    /** Who the family is for. */
    audience: string
    details: string[]
    image: ImageAsset
    products: { id: string; title: string }[]
    /** "5 products" */
    productCount: string
    /** The link to the family's page. */
    learnMore: string
  }[]
}

export function productsScreenContent(locale: Locale): ProductsScreenContent {
  const { labels } = siteContent(locale)
  const catalogue = productCatalogue(locale)
  const { t } = createTranslator(locale, getMessages(locale))
  return {
    labels: pickLabels(locale, ['productAudienceHeading']),
    categories: productCategoryRouteIds.map((id) => {
      const category = catalogue[id]
      return {
        id,
        summary: category.summary,
        audience: category.audience,
        details: category.details,
        image: category.image,
        products: category.products.map(({ id: productId, title }) => ({ id: productId, title })),
        productCount: labels.productCount(category.products.length),
        learnMore: labels.learnMoreAbout(t(navMessageKey(id))),
      }
    }),
  }
}

// --- Product category --------------------------------------------------------------------------

export interface ProductCategoryScreenContent {
  category: ProductCategory
  labels: Pick<
    StringLabels,
    'productsInCategory' | 'productAudienceHeading' | 'productNextStepHeading' | 'productNextStepText'
  > & { productCount: string }
  /** The closing call to action: the contact page with the family as the message's topic. */
  nextStep: { href: string; text: string }
}

export function productCategoryScreenContent(
  locale: Locale,
  categoryId: ProductCategoryRouteId,
): ProductCategoryScreenContent {
  const category = productCatalogue(locale)[categoryId]
  return {
    category,
    labels: {
      ...pickLabels(locale, [
        'productsInCategory',
        'productAudienceHeading',
        'productNextStepHeading',
        'productNextStepText',
      ]),
      productCount: siteContent(locale).labels.productCount(category.products.length),
    },
    nextStep: { href: contactTopicHref(locale, categoryId), text: category.nextStep },
  }
}

// --- Sitemap -----------------------------------------------------------------------------------

export interface SitemapScreenContent {
  /**
   * The pages section: every page of the route table in the page's language, in its order, but the
   * products overview and families, which have a section of their own.
   */
  pages: { routeId: PageRouteId; path: string }[]
  posts: { id: string; title: string }[]
  feed: { href: string; text: string; heading: string }
  /** The headings of the pages, products and posts sections. */
  page: PageSections<'sitemap'>
}

export function sitemapScreenContent(locale: Locale): SitemapScreenContent {
  const { labels } = siteContent(locale)
  const productRoutes = new Set<PageRouteId>(['products', ...productCategoryRouteIds])
  return {
    pages: listPages(locale)
      .filter((entry) => !productRoutes.has(entry.routeId))
      .map(({ routeId, path }) => ({ routeId, path })),
    posts: listPosts(locale).map(({ id, title }) => ({ id, title })),
    feed: { href: feedPath(locale), text: labels.feedLinkText, heading: labels.sitemapFeeds },
    page: pageSections('sitemap', locale),
  }
}

// --- Blog post ---------------------------------------------------------------------------------

/** Labels of a post body's elements (`mdxComponents`), in `locale`. */
export function postBodyLabels(locale: Locale): { codeLanguage: string } {
  return pickLabels(locale, ['codeLanguage'])
}
