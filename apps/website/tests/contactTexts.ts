import type { Page } from 'playwright-core'
import { expect } from 'vitest'

// What a visitor reads around the contact form, in both languages: the tests that use the form.
export const contactTexts = {
  sl: {
    path: '/kontakt',
    email: /Vaš e-poštni naslov/,
    name: /Vaše ime in priimek/,
    message: /Sporočilo/,
    submit: 'Pošlji sporočilo',
    // The error summary's title, in the four Slovenian plural forms (1, 2, 3 and 4, 5 and more).
    summary: (count: number) =>
      `Obrazec ima ${count}\u00a0${count % 100 === 1 ? 'napako' : count % 100 === 2 ? 'napaki' : count % 100 === 3 || count % 100 === 4 ? 'napake' : 'napak'}`,
    emailRequired: 'Polje „Vaš e-poštni naslov“ je obvezno',
    nameRequired: 'Polje „Vaše ime in priimek“ je obvezno',
    messageRequired: 'Polje „Sporočilo“ je obvezno',
    emailInvalid: 'E-poštni naslov mora biti v\u00a0veljavni obliki (npr. name@example.com)',
    sending: 'Sporočilo se pošilja.',
    sent: (email: string) => `Vaše sporočilo je bilo poslano na ${email}`,
    sentDetail: 'Potrudili se bomo, da vam odgovorimo čim prej.',
    rateLimited: 'Sporočila lahko pošljete največ enkrat na minuto. Poskusite znova čez eno minuto.',
    error: 'Pri pošiljanju sporočila je prišlo do napake. Poskusite znova.',
    tooLarge:
      'Vašega sporočila nismo prejeli, ker je bilo predolgo. ' +
      'E-poštni naslov ima lahko največ 254\u00a0znakov, ime in priimek največ 100\u00a0znakov, sporočilo pa največ 5000\u00a0znakov. ' +
      'Skrajšajte sporočilo in ga pošljite znova. Če je obrazec zdaj prazen, vam gumb Nazaj v\u00a0brskalniku vrne, kar ste vpisali.',
  },
  en: {
    path: '/en/contact-us',
    email: /Your email address/,
    name: /Your full name/,
    message: /^Message/,
    submit: 'Send message',
    summary: (count: number) => `The form has ${count} error${count === 1 ? '' : 's'}`,
    emailRequired: "'Your email address' field is required",
    nameRequired: "'Your full name' field is required",
    messageRequired: "'Message' field is required",
    emailInvalid: 'Email address must be in a valid format (e.g. name@example.com)',
    sending: 'Message is sending.',
    sent: (email: string) => `Your message was sent to ${email}`,
    sentDetail: 'We will make an effort to respond swiftly.',
    rateLimited: 'Sending messages is limited to once per minute. Please try again after one minute.',
    error: 'There was an error sending your message. Please try again.',
    tooLarge:
      'We did not receive your message because it was too long. ' +
      'The email address can have at most 254 characters, the name at most 100 characters and the message at most 5,000 characters. ' +
      'Please shorten your message and send it again. If the form is now empty, your browser’s Back button brings back what you typed.',
  },
} as const

/**
 * The error summary at the top of the form: the alert holding the title (a heading) and a link per
 * problem; the box around it is what takes focus.
 */
export function errorSummary(page: Page) {
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading') })
  return {
    alert,
    title: alert.getByRole('heading'),
    links: alert.getByRole('link'),
    hasFocus: () =>
      alert.evaluate(
        (element) => element.parentElement !== null && element.parentElement === document.activeElement,
      ),
  }
}

/**
 * A post with every required field empty: the summary counts three problems, links them in the
 * form's order and has focus, with JavaScript (the form's own check) and without (the server's answer).
 */
export async function expectRequiredSummary(page: Page, t: (typeof contactTexts)[keyof typeof contactTexts]) {
  const summary = errorSummary(page)
  expect(await summary.title.textContent()).toBe(t.summary(3))
  expect(await summary.links.allTextContents()).toEqual([t.emailRequired, t.nameRequired, t.messageRequired])
  expect(await summary.hasFocus()).toBe(true)
  return summary
}
