import type { Locale } from '@firma/i18n'
import {
  type ContactFormResult,
  type ContactTextKey,
  contactLimits,
  failureText,
  fieldErrorText,
  type TextValues,
  translateText,
} from '../../shared/contact/index.js'
import type { ContactLocalizer, FormResultRenderer } from './http.js'

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char)

/** The texts a result says: the confirmation, or the problems (field problems in the form's order). */
function formResultTexts(
  t: (key: ContactTextKey, values?: TextValues) => string,
  result: ContactFormResult,
): { kind: 'status' | 'alert'; texts: string[] } {
  const { outcome } = result
  switch (outcome.status) {
    case 'sent':
      return {
        kind: 'status',
        texts: [t('contact.status.success', { email: outcome.email }), t('contact.status.successDetail')],
      }
    case 'invalid':
      return {
        kind: 'alert',
        texts: (['email', 'fullName', 'message'] as const).flatMap((field) => {
          const code = outcome.fieldErrors[field]
          if (code === undefined) return []
          const text = fieldErrorText(code)
          return [t(text.key, text.values)]
        }),
      }
    case 'rate_limited':
      return { kind: 'alert', texts: [t('contact.status.rateLimited')] }
    case 'error':
      return { kind: 'alert', texts: [translateText(t, failureText(outcome.code))] }
  }
}

/**
 * A self-contained answer to a form post, for the contact service running without the site's page
 * renderer (its tests, the crash-test server): a small localized page with the result and the form
 * again, holding what was typed. The site itself answers with its real contact page (+server.ts).
 */
export function plainFormResultRenderer(localizer: ContactLocalizer): FormResultRenderer {
  return async ({ locale, result }: { locale: Locale; result: ContactFormResult }) => {
    const t = (key: ContactTextKey, values?: TextValues) => localizer.t(locale, key, values)
    const { kind, texts } = formResultTexts(t, result)
    const values = result.outcome.status === 'sent' ? {} : (result.values ?? {})
    const field = (name: 'email' | 'fullName', type: string, max: number, label: ContactTextKey) =>
      `<p><label for="${name}">${escapeHtml(t(label))}</label> <input id="${name}" name="${name}" type="${type}" required maxlength="${max}" value="${escapeHtml(values[name] ?? '')}"></p>`
    const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts[0] ?? '')}</title></head>
<body><main>
<div role="${kind}">${texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}</div>
<form method="post" action="/api/contact">
<input type="hidden" name="locale" value="${locale}">
${field('email', 'email', contactLimits.emailMax, 'contact.field.email')}
${field('fullName', 'text', contactLimits.fullNameMax, 'contact.field.fullName')}
<p><label for="message">${escapeHtml(t('contact.field.message'))}</label> <textarea id="message" name="message" required maxlength="${contactLimits.messageMax}">${escapeHtml(values.message ?? '')}</textarea></p>
<p><button type="submit">${escapeHtml(t('contact.submit'))}</button></p>
</form>
</main></body>
</html>
`
    return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
  }
}
