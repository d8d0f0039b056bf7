import type { Locale, ProductCategoryRouteId } from '@firma/i18n'
import type { IconName } from '@firma/ui'
import type { MDXContent } from 'mdx/types'
import type { LegalDetailsData } from '../shared/legalDetails.js'
import type { PartnerKind } from './firm/schema.js'
import type { MarkdownBlock } from './markdown.js'

export type { LegalDetailsData }

/** A file under `public/media`, with its intrinsic size so the browser reserves its space. */
export interface ImageAsset {
  /** Site-root path, e.g. `/media/headers/home.svg`. */
  src: string
  width: number
  height: number
  /** Alternative text in the page's language; `''` marks a purely decorative image. */
  alt: string
  /**
   * Which group of an illustration file @firma/ui's Illustration draws: `art`, the whole drawing (the
   * default), or a post cover's `drawing`, the drawing without the tinted panel it sits on in a card.
   */
  part?: 'art' | 'drawing'
}

/** The icons the product "extra" entries may name: those @firma/ui's `Icon` draws. */
export type { IconName }

/** One highlight of a product: an icon, a title and a description. */
export interface ProductExtra {
  icon: IconName
  title: string
  description: string
}

/** A titled paragraph: used for key features and for challenges overcome. */
export interface TitledText {
  title: string
  text: string
}

/** A product content entry. */
export interface Product {
  /** Stable id shared by both languages (also the fragment id on the category page). */
  id: string
  title: string
  description: string
  extra: ProductExtra[]
  keyFeatures: TitledText[]
  challenges: TitledText[]
  /** The closing text (Markdown: paragraphs and lists), shown under "show more". */
  additionalDescription: MarkdownBlock[]
  /** Text of the product's call to action (to the contact page), when it has one. */
  linkText?: string
}

/** A product family with its products. */
export interface ProductCategory {
  id: ProductCategoryRouteId
  /** One paragraph for the products overview. */
  summary: string
  /** Who the family is for, in one sentence ("for whom" on its page). */
  audience: string
  /** The heading of the page's closing call to action, naming the family ("Let’s talk about …"). */
  nextStep: string
  /** What the family page's drawing of the work shows: its caption, which also names it. */
  showcase: string
  /** Where the products run ("HTML5 set-top boxes", "iOS"). */
  platforms: string[]
  /** What they connect to ("Multicast", "the operator's billing"). */
  integrations: string[]
  /** Each product in full, or a summary list with the details on demand. */
  layout: 'entries' | 'compact'
  /** Further text (Markdown) shown under "show more" on the overview and on the family's page. */
  details: MarkdownBlock[]
  /** Illustration of the family on the overview and the home page. */
  image: ImageAsset
  products: Product[]
}

export type ProductCatalogue = Record<ProductCategoryRouteId, ProductCategory>

/** A team member (content/firm.yaml): a name, a role and, when the firm supplies one, a photo. */
export interface TeamMember {
  id: string
  name: string
  role: string
  /** A square photo under public/ and what it shows, in the page's language. */
  photo: { src: string; alt: string } | null
}

/** The team's composition, kind by kind: the about page shows it until the members are named. */
export interface TeamComposition {
  kind: 'employees' | 'contractors' | 'students'
  count: number
  /** "9 zaposlenih", "2 contractors". */
  text: string
}

/** The customer and partner groups, one per kind (content/firm.yaml `partners`). */
export type PartnerGroupId = PartnerKind

/** A partner entry: its name only. */
export interface Partner {
  id: string
  name: string
  /** A logo file under public/, where the firm has given one. */
  logo?: string
}

export interface PartnerGroup {
  id: PartnerGroupId
  title: string
  /** Empty while the firm has named no customer of this kind: the group is then shown by its title. */
  partners: Partner[]
}

/** A case study as a summary (content/firm/caseViews.ts), in one language. */
export interface CaseStudyView {
  id: string
  /** The case's title (its page's heading). */
  title: string
  /** The client's name, or the description of a client not named. */
  client: string
  sector: string | null
  /** The client's logo under public/, if given. */
  logo: string | null
  problem: string
  built: string
  results: { value: string; label: string }[]
  quote: { text: string; author: string; authorTitle: string } | null
  /** The product families of its products; their pages show it. */
  families: ProductCategoryRouteId[]
  /** Its own page, when it has enough facts for one (content/firm/cases.ts, `hasCasePage`). */
  href: string | null
  /** Its links, chosen on the server: to its own page (named by its title), then to its families. */
  links: { href: string; label: string }[]
}

/** A partner's opinion. */
export interface Testimonial {
  id: string
  text: string
  author: string
  authorTitle: string
}

/** A section of prose: a heading, paragraphs and an optional list. */
export interface ProseSection {
  id: string
  title: string
  paragraphs: string[]
  list?: string[]
  /** An external link after the paragraphs. */
  link?: { href: string; text: string }
}

export interface AccessibilityStatementContent {
  /** Opening paragraphs (who the statement covers). */
  intro: string[]
  /** In reading order; the one with id `feedback` also shows the e-mail address and the contact link. */
  sections: ProseSection[]
  contactLinkText: string
  /** Date the statement was prepared (ISO), January 2024. */
  preparedOn: string
}

export interface AboutContent {
  intro: string[]
  facts: { value: string; label: string }[]
  /** The label of the team's composition among the facts. */
  factsTeamLabel: string
  teamIntro: string
  partnersIntro: string
  /** The titles of the customer and partner groups, by kind. */
  partnerGroupTitles: Record<PartnerKind, string>
  values: ProseSection
}

/** A slide of a home page carousel. */
export interface Slide {
  id: string
  title: string
  text: string
  image: ImageAsset
}

/** A figure of the home page's proof line: `value` large ("200.000+"), `label` under it. */
export interface ProofFact {
  value: string
  label: string
}

export interface HomeContent {
  /** The first screen, beside the page's title and subtitle: the proof line and the next steps. */
  hero: {
    /** The page's h1 (the catalogue's shorter page title stays the document's title). */
    title: string
    subtitle: string
    /** Accessible name of the proof line's list. */
    proofLabel: string
    proof: ProofFact[]
    /** The primary call to action, to the contact page. */
    callToAction: string
    /** The secondary one, to the products. */
    secondaryAction: string
  }
  intro: { title: string; paragraphs: string[] }
  promoVideo: {
    title: string
    /** Longer description under the video, beyond its line in content/pages (`promoVideoDescription`). */
    transcript: string
    /** The summary of the disclosure that holds the transcript. */
    transcriptLabel: string
  }
  heroSlides: Slide[]
  /** The paragraph under the products section's heading (content/pages: `sections.products`). */
  services: { intro: string }
  mapSlides: Slide[]
  mapSection: { title: string; intro: string }
  accessibility: { title: string; paragraphs: string[]; linkText: string }
  contact: { title: string; text: string }
}

/** Metadata of a blog post (one language). */
export interface PostMeta {
  id: string
  locale: Locale
  /** First publication, ISO date `YYYY-MM-DD`. */
  date: string
  updated?: string
  title: string
  subtitle: string
  description: string
  image: ImageAsset
  /** Reading time in whole minutes, computed from the MDX source; at least 1. */
  readMinutes: number
  /** The date and the reading time as the post's language says them ("Objavljeno 3. marca 2025"). */
  labels: { published: string; readTime: string }
}

/** A blog post: its metadata and its MDX body. */
export interface Post extends PostMeta {
  /** The compiled MDX body; pass `components` to map its elements (see `pages/blogPost/BlogPostScreen`). */
  Body: MDXContent
}
