/*
 * The design-token documentation, rendered from the tokens themselves (tokens.ts, and the CSS custom
 * properties of tokens.css through `data-theme`), so the pages cannot drift from what ships. Contrast
 * ratios are computed here with the WCAG formula; the tests check the same pairs.
 * Storybook-only: not part of the published package.
 */
import { Fragment, type ReactNode } from 'react'
import { contrastPairs, contrastRatio } from '../contrast.js'
import {
  breakpoints,
  type ColorTokens,
  colorSchemes,
  colors,
  colorVariables,
  focusWidth,
  fontFamilies,
  fontSizes,
  fontWeights,
  layout,
  lineHeights,
  mediaDown,
  mediaUp,
  mobileBreakpoint,
  motion,
  radii,
  shadows,
  spacing,
  zIndex,
} from '../tokens.js'
import './TokenDocs.css'

const roles = Object.keys(colorVariables) as (keyof ColorTokens)[]

/** A token table: its caption, one header row of `columns`, and the rows given as children. */
function DocsTable({
  caption,
  columns,
  children,
}: {
  caption: ReactNode
  columns: ReactNode[]
  children: ReactNode
}) {
  // On a phone a wide table scrolls inside the page instead of widening it.
  return (
    <div className="ui-docs-scroll">
      <table className="ui-docs-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // The columns are a fixed list: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <th scope="col" key={index}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** A ratio as designers write it: 4.56:1. Rounded down, so a shown pass is never a rounding artefact. */
function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`
}

/** Every colour role in the seven schemes side by side, with its custom property and value. */
export function ColourTable() {
  return (
    <div className="ui-docs-scroll">
      <DocsTable
        caption="Colour roles in each scheme (the swatch is the stylesheet’s own custom property)"
        columns={['Role', ...colorSchemes.map((scheme) => <code key={scheme}>{scheme}</code>)]}
      >
        {roles.map((role) => (
          <tr key={role}>
            <th scope="row">
              <code>{role}</code>
              <br />
              <code>{colorVariables[role]}</code>
            </th>
            {colorSchemes.map((scheme) => (
              <td key={scheme} data-theme={scheme} className="ui-docs-themed">
                <span className="ui-docs-swatch" data-role={role} aria-hidden="true" />
                <code>{colors[scheme][role]}</code>
              </td>
            ))}
          </tr>
        ))}
      </DocsTable>
    </div>
  )
}

/** The promised colour pairs with their computed contrast in each scheme, side by side. */
export function ContrastTable() {
  const pairs = contrastPairs('default')
  return (
    <div className="ui-docs-scroll">
      <DocsTable
        caption="Contrast of each colour pair, computed from the tokens (WCAG 2 formula)"
        columns={['Pair', ...colorSchemes.map((scheme) => <code key={scheme}>{scheme}</code>)]}
      >
        {pairs.map(({ foreground, background, kind }) => (
          <tr key={`${foreground}-${background}`}>
            <th scope="row">
              <code>{foreground}</code> on <code>{background}</code>
              <br />
              {kind === 'text' ? 'text' : 'border, outline (non-text)'}
            </th>
            {colorSchemes.map((scheme) => {
              const pair = contrastPairs(scheme).find(
                (candidate) => candidate.foreground === foreground && candidate.background === background,
              )
              const minimum = pair?.minimum ?? 3
              const ratio = contrastRatio(colors[scheme][foreground], colors[scheme][background])
              return (
                <td key={scheme} data-theme={scheme} className="ui-docs-themed">
                  <span className="ui-docs-sample" data-fg={foreground} data-bg={background} data-kind={kind}>
                    {kind === 'text' ? 'Aa Čč' : null}
                  </span>
                  <span>
                    {formatRatio(ratio)} <span className="ui-docs-need">(needs {minimum}:1)</span>{' '}
                    <strong>{ratio >= minimum ? 'Passes' : 'Fails'}</strong>
                  </span>
                </td>
              )
            })}
          </tr>
        ))}
      </DocsTable>
    </div>
  )
}

/** The type scale with a sample line at each size. */
export function TypeScale() {
  return (
    <>
      <DocsTable caption="Font families" columns={['Token', 'Stack', 'Sample']}>
        {Object.entries(fontFamilies).map(([name, stack]) => (
          <tr key={name}>
            <th scope="row">
              <code>--ui-font-family-{name}</code>
            </th>
            <td>
              <code>{stack}</code>
            </td>
            <td className="ui-docs-family" data-family={name}>
              Čebelica šviga ob žitu
            </td>
          </tr>
        ))}
      </DocsTable>
      <DocsTable
        caption="Type scale (rem, so the accessibility widget’s text size scales it)"
        columns={['Token', 'Size', 'Sample']}
      >
        {Object.entries(fontSizes).map(([name, size]) => (
          <tr key={name}>
            <th scope="row">
              <code>--ui-font-size-{name}</code>
            </th>
            <td>
              <code>{size}</code>
            </td>
            <td className="ui-docs-size" data-size={name}>
              Programska oprema po meri
            </td>
          </tr>
        ))}
      </DocsTable>
      <DocsTable caption="Weights and line heights" columns={['Token', 'Value']}>
        {Object.entries(fontWeights).map(([name, weight]) => (
          <tr key={name}>
            <th scope="row">
              <code>--ui-font-weight-{name}</code>
            </th>
            <td>{weight}</td>
          </tr>
        ))}
        {Object.entries(lineHeights).map(([name, height]) => (
          <tr key={name}>
            <th scope="row">
              <code>--ui-line-height-{name}</code>
            </th>
            <td>{height}</td>
          </tr>
        ))}
      </DocsTable>
    </>
  )
}

/** The spacing scale, each step drawn at its size. */
export function SpacingScale() {
  return (
    <DocsTable caption="Spacing (rem)" columns={['Token', 'Size', 'Drawn']}>
      {Object.entries(spacing).map(([step, size]) => (
        <tr key={step}>
          <th scope="row">
            <code>--ui-space-{step}</code>
          </th>
          <td>
            <code>{size}</code>
          </td>
          <td>
            <span className="ui-docs-space" data-step={step} aria-hidden="true" />
          </td>
        </tr>
      ))}
    </DocsTable>
  )
}

const layoutUses: Record<keyof typeof layout, string> = {
  contentMaxWidth: 'Widest the content column gets (the .ui-container class)',
  gutter: 'Space between the content and the screen edge, on each side, at every width',
  gridGap: 'Gap between the cards of a grid',
  sectionSpace: 'Space above and below each section of a page (the .ui-section class)',
  sectionSpaceCompact: 'Space between blocks inside a section',
  measure: 'Longest line of running text (the .ui-measure class)',
  storyColumns: 'A story beside its figures, from md up (a reference: problem and work, then results)',
  figureSize: 'Size of a figure that carries a result, such as 200.000+',
  headerColumns: 'A page header’s title beside its drawing, from md up (home, product, company)',
  headerSpace: 'Space above and below the loud page headers (home, product) and their bands',
  headerSpaceQuiet: 'Space above and below the quiet page headers (article, legal)',
  headerMediaQuiet: 'Width of the small drawing beside an article’s title',
  headerEmblem: 'Width of the emblem before a legal page’s title',
}

/** The layout tokens: the content column, gutters, section rhythm and measure, with the column drawn. */
export function LayoutTokens() {
  const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  return (
    <>
      <DocsTable caption="Layout" columns={['Token', 'Value', 'Use']}>
        {(Object.keys(layout) as (keyof typeof layout)[]).map((name) => (
          <tr key={name}>
            <th scope="row">
              <code>--ui-{kebab(name)}</code>
            </th>
            <td>
              <code>{layout[name]}</code>
            </td>
            <td>{layoutUses[name]}</td>
          </tr>
        ))}
      </DocsTable>
      <div className="ui-docs-layout" aria-hidden="true">
        <span className="ui-docs-layout__gutter" />
        <span className="ui-docs-layout__content">content column</span>
        <span className="ui-docs-layout__gutter" />
      </div>
    </>
  )
}

/** Breakpoints with the media queries `mediaUp` and `mediaDown` produce. */
export function Breakpoints() {
  return (
    <DocsTable
      caption={<>Breakpoints (CSS pixels; mobile is below {mobileBreakpoint})</>}
      columns={['Name', 'From', <code key="mediaUp">mediaUp</code>, <code key="mediaDown">mediaDown</code>]}
    >
      {(Object.keys(breakpoints) as (keyof typeof breakpoints)[]).map((name) => (
        <tr key={name}>
          <th scope="row">
            <code>{name}</code>
          </th>
          <td>{breakpoints[name]} px</td>
          <td>
            <code>{mediaUp(name)}</code>
          </td>
          <td>{breakpoints[name] === 0 ? '—' : <code>{mediaDown(name)}</code>}</td>
        </tr>
      ))}
    </DocsTable>
  )
}

/** Layering: the z-index of overlays and dialogs. */
export function Layering() {
  return (
    <DocsTable caption="Layering (z-index)" columns={['Layer', 'Custom property', 'z-index']}>
      {Object.entries(zIndex).map(([name, value]) => (
        <tr key={name}>
          <th scope="row">{name}</th>
          <td>
            <code>--ui-z-{name}</code>
          </td>
          <td>{value}</td>
        </tr>
      ))}
    </DocsTable>
  )
}

/** The focus outline in every scheme, on both backgrounds. */
export function FocusStyle() {
  return (
    <div className="ui-docs-schemes">
      {colorSchemes.map((scheme) => (
        <Fragment key={scheme}>
          <div data-theme={scheme} className="ui-docs-themed ui-docs-focus">
            <p>
              <code>{scheme}</code>: {focusWidth} outline in <code>{colors[scheme].focus}</code>
            </p>
            <span className="ui-docs-focus-sample">Focused control</span>
          </div>
        </Fragment>
      ))}
    </div>
  )
}

/** Corner radii, shadows and motion, each drawn with its own custom property. */
export function ShapeAndMotion() {
  return (
    <>
      <DocsTable caption="Corner radius" columns={['Token', 'Value', 'Sample']}>
        {Object.entries(radii).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">
              <code>--ui-radius-{name}</code>
            </th>
            <td>
              <code>{value}</code>
            </td>
            <td>
              <span className="ui-docs-shape" data-radius={name} />
            </td>
          </tr>
        ))}
      </DocsTable>
      <DocsTable caption="Shadow" columns={['Token', 'Value', 'Sample']}>
        {Object.entries(shadows).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">
              <code>--ui-shadow-{name}</code>
            </th>
            <td>
              <code>{value}</code>
            </td>
            <td>
              <span className="ui-docs-shape" data-shadow={name} />
            </td>
          </tr>
        ))}
      </DocsTable>
      <DocsTable caption="Motion" columns={['Token', 'Value']}>
        {Object.entries(motion).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">
              <code>--ui-motion-{name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}</code>
            </th>
            <td>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </DocsTable>
    </>
  )
}
