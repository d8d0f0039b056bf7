/*
 * The design-token documentation, rendered from the tokens themselves (tokens.ts, and the CSS custom
 * properties of tokens.css through `data-theme`), so the pages cannot drift from what ships. Contrast
 * ratios are computed here with the WCAG formula; the tests check the same pairs.
 * Storybook-only: not part of the published package.
 */
import { Fragment } from 'react'
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
  lineHeights,
  mediaDown,
  mediaUp,
  mobileBreakpoint,
  spacing,
  zIndex,
} from '../tokens.js'
import './TokenDocs.css'

const roles = Object.keys(colorVariables) as (keyof ColorTokens)[]

/** A ratio as designers write it: 4.56:1. Rounded down, so a shown pass is never a rounding artefact. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`
}

/** Every colour role in the four schemes side by side, with its custom property and value. */
export function ColourTable() {
  return (
    <div className="ui-docs-scroll">
      <table className="ui-docs-table">
        <caption>Colour roles in each scheme (the swatch is the stylesheet’s own custom property)</caption>
        <thead>
          <tr>
            <th scope="col">Role</th>
            {colorSchemes.map((scheme) => (
              <th scope="col" key={scheme}>
                <code>{scheme}</code>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  )
}

/** The promised colour pairs with their computed contrast in each scheme, side by side. */
export function ContrastTable() {
  const pairs = contrastPairs('default')
  return (
    <div className="ui-docs-scroll">
      <table className="ui-docs-table">
        <caption>Contrast of each colour pair, computed from the tokens (WCAG 2 formula)</caption>
        <thead>
          <tr>
            <th scope="col">Pair</th>
            {colorSchemes.map((scheme) => (
              <th scope="col" key={scheme}>
                <code>{scheme}</code>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
                    <span
                      className="ui-docs-sample"
                      data-fg={foreground}
                      data-bg={background}
                      data-kind={kind}
                    >
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
        </tbody>
      </table>
    </div>
  )
}

/** The type scale with a sample line at each size. */
export function TypeScale() {
  return (
    <>
      <table className="ui-docs-table">
        <caption>Font families</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Stack</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
      <table className="ui-docs-table">
        <caption>Type scale (rem, so the accessibility widget’s text size scales it)</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Size</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
      <table className="ui-docs-table">
        <caption>Weights and line heights</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </>
  )
}

/** The spacing scale, each step drawn at its size. */
export function SpacingScale() {
  return (
    <table className="ui-docs-table">
      <caption>Spacing (rem)</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Size</th>
          <th scope="col">Drawn</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </table>
  )
}

/** Breakpoints with the media queries `mediaUp` and `mediaDown` produce. */
export function Breakpoints() {
  return (
    <table className="ui-docs-table">
      <caption>Breakpoints (CSS pixels; mobile is below {mobileBreakpoint})</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">From</th>
          <th scope="col">
            <code>mediaUp</code>
          </th>
          <th scope="col">
            <code>mediaDown</code>
          </th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </table>
  )
}

/** Layering: the z-index of overlays and dialogs. */
export function Layering() {
  return (
    <table className="ui-docs-table">
      <caption>Layering (z-index)</caption>
      <thead>
        <tr>
          <th scope="col">Layer</th>
          <th scope="col">Custom property</th>
          <th scope="col">z-index</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(zIndex).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>
              <code>--ui-z-{name}</code>
            </td>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
