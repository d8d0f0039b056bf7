import type { LanguageLink } from '../components/LanguageSelector/LanguageSelector.js'
import type { NavigationGroup, NavigationLink } from '../components/Navigation/Navigation.js'
import type { TestimonialProps } from '../components/Testimonial/Testimonial.js'
import type { UiLocale } from '../locale/locale.js'

/** Sample content in both languages for stories (not published). */
export const sampleTestimonials: Record<UiLocale, [TestimonialProps, TestimonialProps, TestimonialProps]> = {
  sl: [
    {
      text: 'Uredniški sistem nam je skrajšal pot od novice do objave na nekaj minut, ekipa pa se na vsako vprašanje odzove hitro.',
      author: 'Ana Novak',
      authorTitle: 'vodja digitalnih medijev',
    },
    {
      text: 'Aplikacije IPTV delujejo zanesljivo na več kot dvesto tisoč napravah.',
      author: 'Marko Kovač',
      authorTitle: 'tehnični direktor operaterja',
    },
    {
      text: 'Glasovalni sistem je na konferenci deloval brez ene same napake.',
      author: 'Petra Zupan',
      authorTitle: 'organizatorka konferenc',
    },
  ],
  en: [
    {
      text: 'The editorial system cut the path from news to publication to a few minutes, and the team answers every question quickly.',
      author: 'Ana Novak',
      authorTitle: 'Head of digital media',
    },
    {
      text: 'The IPTV apps run reliably on more than two hundred thousand devices.',
      author: 'Marko Kovač',
      authorTitle: 'CTO of an operator',
    },
    {
      text: 'The voting system ran through the conference without a single fault.',
      author: 'Petra Zupan',
      authorTitle: 'Conference organiser',
    },
  ],
}

/** The main navigation's links, the products page current. */
export const sampleMainLinks: Record<UiLocale, NavigationLink[]> = {
  sl: [
    { href: '#domov', label: 'Domov' },
    { href: '#produkti', label: 'Produkti', current: true },
    { href: '#o-nas', label: 'O nas' },
    { href: '#blog', label: 'Blog' },
    { href: '#kontakt', label: 'Kontakt' },
  ],
  en: [
    { href: '#home', label: 'Home' },
    { href: '#products', label: 'Products', current: true },
    { href: '#about-us', label: 'About us' },
    { href: '#blog', label: 'Blog' },
    { href: '#contact-us', label: 'Contact' },
  ],
}

/** The footer's legal links, the sitemap current. */
export const sampleFooterLinks: Record<UiLocale, NavigationLink[]> = {
  sl: [
    { href: '#izjava', label: 'Izjava o dostopnosti' },
    { href: '#zemljevid', label: 'Zemljevid strani', current: true },
    { href: '#kontakt', label: 'Kontakt' },
  ],
  en: [
    { href: '#statement', label: 'Accessibility statement' },
    { href: '#sitemap', label: 'Sitemap', current: true },
    { href: '#contact', label: 'Contact' },
  ],
}

/** The footer's link groups. */
export const sampleFooterGroups: Record<UiLocale, NavigationGroup[]> = {
  sl: [
    {
      title: 'Produkti',
      links: [
        { href: '#iptv', label: 'Aplikacije IPTV' },
        { href: '#mobilne', label: 'Mobilne aplikacije' },
        { href: '#produkti', label: 'Vsi produkti' },
      ],
    },
    {
      title: 'Podjetje',
      links: [
        { href: '#o-nas', label: 'O nas' },
        { href: '#blog', label: 'Blog' },
      ],
    },
    { title: 'Pravno', links: sampleFooterLinks.sl },
  ],
  en: [
    {
      title: 'Products',
      links: [
        { href: '#iptv', label: 'IPTV applications' },
        { href: '#mobile', label: 'Mobile applications' },
        { href: '#products', label: 'All products' },
      ],
    },
    {
      title: 'Company',
      links: [
        { href: '#about-us', label: 'About us' },
        { href: '#blog', label: 'Blog' },
      ],
    },
    { title: 'Legal', links: sampleFooterLinks.en },
  ],
}

/** The two languages of a page, `current` the one it is in. */
export function sampleLanguages(current: UiLocale): LanguageLink[] {
  return [
    { locale: 'sl', href: '#o-nas', label: 'Slovenščina', hreflang: 'sl-SI', current: current === 'sl' },
    { locale: 'en', href: '#about-us', label: 'English', hreflang: 'en', current: current === 'en' },
  ]
}
