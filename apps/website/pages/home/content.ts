// The home screen's data in one language, from the page's words (./sl.yaml, ./en.yaml), the firm's
// facts, the product catalogue and the newest posts. Built on the server by +data.ts; the component
// tests build it too, with the firms of testing/firms.ts.
import { createTranslator, type Locale, navMessageKey, type ProductCategoryRouteId } from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import type { CaptionTrack, VideoSource } from '@firma/ui'
import { listPosts } from '../../content/blog/index.js'
import { figureValues } from '../../content/figures.js'
import { caseSummaries } from '../../content/firm/caseViews.js'
import type { FirmFacts } from '../../content/firm/schema.js'
import { partnerGroups, testimonials } from '../../content/firm/views.js'
import { familiesInSellingOrder, productCatalogue } from '../../content/index.js'
import { pluralForm } from '../../content/plural.js'
import type {
  CaseStudyView,
  HomeContent,
  ImageAsset,
  Partner,
  PartnerGroup,
  PostMeta,
  Testimonial,
} from '../../content/types.js'
import { fill } from '../../content/wordsSchema.js'
import { wordsIn as caseStudiesWordsIn } from '../caseStudies/words.js'
import { headerImage } from '../headerImage.js'
import { headerWords } from '../headerWords.js'
import { wordsIn } from './words.js'

export interface HomeScreenContent {
  /** The page header, which the home screen draws itself: its h1, subtitle and illustration. */
  header: { title: string; subtitle: string; image: ImageAsset }
  home: HomeContent
  labels: {
    carouselHero: string
    carouselMap: string
    carouselLogos: string
    carouselTestimonials: string
    promoVideoHeading: string
  }
  /**
   * The product families' cards, the firm's core first and one-off projects (custom solutions) last:
   * name (the navigation's), summary and illustration.
   */
  categories: { id: ProductCategoryRouteId; title: string; summary: string; image: ImageAsset }[]
  /** The kinds of customers, shown by their titles until the firm names its customers. */
  customerKinds: Pick<PartnerGroup, 'id' | 'title'>[]
  /**
   * Every named customer at once, in walls of at most {@link logosPerPage} (the logo carousel pages
   * through them when there is more than one); none until the firm names its customers.
   */
  customerWalls: Partner[][]
  /**
   * Empty until the firm supplies quotes: the section is then left out. A quote once per page: a
   * testimonial that a reference on the page already quotes is not repeated.
   */
  testimonials: Testimonial[]
  /** The case studies as summaries, each with its links (content/firm/caseViews.ts); none, no section. */
  cases: CaseStudyView[]
  /** The name of each case's list of links, read out. */
  casesLinksLabel: string
  /** The two newest posts. */
  posts: PostMeta[]
  /** The titles of the pages the home page's sections lead to. */
  pageTitles: { products: string; blog: string }
  /** The headings of the products, customers and testimonials sections, and the promo video's line. */
  page: {
    sections: { products: string; cases: string; customers: string; testimonials: string }
    promoVideoDescription: string
  }
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

export function homeScreenContent(locale: Locale, facts: FirmFacts): HomeScreenContent {
  const cases = caseSummaries(locale, facts)
  const groups = partnerGroups(locale, facts)
  const words = wordsIn(locale)
  const catalogue = productCatalogue(locale)
  const { t } = createTranslator(locale, getMessages(locale))
  const teamSize = facts.team.employees + facts.team.contractors + facts.team.students
  const values = { founded: facts.founded.year, teamSize, ...figureValues(locale, facts) }
  const { hero } = words
  // The firm's strongest proof leads, once the facts give its figure; else the plain title.
  const proofTitle = fill(hero.proofTitle, values)
  const title = /\{\w+\}/.test(proofTitle) ? hero.title : proofTitle
  return {
    header: { title, subtitle: hero.subtitle, image: headerImage('home', locale) },
    home: {
      hero: {
        title,
        subtitle: hero.subtitle,
        proofLabel: hero.proofLabel,
        // A figure the facts do not give (`figures:` left out) is left out of the proof line.
        proof: hero.proof.flatMap((fact) => {
          const value = fill(fact.value, values)
          if (/\{\w+\}/.test(value)) return []
          const label = typeof fact.label === 'string' ? fact.label : pluralForm(locale, teamSize, fact.label)
          return [{ value, label }]
        }),
        callToAction: hero.callToAction,
        secondaryAction: hero.secondaryAction,
      },
      intro: words.intro,
      promoVideo: {
        transcriptLabel: words.promoVideo.transcriptLabel,
        title: words.promoVideo.title,
        transcript: words.promoVideo.transcript,
      },
      heroSlides: words.heroSlides,
      services: words.services,
      mapSection: words.mapSection,
      mapSlides: words.mapSlides,
      accessibility: words.accessibility,
      contact: words.contact,
    },
    labels: { ...words.labels, promoVideoHeading: words.promoVideo.heading },
    pageTitles: { products: headerWords('products', locale).title, blog: headerWords('blog', locale).title },
    page: { sections: words.sections, promoVideoDescription: words.promoVideo.description },
    categories: familiesInSellingOrder.map((id) => ({
      id,
      title: t(navMessageKey(id)),
      summary: catalogue[id].summary,
      image: catalogue[id].image,
    })),
    customerKinds: groups.map(({ id, title }) => ({ id, title })),
    customerWalls: pagesOf(
      groups.flatMap((group) => group.partners),
      logosPerPage,
    ),
    testimonials: notQuotedIn(cases, testimonials(locale, facts)),
    cases,
    casesLinksLabel: caseStudiesWordsIn(locale).linksLabel,
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

/**
 * The testimonials whose words no reference among `cases` quotes (compared word by word: one of the two
 * may carry the typography's non-breaking spaces).
 */
function notQuotedIn(cases: CaseStudyView[], all: Testimonial[]): Testimonial[] {
  const words = (text: string) => text.replace(/\s+/g, ' ').trim()
  const quoted = new Set(cases.flatMap((entry) => (entry.quote ? [words(entry.quote.text)] : [])))
  return all.filter((testimonial) => !quoted.has(words(testimonial.text)))
}

/** How many customers one wall shows at once: every one of them in view, none alone behind "next". */
const logosPerPage = 12

function pagesOf<T>(items: T[], size: number): T[][] {
  const pages: T[][] = []
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size))
  return pages
}
