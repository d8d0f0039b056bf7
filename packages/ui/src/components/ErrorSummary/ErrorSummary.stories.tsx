import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { TextArea, TextField } from '../TextField/TextField.js'
import { ErrorSummary } from './ErrorSummary.js'

const texts = {
  sl: {
    title: 'Obrazec ima 2 napaki',
    email: 'Vaš e-poštni naslov',
    emailError: 'E-poštni naslov mora biti v veljavni obliki (npr. ime@podjetje.si)',
    message: 'Sporočilo',
    messageError: 'Polje „Sporočilo“ je obvezno',
  },
  en: {
    title: 'The form has 2 errors',
    email: 'Your email address',
    emailError: 'Email address must be in a valid format (e.g. name@company.com)',
    message: 'Message',
    messageError: "'Message' field is required",
  },
}

/**
 * A form's problems after a failed submission, at the top of the form: each a link to its field.
 * Shown with the fields it names; each story's fields have ids of their own, since a docs page shows
 * several stories at once and a link finds its field by id.
 */
const meta = {
  title: 'UI/ErrorSummary',
  component: ErrorSummary,
  decorators: [withStoryFrame],
  args: {
    title: texts.sl.title,
    errors: [
      { fieldId: 'email', message: texts.sl.emailError },
      { fieldId: 'message', message: texts.sl.messageError },
    ],
    // In a story it would take focus from the page around it, so it is off here.
    focusOnMount: false,
  },
  parameters: {
    localizedArgs: {
      sl: {
        title: texts.sl.title,
        errors: [
          { fieldId: 'email', message: texts.sl.emailError },
          { fieldId: 'message', message: texts.sl.messageError },
        ],
      },
      en: {
        title: texts.en.title,
        errors: [
          { fieldId: 'email', message: texts.en.emailError },
          { fieldId: 'message', message: texts.en.messageError },
        ],
      },
    },
  },
} satisfies Meta<typeof ErrorSummary>

export default meta
type Story = StoryObj<typeof meta>

/** At the top of the form, above the fields it links to. */
export const InAForm: Story = {
  render: (args, context) => {
    const locale = localeOf(context)
    const text = texts[locale]
    const idOf = (fieldId: string) => `${context.id}-${fieldId}`
    return (
      <form className="ui-story-form" noValidate>
        <ErrorSummary
          {...args}
          errors={args.errors.map((error) => ({ ...error, fieldId: idOf(error.fieldId) }))}
        />
        <TextField
          id={idOf('email')}
          locale={locale}
          label={text.email}
          name="email"
          type="email"
          required
          defaultValue="ana.novak@"
          error={text.emailError}
        />
        <TextArea
          id={idOf('message')}
          locale={locale}
          label={text.message}
          name="message"
          required
          rows={4}
          error={text.messageError}
        />
      </form>
    )
  },
  parameters: {
    docs: {
      source: {
        code: `<ErrorSummary
  title="The form has 2 errors"
  errors={[
    { fieldId: 'email', message: 'Email address must be in a valid format (e.g. name@company.com)' },
    { fieldId: 'message', message: "'Message' field is required" },
  ]}
/>
<TextField id="email" label="Your email address" error="Email address must be in a valid format (e.g. name@company.com)" … />
<TextArea id="message" label="Message" error="'Message' field is required" … />`,
      },
    },
  },
}

/** A phone 320 px wide: long messages wrap, a long word breaks. */
export const Narrow320: Story = { ...narrow, render: InAForm.render }

/** Text at +100 % on a phone. */
export const LargeText: Story = { ...narrowLargeText, render: InAForm.render }
