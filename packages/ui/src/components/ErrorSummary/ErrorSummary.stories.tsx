import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { TextArea, TextField } from '../TextField/TextField.js'
import { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary.js'

/**
 * The stories' args: the summary's props, and the fields it names: their labels and the word after a
 * required field's label. Each field shows the summary's message about it.
 */
type ErrorSummaryStoryArgs = ErrorSummaryProps & {
  emailLabel: string
  messageLabel: string
  requiredLabel?: string
}

/** The texts in a language: the summary's, and the labels of the fields it names. */
function textsOf(title: string, emailError: string, messageError: string, labels: Record<string, string>) {
  return {
    title,
    errors: [
      { fieldId: 'email', message: emailError },
      { fieldId: 'message', message: messageError },
    ],
    ...labels,
  }
}

const texts = {
  sl: textsOf(
    'Obrazec ima 2 napaki',
    'E-poštni naslov mora biti v veljavni obliki (npr. ime@podjetje.si)',
    'Vpišite sporočilo',
    { emailLabel: 'Vaš e-poštni naslov', messageLabel: 'Sporočilo', requiredLabel: '(obvezno)' },
  ),
  en: textsOf(
    'The form has 2 errors',
    'Email address must be in a valid format (e.g. name@company.com)',
    'Enter your message',
    { emailLabel: 'Your email address', messageLabel: 'Message', requiredLabel: '(required)' },
  ),
}

/**
 * A form's problems after a failed submission, at the top of the form: each a link to its field.
 * Shown with the fields it names; each story's fields have ids of their own, since a docs page shows
 * several stories at once and a link finds its field by id.
 */
const meta = {
  title: 'Components/ErrorSummary',
  // The id it had as 'UI/ErrorSummary': reference pictures and tests are keyed by it.
  id: 'ui-errorsummary',
  tags: ['new'],
  component: ErrorSummary,
  decorators: [withStoryFrame],
  // The texts in each language as args: the toolbar's language sets them, the Controls panel changes them.
  // In a story the summary would take focus from the page around it, so `focusOnMount` is off here.
  args: { ...texts.sl, focusOnMount: false },
  parameters: { localizedArgs: texts },
} satisfies Meta<ErrorSummaryStoryArgs>

export default meta
type Story = StoryObj<ErrorSummaryStoryArgs>

/** At the top of the form, above the fields it links to. */
export const InAForm: Story = {
  render: ({ emailLabel, messageLabel, requiredLabel, ...args }, context) => {
    const locale = localeOf(context)
    const idOf = (fieldId: string) => `${context.id}-${fieldId}`
    // Each field shows the summary's message about it.
    const errorOf = (fieldId: string) => args.errors.find((error) => error.fieldId === fieldId)?.message
    const labels = requiredLabel === undefined ? undefined : { required: requiredLabel }
    return (
      <form className="ui-story-form" noValidate>
        <ErrorSummary
          {...args}
          errors={args.errors.map((error) => ({ ...error, fieldId: idOf(error.fieldId) }))}
        />
        <TextField
          id={idOf('email')}
          locale={locale}
          labels={labels}
          label={emailLabel}
          name="email"
          type="email"
          required
          defaultValue="ana.novak@"
          error={errorOf('email')}
        />
        <TextArea
          id={idOf('message')}
          locale={locale}
          labels={labels}
          label={messageLabel}
          name="message"
          required
          rows={4}
          error={errorOf('message')}
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
    { fieldId: 'message', message: 'Enter your message' },
  ]}
/>
<TextField id="email" label="Your email address" error="Email address must be in a valid format (e.g. name@company.com)" … />
<TextArea id="message" label="Message" error="Enter your message" … />`,
      },
    },
  },
}

/** A phone 320 px wide: long messages wrap, a long word breaks. */
export const Narrow320: Story = {
  tags: ['test-only'],
  ...narrow,
  render: InAForm.render,
  parameters: { ...narrow.parameters, docs: InAForm.parameters?.docs },
}

/** Text at +100 % on a phone. */
export const LargeText: Story = {
  tags: ['test-only'],
  ...narrowLargeText,
  render: InAForm.render,
  parameters: { ...narrowLargeText.parameters, docs: InAForm.parameters?.docs },
}
