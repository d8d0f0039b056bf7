// What each screen renders, in one language: built on the server by the pages' +data hooks (the
// result travels in the page's HTML, in the page context Vike embeds as JSON, so the browser never loads the
// content modules of other pages or of the other language). The component tests build the same
// data with these functions. Everything here is serializable: labels that are functions in the
// content are applied here.
import {
  createTranslator,
  type Locale,
  navMessageKey,
  type ProductCategoryRouteId,
  productCategoryRouteIds,
} from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import { contactTopicHref } from '../shared/contactTopic.js'
import { feedPath } from './blog/feedPath.js'
import { listPosts } from './blog/index.js'
import { productCatalogue, siteContent } from './index.js'
import { partnerGroups, testimonials } from './partners.js'
import { teamMembers } from './team.js'
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
  'placeholderNote',
] as const satisfies (keyof StringLabels)[]

export interface HomeScreenContent {
  home: HomeContent
  labels: Pick<StringLabels, (typeof homeLabelKeys)[number]>
  partnersNote: string
  /** The product families' cards: summary and illustration. */
  categories: { id: ProductCategoryRouteId; summary: string; image: ImageAsset }[]
  partnerGroups: PartnerGroup[]
  testimonials: Testimonial[]
  /** The two newest posts. */
  posts: PostMeta[]
}

export function homeScreenContent(locale: Locale): HomeScreenContent {
  const site = siteContent(locale)
  const catalogue = productCatalogue(locale)
  return {
    home: site.home,
    labels: pickLabels(locale, [...homeLabelKeys]),
    partnersNote: site.about.partnersNote,
    categories: productCategoryRouteIds.map((id) => ({
      id,
      summary: catalogue[id].summary,
      image: catalogue[id].image,
    })),
    partnerGroups: partnerGroups(locale),
    testimonials: testimonials(locale),
    posts: listPosts(locale).slice(0, 2),
  }
}

// --- About -------------------------------------------------------------------------------------

export interface AboutScreenContent {
  about: AboutContent
  labels: Pick<StringLabels, 'aboutFactsHeading' | 'placeholderNote'>
  team: TeamMember[]
  partnerGroups: PartnerGroup[]
  testimonials: Testimonial[]
}

export function aboutScreenContent(locale: Locale): AboutScreenContent {
  return {
    about: siteContent(locale).about,
    labels: pickLabels(locale, ['aboutFactsHeading', 'placeholderNote']),
    team: teamMembers(locale),
    partnerGroups: partnerGroups(locale),
    testimonials: testimonials(locale),
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
    | 'emailPlaceholderLead'
  > & { emailLink: string }
}

export function accessibilityStatementScreenContent(locale: Locale): AccessibilityStatementScreenContent {
  const site = siteContent(locale)
  return {
    accessibility: site.accessibility,
    labels: {
      ...pickLabels(locale, [
        'statementConformance',
        'statementConformanceValue',
        'statementPrepared',
        'statementFeedback',
        'statementFeedbackValue',
        'emailPlaceholderLead',
      ]),
      emailLink: site.labels.emailLink(site.accessibility.email.text),
    },
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
    | 'contactRegistrationLabel'
    | 'contactVatLabel'
  >
}

export function contactScreenContent(locale: Locale, topic?: ProductCategoryRouteId): ContactScreenContent {
  const { t } = createTranslator(locale, getMessages(locale))
  return {
    contact: siteContent(locale).contact,
    prefill: topic
      ? { message: `${siteContent(locale).labels.contactTopicLine(t(navMessageKey(topic)))}\n\n` }
      : null,
    labels: pickLabels(locale, [
      'contactIntroHeading',
      'contactOther',
      'contactEmailLabel',
      'contactPhoneLabel',
      'contactAddressLabel',
      'contactRegistrationLabel',
      'contactVatLabel',
    ]),
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
  posts: { id: string; title: string }[]
  feed: { href: string; text: string; heading: string }
}

export function sitemapScreenContent(locale: Locale): SitemapScreenContent {
  const { labels } = siteContent(locale)
  return {
    posts: listPosts(locale).map(({ id, title }) => ({ id, title })),
    feed: { href: feedPath(locale), text: labels.feedLinkText, heading: labels.sitemapFeeds },
  }
}

// --- Blog post ---------------------------------------------------------------------------------

/** Labels of a post body's elements (`mdxComponents`), in `locale`. */
export function postBodyLabels(locale: Locale): { codeLanguage: string } {
  return pickLabels(locale, ['codeLanguage'])
}
