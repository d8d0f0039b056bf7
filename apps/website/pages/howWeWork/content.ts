// The how-we-work screen's data in one language: the firm's facts (content/firm.yaml, `howWeWork:`)
// with the page's headings and labels (./sl.yaml, ./en.yaml). A part the facts do not give is null and
// its section is left out; with none given the page says only `pending` and the next step. Built on
// the server by +data.ts; the component tests build it with the firms of testing/firms.ts.
import { buildPath, type Locale } from '@firma/i18n'
import { howWeWorkGiven } from '../../content/firm/howWeWork.js'
import type { FirmFacts } from '../../content/firm/schema.js'
import { wordsIn } from './words.js'

/** A labelled fact: "Čas podpore" – "delavniki od 8.00 do 16.00". */
interface Labelled {
  label: string
  text: string
}

export interface HowWeWorkScreenContent {
  /** The page's opening paragraphs, or while the facts give nothing, what it says instead. */
  intro: string[]
  delivery: {
    title: string
    durationLabel: string
    youGetLabel: string
    steps: { id: string; name: string; duration: string | null; youGet: string[] }[]
  } | null
  support: {
    title: string
    hours: Labelled | null
    responseTimes: {
      caption: string
      severityHeading: string
      timeHeading: string
      rows: { id: string; name: string; meaning: string; time: string }[]
    } | null
    monitoring: Labelled | null
    updates: Labelled | null
  } | null
  security: {
    title: string
    certifications: { label: string; items: { name: string; scope: string | null }[] } | null
    hosting: { label: string; items: string[] } | null
    processingAgreement: Labelled | null
  } | null
  nextStep: { title: string; text: string; action: { href: string; text: string } }
}

const labelled = (label: string, text: string | undefined): Labelled | null =>
  text === undefined ? null : { label, text }

export function howWeWorkScreenContent(locale: Locale, facts: FirmFacts): HowWeWorkScreenContent {
  const words = wordsIn(locale)
  const { delivery, support, security } = facts.howWeWork
  const supportContent = support
    ? {
        title: words.support.title,
        hours: labelled(words.support.hours, support.hours?.[locale]),
        responseTimes:
          support.responseTimes.length > 0
            ? {
                caption: words.support.responseTimes,
                severityHeading: words.support.severityHeading,
                timeHeading: words.support.timeHeading,
                rows: support.responseTimes.map(({ severity, time }) => ({
                  id: severity,
                  ...words.support.severities[severity],
                  time: time[locale],
                })),
              }
            : null,
        monitoring: labelled(words.support.monitoring, support.monitoring?.[locale]),
        updates: labelled(words.support.updates, support.updates?.[locale]),
      }
    : null
  const securityContent = security
    ? {
        title: words.security.title,
        certifications:
          security.certifications.length > 0
            ? {
                label: words.security.certifications,
                items: security.certifications.map(({ name, scope }) => ({
                  name,
                  scope: scope?.[locale] ?? null,
                })),
              }
            : null,
        hosting:
          security.hosting.length > 0
            ? { label: words.security.hosting, items: security.hosting.map((option) => option[locale]) }
            : null,
        processingAgreement: labelled(
          words.security.processingAgreement,
          security.processingAgreement?.[locale],
        ),
      }
    : null
  const given = howWeWorkGiven(facts.howWeWork)
  return {
    intro: given ? words.intro : words.pending,
    delivery: delivery
      ? {
          title: words.delivery.title,
          durationLabel: words.delivery.durationLabel,
          youGetLabel: words.delivery.youGetLabel,
          steps: delivery.map(({ step, duration, youGet }) => ({
            id: step,
            name: words.delivery.steps[step],
            duration: duration?.[locale] ?? null,
            youGet: youGet.map((item) => item[locale]),
          })),
        }
      : null,
    // An empty `support:` or `security:` (every field left out) has no section.
    support:
      supportContent &&
      (supportContent.hours ||
        supportContent.responseTimes ||
        supportContent.monitoring ||
        supportContent.updates)
        ? supportContent
        : null,
    security:
      securityContent &&
      (securityContent.certifications || securityContent.hosting || securityContent.processingAgreement)
        ? securityContent
        : null,
    nextStep: {
      title: words.nextStep.title,
      text: words.nextStep.text,
      action: { href: buildPath('contact', locale), text: words.nextStep.action },
    },
  }
}
