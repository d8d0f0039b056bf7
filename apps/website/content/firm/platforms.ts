import * as v from 'valibot'
import { localized, text } from './fields.js'

// What each product family runs on and connects to, as the firm states it (content/firm.yaml,
// `platforms:`): groups such as set-top boxes and TV platforms, DRM, middleware and EPG formats for
// IPTV, or the hall's hardware and broadcast outputs for voting. The family's page shows them as its
// platforms and integrations section; a family the facts leave out shows none.

/** A name that reads the same in both languages ("Tizen", "Widevine"), or a text in both. */
const item = v.union(
  [text, localized],
  'must be a name (such as Widevine) or a text in both languages, as `sl:` and `en:` lines',
)

const group = v.strictObject({
  /** The group's heading ("DRM", "Televizijske platforme"). */
  title: localized,
  items: v.pipe(v.array(item, 'must be a list'), v.minLength(1, 'must name at least one')),
})

const groups = v.optional(
  v.pipe(v.array(group, 'must be a list of groups'), v.minLength(1, 'must give at least one group')),
)

/** By product family (the five product pages' route ids); a family left out shows no section. */
export const platformsSchema = v.optional(
  v.strictObject({
    conferenceVotingSystems: groups,
    contentManagementSystems: groups,
    customSolutions: groups,
    iptvApplications: groups,
    mobileApplications: groups,
  }),
  {},
)
