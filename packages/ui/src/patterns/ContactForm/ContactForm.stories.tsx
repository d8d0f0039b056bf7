import type { Meta, StoryObj } from '@storybook/react-vite'
import { narrow, withStoryFrame } from '../../storybook/decorators.js'
import { ContactForm, type ContactFormProps } from './ContactForm.js'

const words = {
  sl: {
    email: 'Vaš e-poštni naslov',
    fullName: 'Vaše ime in priimek',
    message: 'Sporočilo',
    requiredLabel: '(obvezno)',
    submitLabel: 'Pošlji sporočilo',
    errorSummaryTitle: 'Obrazec ima 2 napaki',
    emailError: 'Vpišite e-poštni naslov v obliki ime@podjetje.si',
    messageError: 'Vpišite sporočilo: kaj potrebujete in do kdaj',
    sending: 'Sporočilo se pošilja.',
    sent: 'Vaše sporočilo je bilo poslano na ana.novak@podjetje.si',
    sentDetail: 'Odgovorimo v enem delovnem dnevu.',
  },
  en: {
    email: 'Your email address',
    fullName: 'Your full name',
    message: 'Message',
    requiredLabel: '(required)',
    submitLabel: 'Send message',
    errorSummaryTitle: 'The form has 2 errors',
    emailError: 'Enter your email address in the form name@company.com',
    messageError: 'Enter your message: what you need and by when',
    sending: 'Message is sending.',
    sent: 'Your message was sent to ana.novak@podjetje.si',
    sentDetail: 'We answer within one working day.',
  },
}

type Words = (typeof words)['sl']

/** The form's props in a language: its labels, and what a story's state adds. */
function empty(w: Words): ContactFormProps {
  return {
    fields: { email: { label: w.email }, fullName: { label: w.fullName }, message: { label: w.message } },
    requiredLabel: w.requiredLabel,
    submitLabel: w.submitLabel,
  }
}

function refused(w: Words): ContactFormProps {
  return {
    ...empty(w),
    fields: {
      email: { label: w.email, defaultValue: 'ana.novak@', error: w.emailError },
      fullName: { label: w.fullName, defaultValue: 'Ana Novak' },
      message: { label: w.message, error: w.messageError },
    },
    errorSummaryTitle: w.errorSummaryTitle,
  }
}

function sending(w: Words): ContactFormProps {
  return { ...empty(w), busy: true, status: [w.sending] }
}

function sent(w: Words): ContactFormProps {
  return { ...empty(w), sent: true, status: [w.sent, w.sentDetail] }
}

const perLanguage = (make: (w: Words) => ContactFormProps) => ({ sl: make(words.sl), en: make(words.en) })

/**
 * The whole contact form, the GOV.UK way: labels above the fields, the required ones marked in words,
 * one button that says what it does, and after a refused submission a summary of the problems at the
 * top. Validating and sending stay with the site (`onSubmit`, `action`).
 */
const meta = {
  title: 'Patterns/ContactForm',
  tags: ['new'],
  component: ContactForm,
  decorators: [withStoryFrame],
  // The texts in each language as args: the toolbar's language sets them, the Controls panel changes them.
  args: { ...empty(words.sl), onSubmit: (event) => event.preventDefault() },
  argTypes: { onSubmit: { control: false }, ref: { control: false } },
  parameters: { localizedArgs: perLanguage(empty) },
} satisfies Meta<typeof ContactForm>

export default meta
type Story = StoryObj<typeof meta>

/** Before the visitor writes: three labelled fields and the button. */
export const Empty: Story = {}

/**
 * After a submission with two problems: the summary at the top names them and links to the fields,
 * each field shows its own message, and what was typed stays. The summary has focus, as on a page.
 */
export const WithErrors: Story = {
  args: refused(words.sl),
  parameters: { localizedArgs: perLanguage(refused) },
}

/** While sending: the button is busy, the status says so. */
export const Sending: Story = {
  args: sending(words.sl),
  parameters: { localizedArgs: perLanguage(sending) },
}

/** Sent: the confirmation under the button, read out by screen readers. */
export const Sent: Story = {
  args: sent(words.sl),
  parameters: { localizedArgs: perLanguage(sent) },
}

/** The refused form on a phone 320 px wide. */
export const WithErrorsNarrow320: Story = {
  tags: ['test-only'],
  ...narrow,
  args: refused(words.sl),
  parameters: { ...narrow.parameters, localizedArgs: perLanguage(refused) },
}
