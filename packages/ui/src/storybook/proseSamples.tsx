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

/**
 * The rest of what Markdown writes, in each language: the fourth to sixth heading levels under a
 * second and a third, a numbered list, a code block, a rule and an image with its caption.
 */
export function sampleElements(locale: UiLocale) {
  return locale === 'en' ? (
    <>
      <h2>How we work</h2>
      <p>
        Every project starts with a conversation, not a quote. More on the <a href="#kontakt">Contact</a>{' '}
        page.
      </p>
      <h3>From the first meeting to the launch</h3>
      <ol>
        <li>We listen to what you need and who will use it.</li>
        <li>We show a first working version within a month.</li>
        <li>We launch when your users say it is ready, and stay with you.</li>
      </ol>
      <h4>Support after the launch</h4>
      <p>One team answers for the application for as long as you use it.</p>
      <h5>Response times</h5>
      <p>
        An outage is answered within <em>one hour</em>, any day of the year.
      </p>
      <h6>In the contract</h6>
      <p>The times are written into the support contract.</p>
      <pre>
        <code>{'npm install @firma/ui\nimport { Prose } from "@firma/ui"'}</code>
      </pre>
      <hr />
      <figure>
        <img {...illustration} alt="A browser window with a tick beside it" />
        <figcaption>Every release is checked before we publish it.</figcaption>
      </figure>
    </>
  ) : (
    <>
      <h2>Kako delamo</h2>
      <p>
        Vsak projekt se začne s pogovorom, ne s ponudbo. Več o tem na strani <a href="#kontakt">Kontakt</a>.
      </p>
      <h3>Od prvega sestanka do zagona</h3>
      <ol>
        <li>Prisluhnemo, kaj potrebujete in kdo bo aplikacijo uporabljal.</li>
        <li>Prvo delujočo različico pokažemo v enem mesecu.</li>
        <li>Zaženemo jo, ko vaši uporabniki rečejo, da je pripravljena, in ostanemo z vami.</li>
      </ol>
      <h4>Podpora po zagonu</h4>
      <p>Za aplikacijo odgovarja ena ekipa, dokler jo uporabljate.</p>
      <h5>Odzivni časi</h5>
      <p>
        Na izpad se odzovemo v <em>eni uri</em>, vsak dan v letu.
      </p>
      <h6>V pogodbi</h6>
      <p>Časi so zapisani v pogodbi o podpori.</p>
      <pre>
        <code>{'npm install @firma/ui\nimport { Prose } from "@firma/ui"'}</code>
      </pre>
      <hr />
      <figure>
        <img {...illustration} alt="Okno brskalnika, ob njem kljukica" />
        <figcaption>Vsako izdajo preverimo, preden jo objavimo.</figcaption>
      </figure>
    </>
  )
}
