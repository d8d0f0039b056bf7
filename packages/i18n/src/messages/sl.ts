// The Slovenian catalogue is the reference: its keys and ICU arguments define the types every other
// catalogue must satisfy. Formal address ("vi"); Slovenian quotation marks „…“; plurals use the
// forms one (1, 101), two (2, 102), few (3–4, 103–104) and other (0, 5+). The labels of @firma/ui's
// controls (skip links, navigation landmarks, language selector, carousel, video, show more, cookie
// banner) are not here: each component carries its own sl and en words, the ones visitors read.
export const sl = {
  // site: global elements of every page
  'site.accessibilitySettings': 'Nastavitve dostopnosti',
  'site.homeLink': 'Domača stran',
  'site.language.sl': 'Slovenščina',
  'site.language.en': 'Angleščina',

  // nav: link labels of the main and footer navigation and the sitemap page, one per static page
  'nav.home': 'Domov',
  'nav.about': 'O nas',
  'nav.howWeWork': 'Kako delamo',
  'nav.accessibilityStatement': 'Izjava o dostopnosti',
  'nav.privacyNotice': 'Izjava o varstvu osebnih podatkov',
  'nav.blog': 'Blog',
  'nav.caseStudies': 'Reference',
  'nav.contact': 'Kontakt',
  'nav.products': 'Produkti',
  'nav.conferenceVotingSystems': 'Konferenčno-glasovalni sistemi',
  'nav.contentManagementSystems': 'Sistemi za upravljanje vsebin',
  'nav.customSolutions': 'Rešitve po meri',
  'nav.iptvApplications': 'Aplikacije IPTV',
  'nav.mobileApplications': 'Mobilne aplikacije',
  'nav.sitemap': 'Zemljevid strani',

  // footer
  'footer.heading.company': 'Podjetje',
  'footer.heading.products': 'Produkti',
  'footer.heading.contact': 'Kontakt',
  'footer.heading.legal': 'Pravno',
  'footer.allProducts': 'Vsi produkti',
  'footer.tagline': 'Programska oprema za medije, operaterje in javne ustanove, dostopna vsem.',
  'footer.writeToUs': 'Pošlji sporočilo',
  'footer.languageLabel': 'Jezik strani',
  'footer.copyright': '© {year} {company}. Vse pravice pridržane.',

  // pages: the 404 and error pages' texts (the pages' own headers are the website's content)
  'pages.notFound.title': 'Stran ne obstaja',
  'pages.notFound.subtitle': 'Stran, ki ste jo iskali, ne obstaja ali je premaknjena.',
  'pages.notFound.message': 'Stran ni bila najdena: {path}',
  'pages.notFound.backHome': 'Nazaj na domačo stran',
  'pages.error.title': 'Prišlo je do napake',
  'pages.error.subtitle': 'Stran se ni naložila. Poskusite znova čez nekaj trenutkov.',

  // home: landing page
  'home.increaseFontSize': 'Povečaj velikost pisave',
  'home.contactCta': 'Pogovorimo se',

  // products: overview and category pages
  'products.showLess': 'Prikaži manj',
  'products.seeAll': 'Prikaži vse',
  'products.backToAll': 'Nazaj na vse produkte',
  'products.keyFeatures': 'Ključne lastnosti',
  'products.challengesOvercome': 'Izzivi, ki smo jih rešili',

  // blog
  'blog.readNow': 'Preberi objavo',
  'blog.readTime':
    'Čas branja: {minutes, plural, one {# minuta} two {# minuti} few {# minute} other {# minut}}',
  'blog.postCount': '{count, plural, one {# objava} two {# objavi} few {# objave} other {# objav}}',
  'blog.publishedOn': 'Objavljeno {date, date, long}',
  'blog.seeAllPosts': 'Prikaži vse objave',
  'blog.backToAllPosts': 'Nazaj na vse objave',
  'blog.noPosts': 'Objav še ni.',

  // statement: the accessibility statement's date of preparation, a month and a year
  'statement.preparedOn': '{date, date, ::MMMMyyyy}',

  // about
  'about.team.imageAlt': 'Fotografija: {name}',

  // contact: the form and its errors; key names are imported by the contact API
  'contact.field.email': 'Vaš e-poštni naslov',
  'contact.field.fullName': 'Vaše ime in priimek',
  'contact.field.message': 'Sporočilo',
  'contact.field.required': '(obvezno)',
  'contact.submit': 'Pošlji sporočilo',
  'contact.error.summary':
    '{count, plural, one {Obrazec ima # napako} two {Obrazec ima # napaki} few {Obrazec ima # napake} other {Obrazec ima # napak}}',
  'contact.error.emailRequired': 'Polje „Vaš e-poštni naslov“ je obvezno',
  'contact.error.emailInvalid': 'E-poštni naslov mora biti v veljavni obliki (npr. {email})',
  'contact.error.fullNameRequired': 'Polje „Vaše ime in priimek“ je obvezno',
  'contact.error.messageRequired': 'Polje „Sporočilo“ je obvezno',
  'contact.error.emailTooLong':
    'Polje „Vaš e-poštni naslov“ lahko vsebuje največ {max, plural, one {# znak} two {# znaka} few {# znake} other {# znakov}}',
  'contact.error.fullNameTooLong':
    'Polje „Vaše ime in priimek“ lahko vsebuje največ {max, plural, one {# znak} two {# znaka} few {# znake} other {# znakov}}',
  'contact.error.messageTooLong':
    'Polje „Sporočilo“ lahko vsebuje največ {max, plural, one {# znak} two {# znaka} few {# znake} other {# znakov}}',
  'contact.error.invalidCharacters': 'Besedilo vsebuje nedovoljene znake',
  'contact.status.sending': 'Sporočilo se pošilja.',
  'contact.status.success': 'Vaše sporočilo je bilo poslano na {email}',
  'contact.status.successDetail': 'Potrudili se bomo, da vam odgovorimo čim prej.',
  'contact.status.error': 'Pri pošiljanju sporočila je prišlo do napake. Poskusite znova.',
  'contact.status.rateLimited':
    'Sporočila lahko pošljete največ enkrat na minuto. Poskusite znova čez eno minuto.',
  // A post too long for the server to read: none of it arrived, so the visitor must shorten and resend.
  'contact.status.tooLarge':
    'Vašega sporočila nismo prejeli, ker je bilo predolgo. E-poštni naslov ima lahko največ {emailMax, plural, one {# znak} two {# znaka} few {# znake} other {# znakov}}, ime in priimek največ {fullNameMax, plural, one {# znak} two {# znaka} few {# znake} other {# znakov}}, sporočilo pa največ {messageMax, plural, one {# znak} two {# znaka} few {# znake} other {# znakov}}. Skrajšajte sporočilo in ga pošljite znova. Če je obrazec zdaj prazen, vam gumb Nazaj v brskalniku vrne, kar ste vpisali.',
} as const
