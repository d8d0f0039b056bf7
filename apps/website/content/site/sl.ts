import { firm } from '../firm/index.js'
import { countNoun, pluralForm } from '../plural.js'
import type { SiteContent } from '../types.js'

// Slovenian copy of the screens, apart from products, posts and partners.
/** The team's kinds in words, with the Slovenian number forms (1, 2, 3–4, 5+). */
const teamWords = {
  employees: { one: 'zaposleni', two: 'zaposlena', few: 'zaposleni', other: 'zaposlenih' },
  contractors: {
    one: 'zunanji sodelavec',
    two: 'zunanja sodelavca',
    few: 'zunanji sodelavci',
    other: 'zunanjih sodelavcev',
  },
  students: { one: 'študent', two: 'študenta', few: 'študenti', other: 'študentov' },
}
const teamSize = firm.team.employees + firm.team.contractors + firm.team.students

export const siteSl: SiteContent = {
  home: {
    hero: {
      title: 'Programska oprema za operaterje, medije in javne ustanove',
      subtitle:
        'Ljubljanska razvojna hiša: aplikacije IPTV, sistemi za upravljanje vsebin, mobilne aplikacije in glasovalni sistemi, ki jih lahko uporablja vsakdo.',
      proofLabel: 'Na kratko o nas',
      proof: [
        { value: `od ${firm.founded.year}`, label: 'razvijamo programsko opremo v Ljubljani' },
        { value: '200.000+', label: 'uporabnikov našega sistema IPTV' },
        { value: '20+', label: 'aplikacij za sprejemnike' },
        {
          value: String(teamSize),
          label: `${pluralForm('sl', teamSize, { one: 'človek', two: 'človeka', few: 'ljudje', other: 'ljudi' })} v ekipi`,
        },
      ],
      callToAction: 'Dogovorimo se za predstavitev',
      secondaryAction: 'Oglejte si produkte',
    },
    intro: {
      title: 'Programska oprema, ki deluje za vse',
      paragraphs: [
        'Smo ljubljanska razvojna hiša, ustanovljena leta 2008. Razvijamo sisteme za upravljanje vsebin, aplikacije IPTV, mobilne aplikacije, konferenčno-glasovalne sisteme in rešitve po meri za medije, telekomunikacijske operaterje, javne ustanove in podjetja.',
        'Vsak produkt načrtujemo tako, da ga lahko uporablja vsakdo: s tipkovnico, z bralnikom zaslona, z večjo pisavo ali v načinu visokega kontrasta.',
      ],
    },
    promoVideo: {
      transcriptLabel: 'Opis videa po prizorih',
      title: 'Naše delo v 12 sekundah',
      transcript:
        'Video brez zvoka prikaže zaporedje ilustracij: uredniški sistem z bloki vsebine, televizor s programskim vodnikom, pametni telefon z dobroimetjem in paketi, glasovalne terminale z izidom glasovanja in na koncu vse te naprave, povezane v omrežje. Podnapisi opisujejo vsak prizor.',
    },
    heroSlides: [
      {
        id: 'hero-iptv',
        title: 'Več kot 200.000 uporabnikov IPTV',
        text: 'Naš sistem IPTV uporablja več kot 200.000 uporabnikov, za sprejemnike pa smo razvili več kot 20 aplikacij.',
        image: {
          src: '/media/home/hero-iptv.svg',
          width: 640,
          height: 360,
          alt: 'Ilustracija: televizor s programskim vodnikom.',
        },
      },
      {
        id: 'hero-accessibility',
        title: 'Dostopnost načrtujemo od začetka',
        text: 'Na tem spletnem mestu lahko s pripomočkom za dostopnost povečate pisavo, spremenite barve ali ustavite animacije.',
        image: {
          src: '/media/home/hero-accessibility.svg',
          width: 640,
          height: 360,
          alt: 'Ilustracija: drsniki za velikost pisave, razmik vrstic in barvno shemo.',
        },
      },
    ],
    services: {
      intro: 'Pet skupin produktov, ki jih razvijamo in vzdržujemo že vrsto let.',
    },
    mapSection: {
      title: 'Kje delamo',
      intro: 'Iz Ljubljane razvijamo za naročnike v Sloveniji in drugod po Evropi.',
    },
    mapSlides: [
      {
        id: 'map-ljubljana',
        title: 'Ljubljana',
        text: 'Naša pisarna in razvojna ekipa sta v Ljubljani, kjer delamo od ustanovitve leta 2008.',
        image: {
          src: '/media/home/map-ljubljana.svg',
          width: 640,
          height: 360,
          alt: 'Zemljevid Slovenije z označeno Ljubljano.',
        },
      },
      {
        id: 'map-slovenia',
        title: 'Slovenija',
        text: 'V Sloveniji sodelujemo s telekomunikacijskimi operaterji, mediji, državnimi ustanovami in univerzami.',
        image: {
          src: '/media/home/map-slovenia.svg',
          width: 640,
          height: 360,
          alt: 'Zemljevid Slovenije in sosednjih držav: Italije, Avstrije, Madžarske in Hrvaške.',
        },
      },
      {
        id: 'map-europe',
        title: 'Evropa',
        text: 'Za evropske ustanove in mednarodne naročnike razvijamo večjezične in dostopne rešitve.',
        image: {
          src: '/media/home/map-europe.svg',
          width: 640,
          height: 360,
          alt: 'Zemljevid Evrope z označeno Slovenijo.',
        },
      },
    ],
    accessibility: {
      title: 'Dostopnost na prvem mestu',
      paragraphs: [
        'Spletno mesto je delno skladno s smernicami WCAG 2.1 na ravni AA. S pripomočkom za dostopnost lahko prilagodite pisavo, razmike, barve in gibanje.',
        'Če naletite na oviro, nam pišite. Odgovorili vam bomo v 3 delovnih dneh.',
      ],
      linkText: 'Preberi izjavo o dostopnosti',
    },
    contact: {
      title: 'Imate projekt v mislih?',
      text: 'Povejte nam, kaj potrebujete. Oglasili se vam bomo čim prej, povpraševanje pa vas ne obvezuje.',
    },
  },
  about: {
    intro: [
      `Podjetje smo ustanovili leta ${firm.founded.year} v Ljubljani. Od takrat razvijamo programsko opremo za medije, telekomunikacijske operaterje, evropske in slovenske javne ustanove, univerze in podjetja.`,
      'Smo majhna ekipa, zato se naročniki pogovarjajo neposredno z ljudmi, ki njihove sisteme načrtujejo in razvijajo. Pri večjih projektih sodelujemo s preverjenimi partnerji.',
    ],
    facts: [
      { value: String(firm.founded.year), label: 'leto ustanovitve' },
      { value: firm.address?.city ?? firm.founded.city, label: 'sedež podjetja' },
    ],
    teamIntro: 'Pri posameznih projektih se nam pridružijo tudi partnerji.',
    teamComposition: (kind, count) => countNoun('sl', count, teamWords[kind]),
    partnersIntro:
      'Sodelujemo s telekomunikacijskimi operaterji, mediji, evropskimi in slovenskimi državnimi ustanovami, univerzami in drugimi organizacijami.',
    partnerGroupTitles: {
      telecom: 'Telekomunikacijski operaterji',
      media: 'Mediji',
      government: 'Evropske in slovenske državne ustanove',
      university: 'Univerze',
      other: 'Drugi',
    },
    values: {
      id: 'how-we-work',
      title: 'Kako delamo',
      paragraphs: ['Nekaj načel, ki se jih držimo pri vsakem projektu:'],
      list: [
        'Dostopnost načrtujemo od začetka, ne popravljamo je na koncu.',
        'Pišemo kodo, ki jo lahko vzdržuje tudi nekdo drug, z dokumentacijo in testi.',
        'Z osebnimi podatki ravnamo skrbno in zbiramo le tiste, ki jih res potrebujemo.',
        'Obljubimo le to, kar lahko izpolnimo.',
      ],
    },
  },
  accessibility: {
    preparedOn: '2024-01-31',
    intro: [
      'Zavezani smo k temu, da je naše spletno mesto dostopno vsem uporabnikom, tudi ljudem z okvarami vida, sluha, gibanja ali kognitivnimi ovirami.',
      'Ta izjava o dostopnosti velja za celotno spletno mesto v slovenskem in angleškem jeziku.',
    ],
    sections: [
      {
        id: 'conformance',
        title: 'Stopnja skladnosti',
        paragraphs: [
          'Spletno mesto je delno skladno s Smernicami za dostopnost spletnih vsebin (WCAG) 2.1 na ravni AA. Delna skladnost pomeni, da nekateri deli vsebine še niso povsem skladni s standardom.',
        ],
      },
      {
        id: 'limitations',
        title: 'Znane omejitve',
        paragraphs: ['Spodaj navedene vsebine še niso povsem dostopne. Odpravljamo jih postopoma.'],
        list: [
          'Sliki v dveh objavah na blogu (nastavitve pripomočka za dostopnost in shema postopka eSIM) ostaneta v izvirnih barvah, ko v pripomočku za dostopnost izberete drugo barvno shemo.',
          'Primeri programske kode v objavah na blogu niso označeni z jezikom, zato jih bralnik zaslona lahko prebere s slovensko izgovorjavo.',
        ],
      },
      {
        id: 'features',
        title: 'Kaj smo storili za dostopnost',
        paragraphs: ['Spletno mesto med drugim omogoča:'],
        list: [
          'povezave za preskok na vsebino in na nogo strani na vrhu vsake strani;',
          'pripomoček za dostopnost, s katerim prilagodite velikost pisave, razmike, pisavo, barvno shemo in gibanje;',
          'uporabo s tipkovnico in z bralniki zaslona;',
          'ustavitev vseh vrtiljakov in videa;',
          'podnapise v obeh jezikih in besedilni opis predstavitvenega videa.',
        ],
      },
      {
        id: 'preparation',
        title: 'Priprava izjave',
        paragraphs: [
          'Izjava je bila pripravljena januarja 2024 na podlagi samoocene, ki smo jo opravili ročno, s tipkovnico in bralniki zaslona, ter s samodejnimi orodji za preverjanje dostopnosti. Izjavo pregledamo ob vsaki večji spremembi spletnega mesta.',
        ],
      },
      {
        id: 'feedback',
        title: 'Povratne informacije in kontakt',
        paragraphs: [
          'Če na spletnem mestu naletite na oviro ali potrebujete vsebino v drugi obliki, nam pišite po e-pošti ali prek kontaktnega obrazca. Opišite, na kateri strani ste bili in kaj vas je oviralo.',
          'Na vaše sporočilo bomo odgovorili v 3 delovnih dneh.',
        ],
      },
      {
        id: 'enforcement',
        title: 'Postopek izvrševanja',
        paragraphs: [
          `Če na svoje sporočilo ne prejmete odgovora v 3 delovnih dneh ali z odgovorom niste zadovoljni, se lahko obrnete na organ, ki nadzoruje dostopnost tega spletnega mesta:`,
        ],
      },
    ],
    contactLinkText: 'Pišite nam prek kontaktnega obrazca',
  },
  contact: {
    intro: [
      'Vas zanima kateri od naših produktov, potrebujete rešitev po meri ali oceno dostopnosti? Opišite, kaj potrebujete, in oglasili se vam bomo.',
      'Vsa polja so obvezna. Podatke uporabimo samo za odgovor na vaše sporočilo.',
    ],
  },
  labels: {
    legalDetails: {
      label: 'Podatki o podjetju',
      registryCourt: 'Registrsko sodišče',
      registrationNumber: 'Matična številka',
      vatNumber: 'ID za DDV',
      shareCapital: 'Osnovni kapital',
    },
    previewNotice: {
      label: 'Predogled spletnega mesta',
      text: 'Spletno mesto je še v pripravi: nekateri podatki o podjetju in nekatera besedila niso dokončni.',
      hide: 'Skrij obvestilo',
    },
    carouselMap: 'Zemljevid: kje delamo',
    carouselLogos: 'Stranke in partnerji po skupinah',
    carouselTestimonials: 'Izbor mnenj strank',
    carouselHero: 'Izpostavljeno',
    promoVideoHeading: 'Predstavitveni video',
    promoVideoFallback: 'Vaš brskalnik ne more predvajati videa. Vsebino videa opisuje besedilo pod njim.',
    productsInCategory: 'Produkti v tej skupini',
    productAudienceHeading: 'Komu je namenjeno',
    productNextStepHeading: 'Naslednji korak',
    productNextStepText:
      'Opišite nam, kaj potrebujete. Pripravili bomo predlog rešitve, obseg dela in oceno stroškov.',
    contactTopicLine: (family) => `Tema: ${family}`,
    productCount: (count) =>
      countNoun('sl', count, { one: 'produkt', two: 'produkta', few: 'produkti', other: 'produktov' }),
    aboutFactsHeading: 'Na kratko',
    contactPrivacyLink: 'Kako ravnamo z vašimi osebnimi podatki',
    contactIntroHeading: 'Pišite nam',
    contactOther: 'Kako nas še dosežete',
    contactEmailLabel: 'E-pošta',
    contactPhoneLabel: 'Telefon',
    contactAddressLabel: 'Sedež',
    country: 'Slovenija',
    statementPrepared: 'Datum priprave izjave',
    statementFeedback: 'Rok za odgovor',
    statementFeedbackValue: '3 delovni dnevi',
    statementConformance: 'Stopnja skladnosti',
    statementConformanceValue: 'delno skladno z WCAG 2.1, raven AA',
    emailLink: (email) => `Pišite na ${email}`,
    sitemapFeeds: 'Viri novic',
    feedLinkText: 'Vir Atom bloga (slovenske objave)',
    codeLanguage: 'Jezik',
    learnMoreAbout: (title) => `Več o skupini „${title}“`,
  },
}
