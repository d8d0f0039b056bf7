#!/usr/bin/env node
// Draws the home page's "where we work" maps from Natural Earth's public-domain country outlines, as
// the world-atlas package ships them (TopoJSON), into public/media/home/map-*.svg. Run it by hand when
// the maps should change (`node apps/website/scripts/slovenia-map.mjs`) and commit the SVG files: the
// site serves them as they are and never loads map data.
//
// The files follow the site's illustration format (see pages/headerImage.ts): the drawing sits in
// `<g id="art">` and takes its colours from what it inherits: outlines from `stroke`, land from
// `fill`, Slovenia and Ljubljana from `currentColor`. Drawn inline (`<use>`), they follow the
// visitor's colour scheme; as an image they fall back to the colours on the root element.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { geoConicConformal, geoPath } from 'd3-geo'
import { feature } from 'topojson-client'

const require = createRequire(import.meta.url)
const here = dirname(fileURLToPath(import.meta.url))
const out = join(here, '../public/media/home')

const width = 640
const height = 360
/** Ljubljana, the firm's seat: longitude and latitude in degrees. */
const ljubljana = [14.5058, 46.0569]
/** ISO 3166-1 numeric code of Slovenia, the id world-atlas gives its outline. */
const SLOVENIA = '705'

function countries(resolution) {
  const topology = JSON.parse(
    readFileSync(require.resolve(`world-atlas/countries-${resolution}.json`), 'utf8'),
  )
  return feature(topology, topology.objects.countries).features
}

/**
 * A conic projection centred on Slovenia (true to shape at these latitudes), fitted so that `focus`
 * fills the picture with `margin` around it; everything outside the picture is clipped away.
 */
function projectionFor(focus, margin) {
  return geoConicConformal()
    .parallels([43, 49])
    .rotate([-14.8, 0])
    .fitExtent(
      [
        [margin, margin],
        [width - margin, height - margin],
      ],
      focus,
    )
    .clipExtent([
      [-4, -4],
      [width + 4, height + 4],
    ])
}

/** Path data in whole pixels of the picture's own size (finer would only add bytes). */
function pathOf(projection, geometry) {
  return geoPath(projection).digits(0)(geometry) ?? ''
}

function svg({ title, body }) {
  // Root colours are the default scheme's (text, background, primary): used only where the file is
  // shown as an image (the social cards); inline, the page's scheme gives them.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" fill="#ffffff" stroke="#1b2330" color="#0b4f8a" font-family="sans-serif"><title>${title}</title><g id="art" stroke-linejoin="round" stroke-linecap="round">${body}</g></svg>\n`
}

/** The sea and background: a soft tint of the accent. */
const backdrop = `<rect width="${width}" height="${height}" rx="16" fill="currentColor" fill-opacity=".08" stroke="none"/>`

function marker(projection, { label }) {
  const [x, y] = projection(ljubljana).map((value) => Math.round(value * 10) / 10)
  const ring = `<circle cx="${x}" cy="${y}" r="14" fill="currentColor" fill-opacity=".25" stroke="none"/><circle cx="${x}" cy="${y}" r="6.5" fill="currentColor" stroke-width="2.5"/>`
  if (!label) return ring
  // The name is the same in both languages; the text inherits the page's font.
  return `${ring}<text x="${x + 18}" y="${y - 12}" fill="currentColor" stroke="none" font-size="20" font-weight="700">Ljubljana</text>`
}

/** One map from Natural Earth's `resolution` outlines, fitted to `focusOf(slovenia)`. */
function map({ file, title, resolution, focusOf, margin, label, neighbourStroke }) {
  const all = countries(resolution)
  const slovenia = all.find((country) => country.id === SLOVENIA)
  if (!slovenia) throw new Error(`world-atlas countries-${resolution} has no Slovenia (${SLOVENIA})`)
  const projection = projectionFor(focusOf(slovenia), margin)
  const neighbours = all
    .filter((country) => country.id !== SLOVENIA)
    .map((country) => pathOf(projection, country))
    .filter(Boolean)
    .join('')
  const body = [
    backdrop,
    `<path d="${neighbours}" stroke-width="${neighbourStroke}" stroke-opacity=".55"/>`,
    `<path d="${pathOf(projection, slovenia)}" fill="currentColor" fill-opacity=".35" stroke-width="3"/>`,
    marker(projection, { label }),
  ].join('')
  const text = svg({ title, body })
  writeFileSync(join(out, file), text)
  console.log(`${file}: ${text.length} bytes`)
}

/** The area between two corners, west-south and east-north (longitude, latitude), to fit a map to. */
const area = (southWest, northEast) => ({
  type: 'Feature',
  geometry: {
    type: 'MultiPoint',
    coordinates: [southWest, northEast, [southWest[0], northEast[1]], [northEast[0], southWest[1]]],
  },
})

// Slovenia filling the picture, Ljubljana marked and named.
map({
  file: 'map-ljubljana.svg',
  title: 'Slovenia, Ljubljana marked',
  resolution: '10m',
  focusOf: (slovenia) => slovenia,
  margin: 28,
  label: true,
  neighbourStroke: 2,
})

// Slovenia among its neighbours: Italy's north-east, Austria, Hungary and Croatia.
map({
  file: 'map-slovenia.svg',
  title: 'Slovenia and its neighbours',
  resolution: '50m',
  focusOf: () => area([12.4, 44.9], [17.6, 47.4]),
  margin: 8,
  label: false,
  neighbourStroke: 2,
})

// Europe, Slovenia in the middle of it.
map({
  file: 'map-europe.svg',
  title: 'Europe, Slovenia marked',
  resolution: '110m',
  focusOf: () => area([-2, 38], [32, 56]),
  margin: 0,
  label: false,
  neighbourStroke: 1.5,
})
