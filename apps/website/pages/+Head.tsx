import { absoluteUrl, alternates, buildPath, localeInfo, type RouteId, type StaticRouteId } from '@firma/i18n'
import { usePageContext } from 'vike-react/usePageContext'
import { feedPath } from '../content/blog/feedPath.js'
import { documentTitle, firm, siteSuffix } from '../content/firm/index.js'
import { firstScreenStyles } from '../render/firstScreenStyles.js'
import { jsonLd } from '../render/jsonLd.js'
import { SOCIAL_IMAGE, socialImage } from '../render/socialImage.js'
import { postOf } from '../shared/blogPost.js'
import { isErrorPage, pageTexts } from '../shared/pageTexts.js'
import { speculationRulesJson } from '../shared/speculationRules.js'
import type { CaseStudyScreenContent } from './caseStudy/content.js'
import { type HeaderRouteId, headerImage } from './headerImage.js'

const ogLocale = { sl: 'sl_SI', en: 'en_GB' } as const

/** Canonical, hreflang alternates, Open Graph, Twitter card and structured data (server-rendered). */
export default function Head() {
  const pageContext = usePageContext()
  const { locale, routeId, siteUrl } = pageContext
  const texts = pageTexts(pageContext)
  const found = routeId !== null && routeId !== 'sitemapXml' && !isErrorPage(pageContext)
  if (!found)
    return (
      <>
        <FirstScreenStyles />
        <meta name="robots" content="noindex" />
        <SpeculationRules />
      </>
    )
  // A post's or a case study's id; every other page's route has no parameter.
  const params =
    routeId === 'blogPost' || routeId === 'caseStudy' ? { id: String(pageContext.routeParams.id) } : undefined
  const pathOf = (id: RouteId, l: typeof locale) =>
    (id === 'blogPost' || id === 'caseStudy') && params
      ? buildPath(id, l, params)
      : buildPath(id as StaticRouteId, l)
  const canonical = absoluteUrl(siteUrl, pathOf(routeId, locale))
  const links =
    (routeId === 'blogPost' || routeId === 'caseStudy') && params
      ? alternates(routeId, params)
      : alternates(routeId as StaticRouteId)
  // The raster card of the page's header image (a post's cover): social platforms show no SVG.
  const post = postOf(pageContext)
  const pictured = routeId === 'blogPost' && post ? post.image : headerImage(routeId as HeaderRouteId, locale)
  const image = absoluteUrl(siteUrl, socialImage(pictured.src))
  return (
    <>
      <FirstScreenStyles />
      <link rel="canonical" href={canonical} />
      {links.map((alternate) => (
        <link
          key={alternate.hreflang}
          rel="alternate"
          hrefLang={alternate.hreflang}
          href={absoluteUrl(siteUrl, alternate.path)}
        />
      ))}
      <meta
        property="og:type"
        content={routeId === 'blogPost' || routeId === 'caseStudy' ? 'article' : 'website'}
      />
      <meta property="og:site_name" content={siteSuffix} />
      <meta property="og:url" content={canonical} />
      {/* og:title and og:description come from vike-react, with <title> and the meta description. */}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta property="og:image:alt" content={pictured.alt} />
      <meta property="og:locale" content={ogLocale[locale]} />
      <meta property="og:locale:alternate" content={ogLocale[locale === 'sl' ? 'en' : 'sl']} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={documentTitle(texts.title)} />
      <meta name="twitter:description" content={texts.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={pictured.alt} />
      {routeId === 'blog' || routeId === 'blogPost' ? (
        <link
          rel="alternate"
          type="application/atom+xml"
          title={texts.title}
          href={absoluteUrl(siteUrl, feedPath(locale))}
        />
      ) : null}
      {routeId === 'blogPost' ? <BlogPostingData /> : null}
      {routeId === 'caseStudy' ? <CaseStudyData /> : null}
      <SpeculationRules />
      {routeId === 'home' ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block (not executed; CSP-neutral), escaped below.
          dangerouslySetInnerHTML={{
            __html: jsonLd({
              '@context': 'https://schema.org',
              '@type': 'Organization',
              name: siteSuffix,
              url: absoluteUrl(siteUrl, '/'),
              foundingDate: String(firm.founded.year),
              // Only what the facts file gives: absent facts are left out, never guessed.
              address: {
                '@type': 'PostalAddress',
                ...(firm.address
                  ? { streetAddress: firm.address.street, postalCode: firm.address.postalCode }
                  : {}),
                addressLocality: firm.address?.city ?? firm.founded.city,
                addressCountry: 'SI',
              },
              ...(firm.email ? { email: firm.email } : {}),
              ...(firm.phone ? { telephone: firm.phone } : {}),
              ...(firm.registration?.vatNumber ? { vatID: firm.registration.vatNumber } : {}),
              inLanguage: localeInfo[locale].hreflang,
            }),
          }}
        />
      ) : null}
    </>
  )
}

/**
 * The rules every page's first screen needs (render/firstScreenStyles.ts), so its first paint does not
 * wait for the stylesheet, which is linked at the end of the body. The CSP allows this block by its hash.
 */
function FirstScreenStyles() {
  return (
    <style
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own CSS, generated from its stylesheet and allowed by its hash in the CSP's style-src; written as it is, so the hash matches.
      dangerouslySetInnerHTML={{ __html: firstScreenStyles }}
    />
  )
}

/** The browser's own preloading of the page of a link the visitor points at (shared/speculationRules.ts). */
function SpeculationRules() {
  return (
    <script
      type="speculationrules"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant JSON rule set the browser reads and never runs (CSP: 'inline-speculation-rules').
      dangerouslySetInnerHTML={{ __html: speculationRulesJson }}
    />
  )
}

/** BlogPosting structured data of a post page. */
function BlogPostingData() {
  const pageContext = usePageContext()
  const post = postOf(pageContext)
  if (!post) return null
  const { locale, siteUrl } = pageContext
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block (not executed; CSP-neutral), escaped.
      dangerouslySetInnerHTML={{
        __html: jsonLd({
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.description,
          datePublished: post.date,
          dateModified: post.updated ?? post.date,
          inLanguage: localeInfo[locale].hreflang,
          image: absoluteUrl(siteUrl, post.image.src),
          url: absoluteUrl(siteUrl, buildPath('blogPost', locale, { id: post.id })),
          publisher: { '@type': 'Organization', name: siteSuffix },
        }),
      }}
    />
  )
}

/** A case study's structured data: the article, and where it sits (home › case studies › the case). */
function CaseStudyData() {
  const pageContext = usePageContext()
  const content = pageContext.data as CaseStudyScreenContent | undefined
  if (!content) return null
  const { locale, siteUrl } = pageContext
  const url = absoluteUrl(siteUrl, buildPath('caseStudy', locale, { id: content.case.id }))
  const crumbs = [...content.breadcrumbs.items, { href: url, text: content.case.title }]
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block (not executed; CSP-neutral), escaped.
      dangerouslySetInnerHTML={{
        __html: jsonLd([
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: content.case.title,
            description: content.case.description,
            inLanguage: localeInfo[locale].hreflang,
            url,
            ...(content.case.pictures[0]
              ? { image: absoluteUrl(siteUrl, content.case.pictures[0].src) }
              : {}),
            publisher: { '@type': 'Organization', name: siteSuffix },
          },
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: crumbs.map((crumb, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: crumb.text,
              item: absoluteUrl(siteUrl, crumb.href),
            })),
          },
        ]),
      }}
    />
  )
}
