// The privacy notice, written from what the code does: the contact form (server/contact), the
// consent banner and analytics (client/analytics.ts), the preference cookies and their lifetimes
// (the constants below come from the code that sets them), and what the firm supplies in
// content/firm.yaml (who it is, its mail and hosting providers). A fact the file does not give is
// left out of the text, never guessed.
import { COOKIE_NAME as PREFERENCES_COOKIE } from '@firma/a11y-widget/server'
import { LOCALE_COOKIE, type Locale, PREFERENCE_COOKIE_MAX_AGE } from '@firma/i18n'
import { CONSENT_COOKIE, PREVIEW_NOTICE_COOKIE } from '../config/site.js'
import { firm } from './firm/index.js'
import type { FirmFacts } from './firm/schema.js'
import { countNoun } from './plural.js'
import type { ProseSection } from './types.js'

/** What the notice depends on besides the facts: the server's configuration. */
export interface PrivacyConfig {
  /** CONTACT_RETENTION_DAYS; null when unset (messages are kept until the operator deletes them). */
  contactRetentionDays: number | null
  /** Whether analytics are configured (ANALYTICS_ID); without it no analytics cookie is ever set. */
  analytics: boolean
}

export interface PrivacyNoticeContent {
  intro: string[]
  sections: ProseSection[]
  /** The cookies, one row each: name, purpose, lifetime. */
  cookies: { caption: string; headers: [string, string, string]; rows: [string, string, string][] }
}

const preferenceDays = PREFERENCE_COOKIE_MAX_AGE / 86_400

/** The Slovenian supervisory authority: its name and address are public and fixed by law. */
const authority = {
  sl: 'Informacijski pooblaščenec, Dunajska cesta 22, 1000 Ljubljana, gp.ip@ip-rs.si, www.ip-rs.si',
  en: 'Informacijski pooblaščenec (the Information Commissioner), Dunajska cesta 22, 1000 Ljubljana, Slovenia, gp.ip@ip-rs.si, www.ip-rs.si',
}

function provider(
  entry: { name: string; country?: { sl: string; en: string } } | undefined,
  locale: Locale,
): string | undefined {
  if (!entry) return undefined
  return entry.country ? `${entry.name} (${entry.country[locale]})` : entry.name
}

/** The privacy notice in `locale`, for the given facts and configuration. */
export function privacyNotice(
  locale: Locale,
  config: PrivacyConfig,
  facts: FirmFacts = firm,
): PrivacyNoticeContent {
  const name = `${facts.name} ${facts.legalForm}`
  const office = facts.address
    ? `${facts.address.street}, ${facts.address.postalCode} ${facts.address.city}`
    : undefined
  const email = facts.privacy?.email ?? facts.email
  const mail = provider(facts.privacy?.mailProvider, locale)
  const hosting = provider(facts.privacy?.hostingProvider, locale)
  const days = config.contactRetentionDays
  return locale === 'sl'
    ? slovenian({ name, office, email, mail, hosting, days, analytics: config.analytics })
    : english({ name, office, email, mail, hosting, days, analytics: config.analytics })
}

/** Ends a sentence with a full stop, unless its last word ends with one already ("d.o.o."). */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`)

interface Facts {
  name: string
  office: string | undefined
  email: string | undefined
  mail: string | undefined
  hosting: string | undefined
  days: number | null
  analytics: boolean
}

function slovenian(f: Facts): PrivacyNoticeContent {
  const dni = (count: number) =>
    countNoun('sl', count, { one: 'dan', two: 'dneva', few: 'dni', other: 'dni' })
  return {
    intro: [
      'V tej izjavi pojasnjujemo, katere osebne podatke zbiramo na tem spletnem mestu, zakaj, kako dolgo jih hranimo, kdo jih prejme in kakšne pravice imate. Velja za slovensko in angleško različico spletnega mesta.',
    ],
    sections: [
      {
        id: 'controller',
        title: 'Upravljavec',
        paragraphs: [
          sentence(`Upravljavec osebnih podatkov je ${f.name}${f.office ? `, ${f.office}` : ''}`),
          f.email
            ? `Za vprašanja o osebnih podatkih nam pišite na ${f.email} ali prek kontaktnega obrazca.`
            : 'Za vprašanja o osebnih podatkih nam pišite prek kontaktnega obrazca.',
        ],
      },
      {
        id: 'contact-form',
        title: 'Kontaktni obrazec',
        paragraphs: [
          'Ko nam pišete prek kontaktnega obrazca, zberemo vaš e-poštni naslov, ime in priimek ter sporočilo. Uporabimo jih samo za odgovor na vaše sporočilo in za nadaljnji pogovor, ki ga začnete.',
          'Pravna podlaga je vaša zahteva pred morebitno sklenitvijo pogodbe in naš zakoniti interes, da odgovorimo na sporočila, ki nam jih pošljete (točki (b) in (f) prvega odstavka 6. člena Splošne uredbe o varstvu podatkov).',
          'Da preprečimo zlorabe, sprejmemo eno sporočilo na minuto z istega omrežnega naslova. Zato hranimo enosmerni izvleček (hash) vašega omrežnega naslova in čas zadnjega sporočila; izbrišemo ju najpozneje v dveh urah.',
        ],
      },
      {
        id: 'storage',
        title: 'Kje in kako dolgo hranimo sporočila',
        paragraphs: [
          `Sporočila hranimo v podatkovni zbirki na strežniku spletnega mesta${f.hosting ? `, ki ga za nas gosti ${f.hosting}` : ''}, in jih po e-pošti posredujemo osebi, ki pri nas odgovarja na sporočila.`,
          f.days === null
            ? 'Sporočila hranimo, dokler jih ne izbrišemo sami, ko niso več potrebna za pogovor z vami; izbris lahko zahtevate kadar koli.'
            : `Poslana sporočila samodejno izbrišemo ${dni(f.days)} po prejemu; izbris lahko zahtevate tudi prej.`,
        ],
      },
      {
        id: 'recipients',
        title: 'Kdo prejme podatke',
        paragraphs: [
          f.mail
            ? `Sporočila iz obrazca nam po e-pošti dostavi ponudnik e-poštnih storitev ${f.mail}, ki podatke obdeluje samo po naših navodilih.`
            : 'Sporočila iz obrazca nam dostavi naš ponudnik e-poštnih storitev, ki podatke obdeluje samo po naših navodilih.',
          'Podatkov ne prodajamo in jih ne posredujemo drugim, razen če to zahteva zakon.',
        ],
      },
      {
        id: 'cookies',
        title: 'Piškotki',
        paragraphs: [
          'Spletno mesto uporablja piškotke, ki si zapomnijo vaše izbire: jezik, nastavitve dostopnosti in vašo odločitev o piškotkih. Dokler se ne odločite ali če piškotke zavrnete, veljajo samo do konca obiska. Ko piškotke sprejmete, si jih zapomnimo za ' +
            `${dni(preferenceDays)}.`,
          f.analytics
            ? 'Analitične piškotke storitve Google Analytics (_ga, _ga_…) nastavimo samo, če v pasici izberete „Strinjam se“. Z njimi štejemo obiske in klike, vaš omrežni naslov pa Google skrajša. Soglasje lahko kadar koli prekličete z gumbom za nastavitve piškotkov v nogi strani; takrat analitiko ustavimo in njene piškotke izbrišemo. Pravna podlaga je vaše soglasje.'
            : 'Analitike to spletno mesto trenutno ne uporablja, zato ne nastavlja analitičnih piškotkov.',
        ],
      },
      {
        id: 'rights',
        title: 'Vaše pravice',
        paragraphs: [
          'Pravico imate do dostopa do svojih podatkov, do popravka, izbrisa in omejitve obdelave, do ugovora obdelavi na podlagi zakonitega interesa ter do prenosljivosti podatkov. Soglasje za analitične piškotke lahko kadar koli prekličete. Pišite nam in odgovorili vam bomo najpozneje v enem mesecu.',
          `Če menite, da z vašimi podatki ne ravnamo v skladu s predpisi, lahko vložite pritožbo pri nadzornem organu: ${authority.sl}.`,
        ],
      },
    ],
    cookies: {
      caption: 'Piškotki tega spletnega mesta',
      headers: ['Piškotek', 'Namen', 'Trajanje'],
      rows: [
        [
          CONSENT_COOKIE,
          'vaša odločitev o piškotkih',
          `${dni(preferenceDays)} po „Strinjam se“, do konca obiska po „Zavrni“`,
        ],
        [LOCALE_COOKIE, 'izbrani jezik', `do konca obiska, po soglasju ${dni(preferenceDays)}`],
        [PREFERENCES_COOKIE, 'nastavitve dostopnosti', `do konca obiska, po soglasju ${dni(preferenceDays)}`],
        [PREVIEW_NOTICE_COOKIE, 'skrito obvestilo o predogledu', 'do konca obiska'],
        ...(f.analytics
          ? ([['_ga, _ga_…', 'analitika (Google Analytics), samo s soglasjem', 'do 2 let']] as [
              string,
              string,
              string,
            ][])
          : []),
      ],
    },
  }
}

function english(f: Facts): PrivacyNoticeContent {
  const days = (count: number) => countNoun('en', count, { one: 'day', other: 'days' })
  return {
    intro: [
      'This notice explains what personal data this website collects, why, how long we keep it, who receives it and what rights you have. It covers the Slovenian and the English version of the website.',
    ],
    sections: [
      {
        id: 'controller',
        title: 'Controller',
        paragraphs: [
          sentence(
            `The controller of your personal data is ${f.name}${f.office ? `, ${f.office}, Slovenia` : ''}`,
          ),
          f.email
            ? `For questions about your personal data, write to ${f.email} or use the contact form.`
            : 'For questions about your personal data, write to us through the contact form.',
        ],
      },
      {
        id: 'contact-form',
        title: 'The contact form',
        paragraphs: [
          'When you write to us through the contact form, we collect your email address, your full name and your message. We use them only to reply to your message and for any conversation you start with it.',
          'The legal basis is your request before a possible contract and our legitimate interest in answering the messages you send us (Article 6(1)(b) and (f) of the General Data Protection Regulation).',
          'To prevent abuse, we accept one message a minute from the same network address. For that we keep a one-way hash of your network address and the time of your last message; both are deleted within two hours at the latest.',
        ],
      },
      {
        id: 'storage',
        title: 'Where and how long we keep messages',
        paragraphs: [
          `Messages are kept in a database on the website's server${f.hosting ? `, hosted for us by ${f.hosting}` : ''}, and forwarded by email to the person who answers them.`,
          f.days === null
            ? 'We keep messages until we delete them ourselves, once they are no longer needed for our conversation with you; you can ask us to delete them at any time.'
            : `Delivered messages are deleted automatically ${days(f.days)} after we receive them; you can ask us to delete them sooner.`,
        ],
      },
      {
        id: 'recipients',
        title: 'Who receives the data',
        paragraphs: [
          f.mail
            ? `Messages from the form are delivered to us by email through our email provider, ${f.mail}, which processes them only on our instructions.`
            : 'Messages from the form are delivered to us by our email provider, which processes them only on our instructions.',
          'We do not sell your data or pass it on to anyone else, unless the law requires it.',
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies',
        paragraphs: [
          `The website uses cookies that remember your choices: the language, your accessibility settings and your decision about cookies. Until you decide, or if you reject cookies, they last only until the end of your visit. Once you accept cookies, we remember them for ${days(preferenceDays)}.`,
          f.analytics
            ? 'Google Analytics cookies (_ga, _ga_…) are set only if you choose “I agree” in the banner. They count visits and clicks; Google shortens your network address. You can withdraw your consent at any time with the cookie settings button in the footer; analytics then stop and their cookies are deleted. The legal basis is your consent.'
            : 'This website currently uses no analytics, so it sets no analytics cookies.',
        ],
      },
      {
        id: 'rights',
        title: 'Your rights',
        paragraphs: [
          'You have the right to access your data, to have it corrected or erased, to restrict its processing, to object to processing based on legitimate interest, and to data portability. You can withdraw your consent to analytics cookies at any time. Write to us and we will reply within one month at the latest.',
          `If you believe we do not handle your data lawfully, you can lodge a complaint with the supervisory authority: ${authority.en}.`,
        ],
      },
    ],
    cookies: {
      caption: 'The cookies of this website',
      headers: ['Cookie', 'Purpose', 'Lifetime'],
      rows: [
        [
          CONSENT_COOKIE,
          'your decision about cookies',
          `${days(preferenceDays)} after “I agree”, the visit after “Reject”`,
        ],
        [LOCALE_COOKIE, 'the chosen language', `the visit; ${days(preferenceDays)} after consent`],
        [PREFERENCES_COOKIE, 'accessibility settings', `the visit; ${days(preferenceDays)} after consent`],
        [PREVIEW_NOTICE_COOKIE, 'the preview notice hidden', 'the visit'],
        ...(f.analytics
          ? ([['_ga, _ga_…', 'analytics (Google Analytics), with consent only', 'up to 2 years']] as [
              string,
              string,
              string,
            ][])
          : []),
      ],
    },
  }
}
