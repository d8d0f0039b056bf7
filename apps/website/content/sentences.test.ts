import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { filesUnder } from '../scripts/copyFiles.js'

// No sentence a visitor reads is written in the website's TypeScript: the pages' words are in
// pages/<page>/{sl,en}.yaml, the shared ones in content/shared/, products and posts in their Markdown
// and MDX files, the contact mail's in server/contact/mail.yaml, and the interface's labels in the
// @firma/i18n catalogues. This reads every non-test .ts and .tsx file of the website and fails on a
// string literal, template text or JSX text that reads like a sentence:
//   - three or more words of letters (Slovenian or English), or
//   - any Slovenian letter with a caron (č, š, ž), however short.
// What is not a visitor's text is allowed, by where it stands:
//   - the arguments of a thrown error (`new …Error(…)`) and of a log call (`console.*`, `log.*`,
//     `logger.*`): messages for the operator, in English;
//   - the arguments of a valibot call (`v.…(…)`): the messages a content or configuration file's
//     schema gives whoever edits the file;
//   - the JSX attributes that hold no words (className, id, href, src, rel, type, role, style, key,
//     data-*), import specifiers and type positions.
// Scanned: the folders whose code builds what a visitor reads (pages, layouts, components, client,
// shared, content). Not scanned: server/ (its words are logs, the operator's CLI and SQL; the one
// text it sends, the contact mail, is in server/contact/mail.yaml), scripts/ and bench/ (developer
// tools), tests and test helpers, and the content checkers: the modules that read the content files
// and tell whoever edits them what does not fit (`checkers` below), in English, like any error.

const app = join(import.meta.dirname, '..')

/** The folders whose code builds what a visitor reads; server/ speaks to the operator (logs, the CLI, SQL). */
const scannedFolders = ['pages', 'layouts', 'components', 'client', 'shared', 'content']
const skippedFolders = new Set(['node_modules', 'fixtures'])
/** The content checkers: their strings are messages to whoever edits a content file (and each page's words.ts, its words' schema). */
const checkers = new Set([
  'content/contentFile.ts',
  'content/wordsSchema.ts',
  'content/wordsLoader.ts',
  'content/shared/words.ts',
  'content/products/catalogue.ts',
  'content/firm/load.ts',
  'content/firm/cases.ts',
  'content/firm/vitePlugin.ts',
  'content/openItems.ts',
  'scripts/figureCheck.ts',
  'content/prose.ts',
  'content/markdown.ts',
])
const testFile = /\.(test|e2e|stories|contract)\.tsx?$|\.d\.ts$|\.mock\.tsx?$/

const sourceFile = (name: string) => /\.tsx?$/.test(name) && !testFile.test(name)

/** Whether a text reads like a sentence a visitor would read. */
export function isSentence(text: string): boolean {
  if (/[čšžČŠŽ]/.test(text)) return true
  return (
    (text.match(/\p{L}{2,}/gu) ?? []).length >= 3 && /\p{L}+[\s\u00a0]+\p{L}+[\s\u00a0]+\p{L}+/u.test(text)
  )
}

const wordlessAttributes = /^(className|class|id|href|src|rel|type|role|style|key|as|data-[\w-]+)$/

/** The name a call is made through: `console.warn` → "console.warn", `new ContentError` → "ContentError". */
function calleeName(node: ts.CallExpression | ts.NewExpression): string {
  return node.expression.getText()
}

/** Whether a literal stands where its words are for the operator or the code, not for a visitor. */
function allowedPlace(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isNewExpression(parent) && /Error$/.test(calleeName(parent))) return true
    if (ts.isCallExpression(parent)) {
      const name = calleeName(parent)
      if (/^(console|log|logger|this\.log)\.\w+$|^(log|warn)$/.test(name)) return true
      if (/^v\.\w+$/.test(name)) return true
    }
    if (ts.isJsxAttribute(parent)) return wordlessAttributes.test(parent.name.getText())
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isTypeNode(parent)) return true
    if (ts.isStatement(parent)) return false
  }
  return false
}

/** The sentence literals of one source text: `line: text`. */
export function sentenceLiterals(source: string, fileName = 'file.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    let text: string | undefined
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) text = node.text
    else if (ts.isJsxText(node)) text = node.text.trim()
    if (text && isSentence(text) && !allowedPlace(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart())
      found.push(`${line + 1}: ${text}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe('sentences in the website’s code', () => {
  it('finds none in non-test website code: every visitor-facing sentence is in a copy file', () => {
    const files = scannedFolders
      .flatMap((folder) => filesUnder(join(app, folder), sourceFile, skippedFolders))
      .filter(
        (path) =>
          !checkers.has(relative(app, path)) && !/^pages\/[^/]+\/words\.ts$/.test(relative(app, path)),
      )
    const found = files.flatMap((path) =>
      sentenceLiterals(readFileSync(path, 'utf8'), path).map((hit) => `${relative(app, path)}:${hit}`),
    )
    expect(found).toEqual([])
  })

  it('catches a Slovenian sentence, a short Slovenian word, an English sentence and JSX text', () => {
    const fixture = [
      `const title = 'Pišite nam prek obrazca'`,
      `const label = 'Išči'`,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source code holding a template literal
      'const hello = `Write to us at ${address} today`',
      `const view = <p>Read our latest post</p>`,
      `const named = <button aria-label="Close the dialog" />`,
    ].join('\n')
    expect(sentenceLiterals(fixture)).toEqual([
      '1: Pišite nam prek obrazca',
      '2: Išči',
      '3: Write to us at ',
      '4: Read our latest post',
      '5: Close the dialog',
    ])
  })

  it('allows words for the operator and code-ish strings', () => {
    const fixture = [
      `throw new ContentError('the file does not fit its schema')`,
      `console.warn('contact: the worker stopped early')`,
      `const schema = v.string('must be a text')`,
      `const view = <div className="home__hero home__hero--wide" data-track="hero contact now" />`,
      `const path = '/media/headers/home.svg'`,
      `const query = '(prefers-reduced-motion: reduce)'`,
    ].join('\n')
    expect(sentenceLiterals(fixture)).toEqual([])
  })
})
