import type { UiLocale } from '../locale/locale.js'

/** Sample long-form text in each language: headings, a list, a quote and a table, as a post's Markdown renders them. */
export function sampleArticle(locale: UiLocale) {
  return locale === 'en' ? (
    <>
      <p>
        A regional broadcaster wanted its programme on every screen. In six months we built an IPTV
        application that now runs on smart TVs, phones and the web.
      </p>
      <h2>What we changed</h2>
      <ul>
        <li>One code base for every screen.</li>
        <li>
          Subtitles in <strong>Slovenian and English</strong>, switched on with one press.
        </li>
        <li>
          Settings kept in <code>localStorage</code>, never in a cookie.
        </li>
      </ul>
      <blockquote>
        <p>Our viewers noticed the difference in the first week.</p>
      </blockquote>
      <h2>Results</h2>
      <table>
        <caption>Before and after the new application</caption>
        <thead>
          <tr>
            <th scope="col">Measure</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Start of playback</th>
            <td>4.2 s</td>
            <td>1.1 s</td>
          </tr>
          <tr>
            <th scope="row">Viewers a month</th>
            <td>80,000</td>
            <td>120,000</td>
          </tr>
        </tbody>
      </table>
    </>
  ) : (
    <>
      <p>
        Regionalna televizija je želela svoj program na vseh zaslonih. V šestih mesecih smo razvili aplikacijo
        IPTV, ki zdaj teče na pametnih televizorjih, telefonih in spletu.
      </p>
      <h2>Kaj smo spremenili</h2>
      <ul>
        <li>Ena koda za vse zaslone.</li>
        <li>
          Podnapisi v <strong>slovenščini in angleščini</strong>, vklopljeni z enim pritiskom.
        </li>
        <li>
          Nastavitve shranjene v <code>localStorage</code>, nikoli v piškotku.
        </li>
      </ul>
      <blockquote>
        <p>Gledalci so razliko opazili že prvi teden.</p>
      </blockquote>
      <h2>Rezultati</h2>
      <table>
        <caption>Pred novo aplikacijo in po njej</caption>
        <thead>
          <tr>
            <th scope="col">Merilo</th>
            <th scope="col">Prej</th>
            <th scope="col">Potem</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Začetek predvajanja</th>
            <td>4,2 s</td>
            <td>1,1 s</td>
          </tr>
          <tr>
            <th scope="row">Gledalcev na mesec</th>
            <td>80.000</td>
            <td>120.000</td>
          </tr>
        </tbody>
      </table>
    </>
  )
}

const illustration = { src: '/storybook-media/sample-illustration.svg', width: 640, height: 400 }

const elementTexts = {
  sl: {
    work: 'Kako delamo',
    intro: 'Vsak projekt se začne s pogovorom, ne s ponudbo. Več o tem na strani ',
    contact: 'Kontakt',
    introEnd: '.',
    path: 'Od prvega sestanka do zagona',
    steps: [
      'Prisluhnemo, kaj potrebujete in kdo bo aplikacijo uporabljal.',
      'Prvo delujočo različico pokažemo v enem mesecu.',
      'Zaženemo jo, ko vaši uporabniki rečejo, da je pripravljena, in ostanemo z vami.',
    ],
    support: 'Podpora po zagonu',
    team: 'Za aplikacijo odgovarja ena ekipa, dokler jo uporabljate.',
    response: 'Odzivni časi',
    outage: ['Na izpad se odzovemo v ', 'eni uri', ', vsak dan v letu.'],
    contract: 'V pogodbi',
    written: 'Časi so zapisani v pogodbi o podpori.',
    alt: 'Okno brskalnika, ob njem kljukica',
    caption: 'Vsako izdajo preverimo, preden jo objavimo.',
  },
  en: {
    work: 'How we work',
    intro: 'Every project starts with a conversation, not a quote. More on the ',
    contact: 'Contact',
    introEnd: ' page.',
    path: 'From the first meeting to the launch',
    steps: [
      'We listen to what you need and who will use it.',
      'We show a first working version within a month.',
      'We launch when your users say it is ready, and stay with you.',
    ],
    support: 'Support after the launch',
    team: 'One team answers for the application for as long as you use it.',
    response: 'Response times',
    outage: ['An outage is answered within ', 'one hour', ', any day of the year.'],
    contract: 'In the contract',
    written: 'The times are written into the support contract.',
    alt: 'A browser window with a tick beside it',
    caption: 'Every release is checked before we publish it.',
  },
} satisfies Record<UiLocale, unknown>

/**
 * The rest of what Markdown writes, in each language: the fourth to sixth heading levels under a
 * second and a third, a numbered list, a code block, a rule and an image with its caption.
 */
export function sampleElements(locale: UiLocale) {
  const t = elementTexts[locale]
  return (
    <>
      <h2>{t.work}</h2>
      <p>
        {t.intro}
        <a href="#kontakt">{t.contact}</a>
        {t.introEnd}
      </p>
      <h3>{t.path}</h3>
      <ol>
        {t.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h4>{t.support}</h4>
      <p>{t.team}</p>
      <h5>{t.response}</h5>
      <p>
        {t.outage[0]}
        <em>{t.outage[1]}</em>
        {t.outage[2]}
      </p>
      <h6>{t.contract}</h6>
      <p>{t.written}</p>
      <pre>
        <code>{'npm install @firma/ui\nimport { Prose } from "@firma/ui"'}</code>
      </pre>
      <hr />
      <figure>
        <img {...illustration} alt={t.alt} />
        <figcaption>{t.caption}</figcaption>
      </figure>
    </>
  )
}
