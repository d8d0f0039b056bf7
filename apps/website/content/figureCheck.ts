// The content check's figure rule (`pnpm content check`, scripts/content-check.mjs) over the site's
// facts file and every copy file: the texts that state one of the firm's figures as another number
// (content/figures.ts). Loaded by path, like openItems.ts.
import { copyLines } from '../scripts/copyFiles.js'
import { figureConflicts, figureConflictsReport, referenceTexts } from './figures.js'
import { firm, firmFile } from './firm/index.js'

/** What the content check says of the figures: null when every text agrees with the facts. */
export function siteFigureReport(): string | null {
  const conflicts = figureConflicts(firm, [...referenceTexts(firm, firmFile), ...copyLines()])
  return conflicts.length === 0 ? null : figureConflictsReport(conflicts, firmFile)
}
