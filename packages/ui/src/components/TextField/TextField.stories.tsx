import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  focusVisible,
  hovered,
  localeOf,
  narrow,
  narrowLargeText,
  withStoryFrame,
} from '../../storybook/decorators.js'
import { TextArea, TextField } from './TextField.js'

const emailError = {
  sl: 'E-poštni naslov mora biti v veljavni obliki (npr. ime@podjetje.si)',
  en: 'Email address must be in a valid format (e.g. name@company.com)',
}

/**
 * A text field with its label, an optional hint and an error message; `TextArea` is the same for
 * several lines. The label names the field, hint and error describe it.
 */
const meta = {
  title: 'UI/TextField',
  component: TextField,
  decorators: [withStoryFrame],
  // Each story's field gets the story's own id (a docs page shows several stories at once, and a
  // label finds its field by id) and the toolbar's language for “(obvezno)” / “(required)”.
  render: (args, context) => (
    <TextField {...args} id={args.id ?? `${context.id}-field`} locale={args.locale ?? localeOf(context)} />
  ),
  args: { label: 'Vaš e-poštni naslov', name: 'email', type: 'email', autoComplete: 'email', required: true },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  parameters: {
    localizedArgs: {
      sl: { label: 'Vaš e-poštni naslov' },
      en: { label: 'Your email address' },
    },
  },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

/** A required field: “(obvezno)” / “(required)” after the label, in the page’s language. */
export const Default: Story = {}

/** Optional: nothing after the label. */
export const Optional: Story = {
  args: { label: 'Podjetje', name: 'company', type: 'text', autoComplete: 'organization', required: false },
  parameters: { localizedArgs: { sl: { label: 'Podjetje' }, en: { label: 'Company' } } },
}

/** A hint under the label helps to fill the field in. */
export const WithHint: Story = {
  args: { hint: 'Nanj vam bomo odgovorili.' },
  parameters: {
    localizedArgs: {
      sl: { label: 'Vaš e-poštni naslov', hint: 'Nanj vam bomo odgovorili.' },
      en: { label: 'Your email address', hint: 'We will reply to it.' },
    },
  },
}

/** After a submission: what is wrong and how to put it right, above the field, which keeps what was typed. */
export const WithError: Story = {
  args: { defaultValue: 'ana.novak@', error: emailError.sl },
  parameters: {
    localizedArgs: {
      sl: { label: 'Vaš e-poštni naslov', error: emailError.sl },
      en: { label: 'Your email address', error: emailError.en },
    },
  },
}

/** Several lines (`TextArea`), with an error. */
export const MultilineWithError: Story = {
  render: (args, context) => (
    <TextArea
      id={`${context.id}-field`}
      locale={localeOf(context)}
      label={args.label}
      error={args.error}
      name="message"
      required
      rows={5}
    />
  ),
  args: { label: 'Sporočilo', error: 'Polje „Sporočilo“ je obvezno' },
  parameters: {
    localizedArgs: {
      sl: { label: 'Sporočilo', error: 'Polje „Sporočilo“ je obvezno' },
      en: { label: 'Message', error: "'Message' field is required" },
    },
    docs: {
      source: {
        code: '<TextArea label="Message" name="message" required error="\'Message\' field is required" />',
      },
    },
  },
}

/** Cannot be changed: a dashed border and muted text; still read out with its value. */
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ana.novak@example.si' } }

/** Under the pointer: the border darkens to the text colour. */
export const Hover: Story = { ...hovered }

/** Reached with the keyboard: the focus outline. */
export const FocusVisible: Story = { ...focusVisible }

/** A phone 320 px wide: the error and the field take the whole width, a long word breaks. */
export const Narrow320: Story = {
  ...narrow,
  args: WithError.args,
  parameters: { ...narrow.parameters, ...WithError.parameters },
}

/** Text at +100 % on a phone. */
export const LargeText: Story = {
  ...narrowLargeText,
  args: WithError.args,
  parameters: { ...narrowLargeText.parameters, ...WithError.parameters },
}
