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
