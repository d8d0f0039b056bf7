import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createTranslator } from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import { describe, expect, it } from 'vitest'
import { wordsIn as statementWordsIn } from '../pages/accessibilityStatement/words.js'
import { wordsIn as homeWordsIn } from '../pages/home/words.js'
import { wordsIn as productsWordsIn } from '../pages/products/words.js'
import {
  componentFiles,
  copyFilesIn,
  firmFile,
  mailFile,
  repo,
  slovenianBlocks,
  uiWordFiles,
  widgetWordsIn,
} from '../scripts/copyFiles.js'
import { readFirmFacts } from './firm/load.js'
import { listPosts, productCatalogue } from './index.js'
import { sharedWordsIn } from './shared/words.js'
import { slovenianSpaces } from './typography.js'

// What a machine can check of the site's style guide (content/STYLE.md): the glossary's words to avoid,
// the standard's name kept on one line, the address form of buttons and calls to action, British
// spelling and the dates. Read from the files themselves, so a new copy file is checked without being
// named here. Each rule has a fixture below that proves it catches what it forbids.
const NBSP = '\u00a0'

interface Line {
  where: string
  text: string
}

/**
 * The text a reader sees on each line of a copy file: YAML values (not keys or comments), Markdown
 * outside code, the catalogue's string literals. `part` keeps only one language of a two-language line.
 */
export function readerText(file: string, source: string, part?: (text: string) => string): Line[] {
  const lines: Line[] = []
  let inCode = false
  let inFrontmatter = false
  let inComment = false
  source.split('\n').forEach((raw, index) => {
    const where = `${file}:${index + 1}`
    if (/\.mdx?$/.test(file)) {
      if (raw === '---' && (index === 0 || inFrontmatter)) {
        inFrontmatter = index === 0
        return
      }
      // An HTML comment is a note to whoever edits the file, not shown.
      if (raw.trimStart().startsWith('<!--')) inComment = true
      if (inComment) {
        if (raw.includes('-->')) inComment = false
        return
      }
      if (/^\s*(```|~~~)/.test(raw)) inCode = !inCode
      if (inCode || /^\s*(```|~~~)/.test(raw)) return
    }
    // A WebVTT file's header, cue timings and notes are not shown.
    if (/\.vtt$/.test(file) && /^(WEBVTT|NOTE\b)|-->/.test(raw)) return
    let text = raw
    if (/\.tsx?$/.test(file)) {
      text = [...raw.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)]
        .map((match) => match[1] ?? match[2] ?? '')
        .filter((literal) => !/^[\w.]+$/.test(literal))
        .join(' | ')
    } else if (/\.ya?ml$/.test(file) || inFrontmatter) {
      if (/^\s*#/.test(raw)) return
      text = raw.replace(/^\s*(-\s+)?([\w-]+:\s*)?/, '')
    }
    // Inline code, links' addresses and HTML/JSX tags are not prose.
    text = text
      .replace(/`[^`]*`/g, '')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/<[^>]+>/g, '')
    if (part) text = part(text)
    if (text.trim()) lines.push({ where, text })
  })
  return lines
}

function linesOf(files: string[]): Line[] {
  return files.flatMap((file) => readerText(relative(repo, file), readFileSync(file, 'utf8')))
}
/** The facts file's texts in one language: its `sl:` or `en:` values (line numbers kept). */
function firmTexts(locale: 'sl' | 'en'): Line[] {
  const own = new RegExp(`^\\s*(-\\s+)?${locale}:`)
  const source = readFileSync(firmFile, 'utf8')
    .split('\n')
    .map((line) => (own.test(line) ? line : ''))
    .join('\n')
  return readerText(relative(repo, firmFile), source)
}
const slovenian = [
  ...linesOf(copyFilesIn('sl')),
  ...firmTexts('sl'),
  ...readerText(
    relative(repo, mailFile),
    readFileSync(mailFile, 'utf8'),
    (text) => text.split(' / ')[0] ?? '',
  ),
]
/** The words @firma/ui's components and the accessibility widget carry themselves (both languages). */
const componentWords = linesOf(componentFiles())
const english = [
  ...linesOf(copyFilesIn('en')),
  ...firmTexts('en'),
  ...readerText(
    relative(repo, mailFile),
    readFileSync(mailFile, 'utf8'),
    (text) => text.split(' / ')[1] ?? '',
  ),
]

/** The lines where `pattern` matches, as `file:line: text` for a writer to act on. */
function offending(lines: Line[], pattern: RegExp): string[] {
  return lines.filter(({ text }) => pattern.test(text)).map(({ where, text }) => `${where}: ${text.trim()}`)
}
const fixture = (...texts: string[]): Line[] =>
  texts.map((text, index) => ({ where: `fixture:${index + 1}`, text }))

// Typography (content/STYLE.md, "Typography"): „EN 301 549“ is one name, kept on one line.
const standardName = /EN[ \u00a0]?301 549|EN 301[ \u00a0]549/

// The glossary (content/STYLE.md, "Glossary"): the words to avoid, with the term to write instead.
const avoidedSlovenian: [string, RegExp, string][] = [
  ['izdelek, izdelki: write produkt, produkti', /\bizdel(ek|ka|ku|kom|ki|kov|kih|ke|kom)\b/i, 'Naši izdelki'],
  [
    'rešitev for a product: write produkt (only the family „Rešitve po meri“ keeps the word)',
    /\brešit(ev|ve|vi|vam|vah|vami)\b(?! po meri)/i,
    'Naše rešitve za medije',
  ],
  ['spletna stran for the website: write spletno mesto', /\bspletn\w+ stran\w*/i, 'na naši spletni strani'],
  ['spletišče: write spletno mesto', /\bspletišč/i, 'Spletišče podjetja'],
  [
    'družina izdelkov: write skupina produktov',
    /\bdružin\w*\s+(izdelk|produkt)|\bpet družin/i,
    'družina produktov',
  ],
  ['institucija: write ustanova', /\binstitucij/i, 'javne institucije'],
  [
    'državne, vladne or evropske ustanove: write javne ustanove (or ustanove EU)',
    /\b(državn|vladn|evropsk)\w*\s+ustanov/i,
    'državne ustanove',
  ],
  ['velikost besedila: write velikost pisave', /\bvelikost\w*\s+besedila/i, 'Povečaj velikost besedila'],
  [
    'naročnik: write stranka for the firm’s client, uporabnik or gledalec for an operator’s subscriber',
    /\bnaročni[kc]/i,
    'paket posameznega naročnika',
  ],
  [
    'pripomoček za dostopnost: the widget is „nastavitve dostopnosti“, as its button says',
    /\bpripomoč(ek|ka|ku|kom|ki|kov|kih|ke)\b/i,
    'S pripomočkom za dostopnost povečate pisavo',
  ],
  [
    'another name for the privacy page: write „Izjava o varstvu osebnih podatkov“',
    /obvestil\w*[ \u00a0]o[ \u00a0]zasebnosti/i,
    'Obvestilo o zasebnosti',
  ],
  ['glasovalna konzola: write glasovalni terminal', /glasovaln\w*[ \u00a0]konzol/i, 'glasovalne konzole'],
  [
    'rezultati of a vote: a vote has an izid („izid glasovanja“)',
    /rezultat\w*[ \u00a0]glasovanj/i,
    'prikaz rezultatov glasovanja',
  ],
  ['Open Dyslexic: the font is OpenDyslexic', /Open[ \u00a0]Dyslexic/, 'pisava Open Dyslexic'],
  ['„stranke ali uporabniki“: write uporabniki', /strank\w* ali uporabnik/i, 'stranke ali uporabniki'],
  [
    'mnenja or izjave partnerjev for customer quotes: write „Mnenja strank“',
    /(mnenja|izjave) partnerjev/i,
    'Mnenja partnerjev',
  ],
  ['diapozitiv for a carousel item: write prikaz', /diapozitiv/i, 'Naslednji diapozitiv'],
  ['IPTV aplikacije: write aplikacije IPTV', /\bIPTV aplikacij/i, 'IPTV aplikacije'],
  ['„Premagani izzivi“ (a calque of „challenges overcome“)', /premagan\w* izziv/i, 'Premagani izzivi'],
  ['„prva lastnost“ (a calque)', /prva lastnost/i, 'Dostopnost je prva lastnost'],
  ['„brez obveznosti“ (a calque)', /brez obveznosti/i, 'Odgovorimo hitro in brez obveznosti'],
  [
    '„na daljavo“ for legible from the sofa (it means remotely)',
    /berljiv\w* na daljavo/i,
    'berljivi na daljavo',
  ],
  ['„Kaj nam napišite“ (a calque)', /kaj nam napišite/i, 'Kaj nam napišite'],
  ['„ki deluje za vse“ (a calque)', /ki deluje za vse/i, 'Programska oprema, ki deluje za vse'],
]

const avoidedEnglish: [string, RegExp, string][] = [
  [
    'American -ize/-yze spellings: write -ise/-yse (organisation, optimise, analyse)',
    /\b\w*(organ|optim|custom|recogn|priorit|minim|maxim|real|personal|standard|author|synchron|categor|summar|util|visual|local|normal|initial|final|emphas|special)iz(e|es|ed|ing|ation|ations)\b|\banalyz/i,
    'We optimize the organization',
  ],
  [
    'American spellings: write colour, centre, behaviour, favourite, grey, licence (noun), catalogue',
    /\b(colors?|colored|center|centers|centered|behaviors?|favorites?|gray|catalog|labeled|canceled|traveling|modeling)\b/i,
    'Pick a color scheme',
  ],
  [
    'products are products, not solutions (only the family „Custom solutions“ keeps the word)',
    /\bsolutions?\b(?<!custom solutions?)/i,
    'Our solutions for media',
  ],
  [
    'government institutions: write public institutions (or EU institutions)',
    /\bgovernment institutions?\b/i,
    'EU and Slovenian government institutions',
  ],
  ['Open Dyslexic: the font is OpenDyslexic', /Open[ \u00a0]Dyslexic/, 'including Open Dyslexic'],
  [
    'the accessibility tool or widget: write accessibility settings, as its button says',
    /accessibility (tool|widget)\b/i,
    'the accessibility tool lets you enlarge the text',
  ],
  ['voting console: write voting terminal', /voting consoles?\b/i, 'voting consoles in the hall'],
  [
    '„Book a conversation“ (a calque): write „Let’s talk“ or „Arrange a demo“',
    /book a conversation/i,
    'Book a conversation',
  ],
]

describe('the site’s copy follows content/STYLE.md', () => {
  it('reads every copy file: the pages’ words and prose, shared words, products, posts, the mail, the catalogues', () => {
    const files = new Set([...slovenian, ...english].map(({ where }) => where.replace(/:\d+$/, '')))
    for (const file of [
      'apps/website/pages/home/sl.yaml',
      'apps/website/pages/privacyNotice/sl.md',
      'apps/website/content/shared/en.yaml',
      'apps/website/content/products/iptv-applications/iptv-system/sl.md',
      'apps/website/content/blog/iptv-testing-lab/en.mdx',
      'apps/website/server/contact/mail.yaml',
      'apps/website/public/media/video/promo.sl.vtt',
      'apps/website/public/media/video/promo.en.vtt',
      'packages/i18n/src/messages/sl.ts',
      'packages/i18n/src/messages/en.ts',
    ]) {
      expect(files).toContain(file)
    }
  })

  it('writes „EN 301 549“ with non-breaking spaces, in Slovenian and in English', () => {
    expect(offending([...slovenian, ...english], standardName)).toEqual([])
    expect(offending(fixture('Skladno s standardom EN 301 549.'), standardName)).toHaveLength(1)
    expect(offending(fixture(`Conforms to EN${NBSP}301${NBSP}549.`), standardName)).toEqual([])
  })

  it('keeps with the next word what Slovenian typography keeps: a one-letter word, a number and its noun', () => {
    const unbound = (lines: Line[]) =>
      lines
        .filter(({ text }) => slovenianSpaces(text) !== text)
        .map(({ where, text }) => `${where}: ${text.trim()} (pnpm content typography fixes it)`)
    expect(unbound(slovenian)).toEqual([])
    // The accessibility widget's own Slovenian words, which every page shows in its dialog.
    const widget = linesOf([widgetWordsIn('sl')])
    expect(widget.some(({ text }) => text.includes('Izjava o'))).toBe(true)
    expect(unbound(widget)).toEqual([])
    // The Slovenian words @firma/ui's components carry themselves: the cookie banner's among them.
    const ui = uiWordFiles().flatMap((file) =>
      readerText(relative(repo, file), slovenianBlocks(readFileSync(file, 'utf8'))),
    )
    expect(ui.some(({ where, text }) => where.includes('CookieBanner') && text.includes('soglasjem'))).toBe(
      true,
    )
    expect(unbound(ui)).toEqual([])
    expect(
      unbound(
        fixture(
          'Odgovorimo v 3 delovnih dneh.',
          'Sistem uporablja več kot 200.000 uporabnikov.',
          'Z vami in s partnerji',
          '{count, plural, one {# minuta} other {# minut}}',
        ),
      ),
    ).toHaveLength(4)
    expect(
      unbound(
        fixture(
          `Odgovorimo v${NBSP}3${NBSP}delovnih dneh.`,
          `Leta 2008 smo v${NBSP}Ljubljani ustanovili podjetje.`,
          `Skladno s${NBSP}smernicami WCAG 2.1 na ravni AA`,
        ),
      ),
    ).toEqual([])
  })

  it('holds for every text the site shows from the facts, whoever wrote the file (the complete fixture)', () => {
    // The facts' Slovenian texts and names get their spaces as the file is read (content/firm/schema.ts).
    const shown: string[] = []
    const collect = (value: unknown, key = ''): void => {
      if (typeof value === 'string') {
        if (key === 'sl' || key === 'name') shown.push(value)
      } else if (value && typeof value === 'object') {
        for (const [name, child] of Object.entries(value)) collect(child, Array.isArray(value) ? key : name)
      }
    }
    const complete = readFirmFacts(join(repo, 'apps/website/content/fixtures/complete-firm.yaml'))
    collect(complete)
    expect(shown).toContain(`Okrožno sodišče v${NBSP}Ljubljani`)
    expect(shown).toContain(`Univerza v${NBSP}Primerih`)
    expect(shown.filter((text) => slovenianSpaces(text) !== text)).toEqual([])
  })

  describe.each(avoidedSlovenian)('Slovenian glossary: never %s', (_rule, pattern, wrong) => {
    it('holds in every Slovenian copy file and the components’ own words', () => {
      expect(offending([...slovenian, ...componentWords], pattern)).toEqual([])
    })
    it('catches a violation (fixture)', () => {
      expect(offending(fixture(wrong), pattern)).toHaveLength(1)
    })
  })

  describe.each(avoidedEnglish)(
    'English (British, one term per thing): never %s',
    (_rule, pattern, wrong) => {
      it('holds in every English copy file', () => {
        expect(offending(english, pattern)).toEqual([])
      })
      it('catches a violation (fixture)', () => {
        expect(offending(fixture(wrong), pattern)).toHaveLength(1)
      })
    },
  )
})

// Buttons and calls to action (content/STYLE.md, "Address"): a control says what it does in the
// imperative of the second person singular, as Slovenian software labels its controls („Pošlji
// sporočilo“, „Prikaži vse“); an invitation to talk is in the first person plural („Pogovorimo se“);
// never the formal plural imperative („Pošljite“, „Oglejte si“), which belongs to running text.
const formalImperative = /^(\p{L}+(ite|ete|jte))(\s|$)/u
const invitation = /^(Pogovorimo|Dogovorimo) se\b/

/** Every button's and call to action's text, Slovenian and English, from the catalogue and the pages. */
function controls(locale: 'sl' | 'en'): [string, string][] {
  const catalogue = getMessages(locale)
  const home = homeWordsIn(locale)
  const catalogueKeys = [
    'home.increaseFontSize',
    'home.contactCta',
    'products.showLess',
    'products.seeAll',
    'products.backToAll',
    'blog.readNow',
    'blog.seeAllPosts',
    'blog.backToAllPosts',
    'contact.submit',
    'pages.notFound.backHome',
    'footer.writeToUs',
  ] as const
  const products = Object.values(productCatalogue(locale))
  return [
    ...catalogueKeys.map((key): [string, string] => [`@firma/i18n ${key}`, catalogue[key]]),
    ['home hero.callToAction', home.hero.callToAction],
    ['home hero.secondaryAction', home.hero.secondaryAction],
    ['home accessibility.linkText', home.accessibility.linkText],
    ['accessibilityStatement contactLinkText', statementWordsIn(locale).contactLinkText],
    ['shared previewNotice.hide', sharedWordsIn(locale).previewNotice.hide],
    ...Object.entries(productsWordsIn(locale).learnMore).map(([id, text]): [string, string] => [
      `products learnMore.${id}`,
      text,
    ]),
    ...products.map((family): [string, string] => [`${family.id} nextStep`, family.nextStep]),
    ...products.flatMap((family) =>
      family.products.flatMap((product): [string, string][] =>
        product.linkText ? [[`${family.id}/${product.id} linkText`, product.linkText]] : [],
      ),
    ),
  ]
}

/** The controls of `list` whose wording breaks the rule. */
function misaddressed(list: [string, string][]): string[] {
  return list.filter(([, text]) => formalImperative.test(text)).map(([where, text]) => `${where}: ${text}`)
}

describe('buttons and calls to action (content/STYLE.md)', () => {
  it('use the second person singular imperative or a first person plural invitation, never the formal imperative', () => {
    expect(misaddressed(controls('sl'))).toEqual([])
  })

  it('catches a formal imperative on a control (fixture)', () => {
    expect(
      misaddressed([
        ['fixture', 'Oglejte si produkte'],
        ['fixture', 'Pošljite sporočilo'],
      ]),
    ).toHaveLength(2)
    expect(
      misaddressed([
        ['fixture', 'Oglej si produkte'],
        ['fixture', 'Pogovorimo se'],
      ]),
    ).toEqual([])
  })

  it('invite the visitor to talk in the first person plural on every product call to action', () => {
    for (const category of Object.values(productCatalogue('sl'))) {
      expect(category.nextStep).toMatch(invitation)
      for (const product of category.products) {
        if (product.linkText) expect(product.linkText).toMatch(invitation)
      }
    }
  })

  it('start with a verb in the imperative or „Let’s“ in English, never „Please“', () => {
    const polite = controls('en').filter(([, text]) => /^please\b/i.test(text))
    expect(polite).toEqual([])
  })
})

const months = 'januar|februar|marec|april|maj|junij|julij|avgust|september|oktober|november|december'

describe('dates (content/STYLE.md)', () => {
  it('name the month of a date with a day in the genitive', () => {
    const pattern = new RegExp(`\\b\\d{1,2}\\.[ \u00a0]?(${months})\\b`, 'i')
    expect(offending(slovenian, pattern)).toEqual([])
    expect(offending(fixture('Objavljeno 20. januar 2025'), pattern)).toHaveLength(1)
  })

  it('format a post’s date in the genitive in Slovenian and as English writes it in English', () => {
    const published = (locale: 'sl' | 'en', id: string) =>
      listPosts(locale).find((post) => post.id === id)?.labels.published
    expect(published('sl', 'votes-that-survive-outages')).toBe('Objavljeno 20. januarja 2025')
    expect(published('en', 'votes-that-survive-outages')).toBe('Published 20 January 2025')
    expect(published('sl', 'accessibility-widget')).toBe('Objavljeno 12. februarja 2024')
    // A day of one digit, as the catalogue's message formats any post's date.
    const { t } = createTranslator('sl', getMessages('sl'))
    expect(t('blog.publishedOn', { date: new Date('2024-03-01T12:00:00Z') })).toBe('Objavljeno 1. marca 2024')
  })
})
