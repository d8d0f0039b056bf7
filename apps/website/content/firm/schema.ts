import * as v from 'valibot'
import type { CaseFacts } from './cases.js'
import { email, localized, mediaPath, phone, photo, slovenianText, text } from './fields.js'
import { gallerySchema } from './gallery.js'
import { howWeWorkSchema } from './howWeWork.js'
import { platformsSchema } from './platforms.js'

// The shape of content/firm.yaml, joined from its parts (fields.ts, howWeWork.ts). Messages are written
// for the person who edits the file, not for a developer: they name what is expected, with an example.

const count = v.pipe(
  v.number('must be a whole number'),
  v.integer('must be a whole number'),
  v.minValue(0, 'must be 0 or more'),
)

/**
 * The firm's headline figures, each stated once in the facts (`figures:`): the home page's first
 * screen shows them, a case's outcome may name one instead of giving a value, and the content check
 * fails on a text that states one of them as another number (content/figures.ts).
 */
export const figureNames = ['iptvUsers', 'setTopBoxApps'] as const
export type FigureName = (typeof figureNames)[number]

/** Facts the file may give before the firm has confirmed them (they are then listed as open). */
const confirmableFacts = ['name', 'legalForm'] as const

/** The kinds of customers and partners, in the order the site shows them. */
export const partnerKinds = ['telecom', 'media', 'government', 'university', 'other'] as const
export type PartnerKind = (typeof partnerKinds)[number]

export const firmSchema = v.strictObject({
  name: text,
  legalForm: text,
  toConfirm: v.optional(
    v.array(v.picklist(confirmableFacts, `must be one of: ${confirmableFacts.join(', ')}`), 'must be a list'),
    [],
  ),
  founded: v.strictObject({
    year: v.pipe(
      v.number('must be a year such as 2008'),
      v.integer('must be a year such as 2008'),
      v.minValue(1900, 'must be a year such as 2008'),
      v.maxValue(2100, 'must be a year such as 2008'),
    ),
    city: text,
  }),
  address: v.optional(
    v.strictObject({
      street: text,
      postalCode: v.pipe(
        v.union([v.string(), v.number()], 'must be a postal code such as 1000'),
        v.transform(String),
        v.regex(/^\d{4}$/, 'must be a Slovenian postal code of four digits, such as 1000'),
      ),
      city: text,
    }),
  ),
  email: v.optional(email),
  phone: v.optional(phone),
  registration: v.optional(
    v.strictObject({
      court: v.optional(localized),
      number: v.optional(
        v.pipe(
          v.union([v.string(), v.number()], 'must be the registration number (matična številka)'),
          v.transform(String),
          v.regex(/^\d{7}(\d{3})?$/, 'must be the registration number of 10 digits, such as 1234567000'),
        ),
      ),
      vatNumber: v.optional(
        v.pipe(text, v.regex(/^SI\d{8}$/, 'must be SI and eight digits, such as SI12345678')),
      ),
      /** In euros. */
      shareCapital: v.optional(
        v.pipe(v.number('must be the amount in euros, such as 7500'), v.minValue(0, 'must be 0 or more')),
      ),
    }),
  ),
  /** The firm's headline figures, each "more than" the number given; see `figureNames`. */
  figures: v.optional(
    v.strictObject({
      /** Users of the IPTV system the firm built. */
      iptvUsers: v.optional(count),
      /** Applications the firm built for set-top boxes. */
      setTopBoxApps: v.optional(count),
    } satisfies Record<FigureName, unknown>),
    {},
  ),
  team: v.strictObject({
    employees: count,
    contractors: count,
    students: count,
    members: v.optional(
      v.array(
        v.strictObject({
          name: text,
          role: localized,
          photo: v.optional(photo),
        }),
        'must be a list',
      ),
      [],
    ),
  }),
  /**
   * Whom a prospective client calls or writes to about an offer: one of the named team members (their
   * role and photo come from there), with a direct line.
   */
  offersContact: v.optional(
    v.strictObject({ name: text, phone: v.optional(phone), email: v.optional(email) }),
  ),
  partners: v.optional(
    v.array(
      v.strictObject({
        name: slovenianText,
        kind: v.picklist(partnerKinds, `must be one of: ${partnerKinds.join(', ')}`),
        /** The organisation's logo, a file under public/ (SVG preferred); without it the name is set as text. */
        logo: v.optional(mediaPath('/media/clients/operater.svg')),
      }),
      'must be a list',
    ),
    [],
  ),
  testimonials: v.optional(
    v.array(v.strictObject({ text: localized, author: text, authorTitle: localized }), 'must be a list'),
    [],
  ),
  /**
   * The case studies to show, best first: each the name of a folder of `cases/` beside this file
   * (content/cases/<name>/ for content/firm.yaml), read by cases.ts.
   */
  cases: v.optional(
    v.array(
      v.pipe(
        text,
        v.regex(
          /^[a-z0-9-]{1,80}$/,
          'must be a folder name of lower-case letters, digits and dashes, such as iptv-operator',
        ),
      ),
      'must be a list of case folders, such as [iptv-operator]',
    ),
    [],
  ),
  howWeWork: howWeWorkSchema,
  platforms: platformsSchema,
  /** Pictures of each product family's shipped work (gallery.ts). */
  gallery: gallerySchema,
  accessibilityEnforcementBody: v.optional(
    v.strictObject({
      name: localized,
      address: v.optional(text),
      email: v.optional(email),
      url: v.optional(v.pipe(text, v.url('must be a web address such as https://www.gov.si/'))),
    }),
  ),
  privacy: v.optional(
    v.strictObject({
      /** Where personal data questions go, when not the general e-mail address. */
      email: v.optional(email),
      /** Who delivers the contact form's messages by e-mail. */
      mailProvider: v.optional(v.strictObject({ name: text, country: v.optional(localized) })),
      /** Who hosts the server and its database. */
      hostingProvider: v.optional(v.strictObject({ name: text, country: v.optional(localized) })),
    }),
    {},
  ),
})

/** The facts about the firm, as content/firm.yaml gives them (validated), with its case studies read. */
export type FirmFacts = Omit<v.InferOutput<typeof firmSchema>, 'cases'> & { cases: CaseFacts[] }
