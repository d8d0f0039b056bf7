import { firm } from '../firm/index.js'
import { countNoun, pluralForm } from '../plural.js'
import type { SiteContent } from '../types.js'

// English copy of the screens, apart from products, posts and partners.
const teamSize = firm.team.employees + firm.team.contractors + firm.team.students

/** "Content management systems" → "content management systems"; acronyms ("IPTV …") stay. */
const sentenceCase = (title: string) =>
  /^[A-Z]{2}/.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1)

/** The team's kinds in words. */
const teamWords = {
  employees: { one: 'employee', other: 'employees' },
  contractors: { one: 'contractor', other: 'contractors' },
  students: { one: 'student', other: 'students' },
}

export const siteEn: SiteContent = {
  home: {
    hero: {
      title: 'Software for telecom operators, media and public institutions',
      subtitle:
        'A Ljubljana software house building IPTV apps, content management, mobile apps and voting systems that everyone can use.',
      proofLabel: 'At a glance',
      proof: [
        { value: `Since ${firm.founded.year}`, label: 'building software in Ljubljana' },
        { value: '200,000+', label: 'users of our IPTV system' },
        { value: '20+', label: 'set-top box apps' },
        {
          value: String(teamSize),
          label: `${pluralForm('en', teamSize, { one: 'person', other: 'people' })} on the team`,
        },
      ],
      callToAction: 'Book a conversation',
      secondaryAction: 'Explore our products',
    },
    intro: {
      title: 'Software that works for everyone',
      paragraphs: [
        'We are a software house in Ljubljana, founded in 2008. We build content management systems, IPTV applications, mobile apps, conference voting systems and custom solutions for media, telecom operators, public institutions and businesses.',
        'We design every product so that anyone can use it: with a keyboard, with a screen reader, with larger text or in high contrast.',
      ],
    },
    promoVideo: {
      transcriptLabel: 'Scene-by-scene description',
      title: 'Our work in 12 seconds',
      transcript:
        'This silent video shows a sequence of illustrations: an editorial system with content blocks, a television with a programme guide, a smartphone showing credit and packages, voting terminals with a vote result, and finally all of these devices linked in a network. The captions describe each scene.',
    },
    heroSlides: [
      {
        id: 'hero-iptv',
        title: 'More than 200,000 IPTV users',
        text: 'Our IPTV system has more than 200,000 users, and we have built more than 20 apps for set-top boxes.',
        image: {
          src: '/media/home/hero-iptv.svg',
          width: 640,
          height: 360,
          alt: 'Illustration: a television showing a programme guide.',
        },
      },
      {
        id: 'hero-accessibility',
        title: 'Accessibility from the start',
        text: 'On this website, the accessibility tool lets you enlarge the text, change the colours or stop animations.',
        image: {
          src: '/media/home/hero-accessibility.svg',
          width: 640,
          height: 360,
          alt: 'Illustration: sliders for text size, line spacing and colour scheme.',
        },
      },
    ],
    services: {
      intro: 'Five product families that we have been building and maintaining for years.',
    },
    mapSection: {
      title: 'Where we work',
      intro: 'From Ljubljana, we build software for clients in Slovenia and across Europe.',
    },
    mapSlides: [
      {
        id: 'map-ljubljana',
        title: 'Ljubljana',
        text: 'Our office and development team are in Ljubljana, where we have worked since we were founded in 2008.',
        image: {
          src: '/media/home/map-ljubljana.svg',
          width: 640,
          height: 360,
          alt: 'Map of Slovenia with Ljubljana marked.',
        },
      },
      {
        id: 'map-slovenia',
        title: 'Slovenia',
        text: 'In Slovenia we work with telecom operators, media, government institutions and universities.',
        image: {
          src: '/media/home/map-slovenia.svg',
          width: 640,
          height: 360,
          alt: 'Map of Slovenia and its neighbours: Italy, Austria, Hungary and Croatia.',
        },
      },
      {
        id: 'map-europe',
        title: 'Europe',
        text: 'For EU institutions and international clients we build multilingual, accessible solutions.',
        image: {
          src: '/media/home/map-europe.svg',
          width: 640,
          height: 360,
          alt: 'Map of Europe with Slovenia marked.',
        },
      },
    ],
    accessibility: {
      title: 'Accessibility first',
      paragraphs: [
        'This website is partially conformant with WCAG 2.1 Level AA. The accessibility tool lets you adjust the font, spacing, colours and motion.',
        'If something gets in your way, write to us. We will reply within 3 business days.',
      ],
      linkText: 'Read our accessibility statement',
    },
    contact: {
      title: 'Have a project in mind?',
      text: 'Tell us what you need. We will get back to you soon, and an enquiry commits you to nothing.',
    },
  },
  about: {
    intro: [
      `We founded the company in Ljubljana in ${firm.founded.year}. Since then we have been building software for media, telecom operators, EU and Slovenian public institutions, universities and businesses.`,
      'We are a small team, so clients talk directly to the people who design and build their systems. On larger projects we work with trusted partners.',
    ],
    facts: [
      { value: String(firm.founded.year), label: 'founded' },
      { value: firm.address?.city ?? firm.founded.city, label: 'headquarters' },
    ],
    teamIntro: 'Partners join us on particular projects.',
    teamComposition: (kind, count) => countNoun('en', count, teamWords[kind]),
    partnersIntro:
      'We work with telecom operators, media, EU and Slovenian government institutions, universities and other organisations.',
    partnerGroupTitles: {
      telecom: 'Telecom operators',
      media: 'Media',
      government: 'EU and Slovenian government institutions',
      university: 'Universities',
      other: 'Others',
    },
    values: {
      id: 'how-we-work',
      title: 'How we work',
      paragraphs: ['A few principles we keep on every project:'],
      list: [
        'We design for accessibility from the start, instead of patching it in at the end.',
        'We write code that someone else can maintain, with documentation and tests.',
        'We handle personal data with care and collect only what we really need.',
        'We promise only what we can deliver.',
      ],
    },
  },
  accessibility: {
    preparedOn: '2024-01-31',
    intro: [
      'We are committed to making our website accessible to everyone, including people with visual, hearing, motor or cognitive impairments.',
      'This accessibility statement applies to the whole website, in Slovenian and in English.',
    ],
    sections: [
      {
        id: 'conformance',
        title: 'Conformance status',
        paragraphs: [
          'This website is partially conformant with the Web Content Accessibility Guidelines (WCAG) 2.1 Level AA. Partially conformant means that some parts of the content do not yet fully conform to the standard.',
        ],
      },
      {
        id: 'limitations',
        title: 'Known limitations',
        paragraphs: ['The content listed below is not yet fully accessible. We are fixing it step by step.'],
        list: [
          'The pictures in two blog posts (the accessibility tool’s settings and the eSIM flow diagram) keep their original colours when you choose another colour scheme in the accessibility tool.',
          'Code examples in blog posts are not marked with a language, so a screen reader may read them with Slovenian pronunciation on the Slovenian pages.',
        ],
      },
      {
        id: 'features',
        title: 'What we have done for accessibility',
        paragraphs: ['Among other things, the website offers:'],
        list: [
          'links to skip to the content and to the footer at the top of every page;',
          'an accessibility tool to adjust text size, spacing, font, colour scheme and motion;',
          'full use with a keyboard and with screen readers;',
          'a way to pause every carousel and the video;',
          'captions in both languages and a text description of the promo video.',
        ],
      },
      {
        id: 'preparation',
        title: 'Preparation of this statement',
        paragraphs: [
          'This statement was prepared in January 2024, based on a self-assessment carried out by hand, with a keyboard and screen readers, and with automated accessibility checkers. We review it whenever the website changes significantly.',
        ],
      },
      {
        id: 'feedback',
        title: 'Feedback and contact',
        paragraphs: [
          'If something on the website gets in your way, or you need content in another format, write to us by email or through the contact form. Tell us which page you were on and what the problem was.',
          'We will reply to your message within 3 business days.',
        ],
      },
      {
        id: 'enforcement',
        title: 'Enforcement procedure',
        paragraphs: [
          `If you do not receive a reply within 3 business days, or you are not satisfied with our reply, you can turn to the body that oversees the accessibility of this website:`,
        ],
      },
    ],
    contactLinkText: 'Write to us through the contact form',
  },
  contact: {
    intro: [
      'Interested in one of our products, or need a custom solution or an accessibility evaluation? Tell us what you need and we will get back to you.',
      'All fields are required. We use your details only to reply to your message.',
    ],
  },
  labels: {
    legalDetails: {
      label: 'Company details',
      registryCourt: 'Registry court',
      registrationNumber: 'Registration number',
      vatNumber: 'VAT number',
      shareCapital: 'Share capital',
    },
    previewNotice: {
      label: 'Site preview',
      text: 'This website is still being prepared: some facts about the company and some texts are not final.',
      hide: 'Hide notice',
    },
    carouselMap: 'Map: where we work',
    carouselLogos: 'Customers and partners by group',
    carouselTestimonials: 'Selected customer quotes',
    carouselHero: 'Highlights',
    promoVideoHeading: 'Promo video',
    promoVideoFallback: 'Your browser cannot play this video. The text below it describes what it shows.',
    productsInCategory: 'Products in this family',
    productAudienceHeading: 'Who it is for',
    productNextStepHeading: 'Next step',
    productNextStepText: 'Tell us what you need, and we will propose a solution, its scope and an estimate.',
    contactTopicLine: (family) => `Topic: ${family}`,
    productCount: (count) => countNoun('en', count, { one: 'product', other: 'products' }),
    aboutFactsHeading: 'At a glance',
    contactPrivacyLink: 'How we handle your personal data',
    contactIntroHeading: 'Write to us',
    contactOther: 'Other ways to reach us',
    contactEmailLabel: 'Email',
    contactPhoneLabel: 'Phone',
    contactAddressLabel: 'Headquarters',
    country: 'Slovenia',
    statementPrepared: 'Statement prepared on',
    statementFeedback: 'Reply to feedback within',
    statementFeedbackValue: '3 business days',
    statementConformance: 'Conformance status',
    statementConformanceValue: 'partially conformant with WCAG 2.1 Level AA',
    emailLink: (email) => `Email ${email}`,
    sitemapFeeds: 'News feeds',
    feedLinkText: 'Atom feed of the blog (English posts)',
    codeLanguage: 'Language',
    learnMoreAbout: (title) => `More about ${sentenceCase(title)}`,
  },
}
