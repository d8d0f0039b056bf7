import * as v from 'valibot'
import { localized, mediaPath } from './fields.js'

// Pictures of each product family's shipped work, as the firm supplies them (content/firm.yaml,
// `gallery:`): screens of systems in use, with their size and what they show in both languages. The
// family's page shows them as a gallery; a family the facts leave out shows none.

const size = (example: number) =>
  v.pipe(
    v.number(`must be a whole number of pixels, such as ${example}`),
    v.integer(`must be a whole number of pixels, such as ${example}`),
    v.minValue(1, 'must be 1 or more'),
  )

const picture = v.strictObject({
  /** The picture's file under public/ (at its largest width). */
  src: mediaPath('/media/work/iptv-guide.png'),
  width: size(1280),
  height: size(720),
  /** What it shows, for a visitor who cannot see it. */
  alt: localized,
  /** A line under the picture: what it is, for whom (optional). */
  caption: v.optional(localized),
  /**
   * The same picture at smaller widths, for phones (optional; an SVG needs none): each a file under
   * public/ and its width in pixels.
   */
  smaller: v.optional(
    v.array(
      v.strictObject({ src: mediaPath('/media/work/iptv-guide-640.png'), width: size(640) }),
      'must be a list of files with their widths',
    ),
    [],
  ),
})

const pictures = v.optional(
  v.pipe(v.array(picture, 'must be a list of pictures'), v.minLength(1, 'must give at least one picture')),
)

/** By product family (the five product pages' route ids); a family left out shows no gallery. */
export const gallerySchema = v.optional(
  v.strictObject({
    conferenceVotingSystems: pictures,
    contentManagementSystems: pictures,
    customSolutions: pictures,
    iptvApplications: pictures,
    mobileApplications: pictures,
  }),
  {},
)

/** Every file the gallery names (each picture and its smaller versions), for the check that they exist. */
export function galleryFiles(gallery: v.InferOutput<typeof gallerySchema>): { field: string; src: string }[] {
  return Object.entries(gallery).flatMap(([family, list]) =>
    (list ?? []).flatMap((entry, index) => [
      { field: `gallery.${family}[${index}].src`, src: entry.src },
      ...entry.smaller.map((smaller, at) => ({
        field: `gallery.${family}[${index}].smaller[${at}].src`,
        src: smaller.src,
      })),
    ]),
  )
}
