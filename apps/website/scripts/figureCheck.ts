// The content check's figure rule (`pnpm content check`, scripts/content-check.mjs): a text of the
// facts or of the copy that states one of the firm's figures (`figures:` in the facts file) as another
// number than the facts give it, so the first screen, a reference and a product text cannot disagree
// (content/figures.ts shows them). Loaded by path, like openItems.ts.

import { figureText } from '../content/figures.js'
import { firm, firmFile } from '../content/firm/index.js'
import { type FigureName, type FirmFacts, figureNames } from '../content/firm/schema.js'
import type { MarkdownBlock, MarkdownInline } from '../content/markdown.js'
import { copyLines } from './copyFiles.js'

/**
 * How a text states each figure: the number, then what it counts; and what the text must be about for
 * that count to be this figure (the users of another product are another figure).
 */
const statements: Record<FigureName, { counts: RegExp; about: RegExp; family: string }> = {
  iptvUsers: {
    counts: /^\+?[ \u00a0]+(IPTV[ \u00a0]+)?(uporabnik|users?\b)/i,
    about: /IPTV|sprejemnik|set-top/i,
    family: 'iptvApplications',
  },
  setTopBoxApps: {
    counts: /^\+?[ \u00a0]+(set-top[ \u00a0-]box[ \u00a0]+)?(aplikacij|apps?\b|applications?\b)/i,
    about: /sprejemnik|set-top/i,
    family: 'iptvApplications',
  },
}

// A whole number, grouped by thousands (200.000, 200,000) or not (20); not part of a word, a decimal
// or a version (HTML5, 0,8, 2.1).
const number = /(?<![\p{L}\p{N}.,])(\d{1,3}(?:[.,]\d{3})+|\d+)(?![\p{L}\p{N}]|[.,]\d)/gu

/** A text that states a figure, where it is. */
export interface StatedText {
  /** The file and line, or the file and field, for the person who edits it. */
  where: string
  text: string
  /** Whether its surroundings (a case study's product family, a product family's folder) are that family's. */
  families?: readonly string[]
}

/** A text that states a figure as another number than the facts give it. */
export interface FigureConflict {
  where: string
  figure: FigureName
  stated: number
  given: number
  text: string
}

/** Every place `text` states `figure`, as the numbers it gives. */
function statedNumbers(stated: StatedText, figure: FigureName): number[] {
  const { counts, about, family } = statements[figure]
  if (!(stated.families?.includes(family) ?? false) && !about.test(stated.text)) return []
  return [...stated.text.matchAll(number)].flatMap((match) => {
    const after = stated.text.slice((match.index ?? 0) + (match[0]?.length ?? 0))
    return counts.test(after) ? [Number((match[1] ?? '').replace(/[.,]/g, ''))] : []
  })
}

/** The plain text of a story's blocks, one text per paragraph or list item. */
function blockTexts(blocks: readonly MarkdownBlock[]): string[] {
  const plain = (inline: readonly MarkdownInline[]): string =>
    inline
      .map((part) =>
        typeof part === 'string'
          ? part
          : 'strong' in part
            ? plain(part.strong)
            : 'emphasis' in part
              ? plain(part.emphasis)
              : 'link' in part
                ? plain(part.children)
                : 'code' in part
                  ? part.code
                  : ' ',
      )
      .join('')
  return blocks.flatMap((block) => ('paragraph' in block ? [plain(block.paragraph)] : block.list.map(plain)))
}

/**
 * The texts of the facts' case studies (their folders' case.yaml, sl.md and en.md), each with the
 * product families the case involves.
 */
export function referenceTexts(facts: FirmFacts): StatedText[] {
  return facts.cases.flatMap((entry) => {
    const { families, folder } = entry
    return (['sl', 'en'] as const).flatMap((locale) => {
      const story = entry.story[locale]
      const file = `${folder}/${locale}.md`
      return [
        ...(['title', 'problem', 'built', 'description'] as const).map((field) => ({
          where: `${file} ${field}`,
          text: story[field],
          families,
        })),
        ...story.sections.flatMap((section) =>
          blockTexts(section.blocks).map((text) => ({ where: `${file} {#${section.part}}`, text, families })),
        ),
        ...entry.outcomes.flatMap((outcome, index) =>
          outcome.value === undefined
            ? []
            : [
                {
                  where: `${folder}/case.yaml outcomes[${index}]`,
                  text: `${figureText(locale, outcome.value)} ${outcome.measures[locale]}`,
                  families,
                },
              ],
        ),
        ...(entry.quote
          ? [{ where: `${folder}/case.yaml quote.text.${locale}`, text: entry.quote.text[locale], families }]
          : []),
      ]
    })
  })
}

/**
 * The texts (`texts`: the references' and the copy's) that state one of the firm's figures as another
 * number than `facts.figures` gives it. A figure the facts leave out is not compared.
 */
export function figureConflicts(facts: FirmFacts, texts: readonly StatedText[]): FigureConflict[] {
  return figureNames.flatMap((figure) => {
    const given = facts.figures[figure]
    if (given === undefined) return []
    return texts.flatMap((stated) =>
      statedNumbers(stated, figure)
        .filter((value) => value !== given)
        .map((value) => ({ where: stated.where, figure, stated: value, given, text: stated.text })),
    )
  })
}

/** A number as the report shows it (200.000). */
const shown = new Intl.NumberFormat('sl-SI')

/** The content check's message for `conflicts`, one line each, saying what to change. */
export function figureConflictsReport(conflicts: readonly FigureConflict[], factsFile: string): string {
  return [
    `${conflicts.length === 1 ? 'A text states' : `${conflicts.length} texts state`} a figure of the firm as another number than ${factsFile} gives it under figures: (state each figure once, there; a case study's outcome names it with figure: <name>):`,
    ...conflicts.map(
      (conflict) =>
        `  - ${conflict.where}: "${conflict.text.trim()}" says ${shown.format(conflict.stated)}, figures.${conflict.figure} is ${shown.format(conflict.given)}`,
    ),
  ].join('\n')
}

/** What the content check says of the figures: null when every text agrees with the facts. */
export function siteFigureReport(): string | null {
  const conflicts = figureConflicts(firm, [...referenceTexts(firm), ...copyLines()])
  return conflicts.length === 0 ? null : figureConflictsReport(conflicts, firmFile)
}
