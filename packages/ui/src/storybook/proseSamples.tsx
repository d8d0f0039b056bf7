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
