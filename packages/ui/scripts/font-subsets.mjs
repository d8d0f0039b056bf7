// What src/fonts/ holds, shared by the generator (scripts/fonts.mjs) and its test (src/fonts.test.ts).
//
// Two files per face instead of @fontsource's latin + latin-ext pair:
//   - `…-latin-sl-…`: what Slovenian and English text is written with: Basic Latin, the letters of
//     Slovenian and its neighbours (č ć đ š ž and capitals), typographic punctuation („ “ ” ’ – — …),
//     the no-break space and a few signs (€ © ® ° · × « »). Slovenian text always has č, š or ž, so
//     with @fontsource's split every Slovenian page fetched both files of every face; now one small
//     file per face serves sl and en pages.
//   - `…-latin-rest-…`: everything else of @fontsource's latin and latin-ext ranges (accented letters
//     such as é, ü, ő or ł), which a browser fetches only for text that has one.
// The first file is the one every page waits for, so it holds no letter our texts do not use: the
// Latin-1 letters (à to ÿ) alone were about a fifth of its bytes.
// The source fonts are Google Fonts' full static instances from @expo-google-fonts (same versions,
// Open Sans 3.003 and Archivo 2.001, as the @fontsource files): @fontsource ships only files already
// split by subset, which cannot be joined without a font merger. The test checks that every glyph is
// the one @fontsource has (same outline, same advance).

/** @fontsource's `latin` unicode-range (Basic Latin, Latin-1, general punctuation, €, ™, …). */
export const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

/** @fontsource's `latin-ext` unicode-range. */
export const latinExtRange =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF'

/** Letters of Slovenian (č š ž) and of the names and neighbours it writes (ć đ), both cases. */
export const slovenianLetters = 'ČčĆćĐđŠšŽž'

/** Code points of a CSS unicode-range. */
export function codePointsOf(range) {
  const points = new Set()
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    for (let point = Number.parseInt(from, 16); point <= Number.parseInt(to, 16); point++) points.add(point)
  }
  return points
}

/** A CSS unicode-range of a set of code points, consecutive points joined. */
export function rangeOf(points) {
  const sorted = [...points].sort((a, b) => a - b)
  const parts = []
  for (let i = 0; i < sorted.length; i++) {
    let j = i
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++
    const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0')
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`)
    i = j
  }
  return parts.join(', ')
}

/**
 * What every page's text is written with, besides the Slovenian letters: Basic Latin, the no-break
 * space and the soft hyphen, © « ® ° · » ×, the General Punctuation block (dashes, quotes, ellipsis,
 * bullets, spaces), €, ™, the minus sign, and U+FEFF / U+FFFD.
 */
export const coreSignsRange =
  'U+0000-007E, U+00A0, U+00A9, U+00AB, U+00AD, U+00AE, U+00B0, U+00B7, U+00BB, U+00D7, U+2000-206F, U+20AC, U+2122, U+2212, U+FEFF, U+FFFD'

const slovenianPoints = [...slovenianLetters].map((letter) => letter.codePointAt(0))
const mainPoints = new Set([...codePointsOf(coreSignsRange), ...slovenianPoints])

/** unicode-range of the `latin-sl` files. */
export const mainRange = rangeOf(mainPoints)

/** unicode-range of the `latin-rest` files: @fontsource's latin and latin-ext less what `latin-sl` has. */
export const restRange = rangeOf(
  [...new Set([...codePointsOf(latinRange), ...codePointsOf(latinExtRange)])].filter(
    (point) => !mainPoints.has(point),
  ),
)

/** The faces the design system uses; `source` is resolved from this package. */
export const faces = [
  {
    name: 'open-sans',
    weight: 400,
    style: 'normal',
    source: '@expo-google-fonts/open-sans/400Regular/OpenSans_400Regular.ttf',
  },
  {
    name: 'open-sans',
    weight: 400,
    style: 'italic',
    source: '@expo-google-fonts/open-sans/400Regular_Italic/OpenSans_400Regular_Italic.ttf',
  },
  {
    name: 'open-sans',
    weight: 600,
    style: 'normal',
    source: '@expo-google-fonts/open-sans/600SemiBold/OpenSans_600SemiBold.ttf',
  },
  {
    name: 'open-sans',
    weight: 700,
    style: 'normal',
    source: '@expo-google-fonts/open-sans/700Bold/OpenSans_700Bold.ttf',
  },
  {
    name: 'archivo',
    weight: 700,
    style: 'normal',
    source: '@expo-google-fonts/archivo/700Bold/Archivo_700Bold.ttf',
  },
]

/** The two subsets of every face: file-name part and unicode-range. */
export const subsets = [
  { name: 'latin-sl', range: mainRange },
  { name: 'latin-rest', range: restRange },
]

/** File name in src/fonts/ of a face's subset, e.g. `open-sans-latin-sl-400-normal.woff2`. */
export const fileName = (face, subset) => `${face.name}-${subset.name}-${face.weight}-${face.style}.woff2`

/** The @fontsource files of the same face, whose glyphs the generated files must reproduce. */
export const fontsourceFiles = (face) =>
  ['latin', 'latin-ext'].map(
    (subset) => `@fontsource/${face.name}/files/${face.name}-${subset}-${face.weight}-${face.style}.woff2`,
  )
