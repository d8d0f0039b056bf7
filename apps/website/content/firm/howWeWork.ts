import * as v from 'valibot'
import { localized, text } from './fields.js'

// The facts of the how-we-work page (content/firm.yaml, `howWeWork:`): how a project is delivered, how
// what we built is supported and run, and how data is kept safe. Every part is optional; the page shows
// the parts given and nothing in their place (pages/howWeWork).

/** The steps of the delivery path, in the order a project goes through them. */
const deliverySteps = ['discovery', 'pilot', 'rollOut', 'operation'] as const

/** The severities support answers by, the most urgent first. */
const severities = ['critical', 'high', 'normal', 'low'] as const

/** A list of which each entry names a different one of `names`, in their order. */
function inOrder<T extends { [key: string]: unknown }>(key: keyof T & string, names: readonly string[]) {
  return v.check(
    (entries: T[]) => {
      const positions = entries.map((entry) => names.indexOf(entry[key] as string))
      return positions.every((position, index) => index === 0 || position > (positions[index - 1] as number))
    },
    `must name each ${key} once, in this order: ${names.join(', ')}`,
  )
}

const deliverySchema = v.pipe(
  v.array(
    v.strictObject({
      step: v.picklist(deliverySteps, `must be one of: ${deliverySteps.join(', ')}`),
      /** How long the step typically takes, as a client would plan it ("2–4 tedne" / "2–4 weeks"). */
      duration: v.optional(localized),
      /** What the client has in hand at the end of the step. */
      youGet: v.pipe(v.array(localized, 'must be a list'), v.minLength(1, 'must name at least one thing')),
    }),
    'must be a list of steps',
  ),
  v.minLength(1, 'must give at least one step'),
  inOrder('step', deliverySteps),
)

const supportSchema = v.strictObject({
  /** When support answers ("delavniki 8.00–16.00, kritične napake 24/7"). */
  hours: v.optional(localized),
  /** The first answer's time by severity, as the support agreement states it. */
  responseTimes: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          severity: v.picklist(severities, `must be one of: ${severities.join(', ')}`),
          time: localized,
        }),
        'must be a list',
      ),
      inOrder('severity', severities),
    ),
    [],
  ),
  /** How the systems are watched. */
  monitoring: v.optional(localized),
  /** How updates and security fixes reach the client. */
  updates: v.optional(localized),
})

const securitySchema = v.strictObject({
  /** Only certificates the firm holds, named as the certificate names them. */
  certifications: v.optional(
    v.array(v.strictObject({ name: text, scope: v.optional(localized) }), 'must be a list'),
    [],
  ),
  /** Where the systems can run (the client's own servers, a data centre in Slovenia, …). */
  hosting: v.optional(v.array(localized, 'must be a list'), []),
  /** What the firm signs as processor of personal data (GDPR, Article 28). */
  processingAgreement: v.optional(localized),
})

export const howWeWorkSchema = v.optional(
  v.strictObject({
    delivery: v.optional(deliverySchema),
    support: v.optional(supportSchema),
    security: v.optional(securitySchema),
  }),
  {},
)

/** The facts of the how-we-work page, as parsed. */
type HowWeWorkFacts = v.InferOutput<typeof howWeWorkSchema>

/**
 * True when the facts give any of the page's three parts (a delivery path, anything about support,
 * anything about security): only then do the product and contact pages link to it.
 */
export function howWeWorkGiven(facts: HowWeWorkFacts): boolean {
  const { delivery, support, security } = facts
  const supportGiven =
    support !== undefined &&
    (support.hours !== undefined ||
      support.responseTimes.length > 0 ||
      support.monitoring !== undefined ||
      support.updates !== undefined)
  const securityGiven =
    security !== undefined &&
    (security.certifications.length > 0 ||
      security.hosting.length > 0 ||
      security.processingAgreement !== undefined)
  return delivery !== undefined || supportGiven || securityGiven
}
