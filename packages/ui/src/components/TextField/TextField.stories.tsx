import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  focusVisible,
  hovered,
  localeOf,
  narrow,
  narrowLargeText,
  withStoryFrame,
} from '../../storybook/decorators.js'
import { TextArea, TextField, type TextFieldProps } from './TextField.js'

const emailError = {
  sl: 'E-poštni naslov mora biti v veljavni obliki (npr. ime@podjetje.si)',
  en: 'Email address must be in a valid format (e.g. name@company.com)',
}

/**
 * The stories' args: the field's props, and the word after a required field's label, which the
 * `labels` prop replaces (a story of a required field has it as an arg).
 */
type TextFieldStoryArgs = TextFieldProps & { requiredLabel?: string }

/** After a required field's label. */
const requiredWord = { sl: { requiredLabel: '(obvezno)' }, en: { requiredLabel: '(required)' } }

/** The word after the label as `labels`, left to the language where the story gives none. */
function labelsOf(requiredLabel: string | undefined) {
  return requiredLabel === undefined ? undefined : { required: requiredLabel }
}

/** The example's code: the field with its props, its own word left to the language. */
function code(props: string): string {
  return `<TextField\n  label="Your email address"\n  name="email"\n  type="email"\n  autoComplete="email"\n  required${props}\n/>`
}

/**
 * A text field with its label, an optional hint and an error message; `TextArea` is the same for
 * several lines. The label names the field, hint and error describe it.
 */
const meta = {
  title: 'Components/TextField',
  // The id it had as 'UI/TextField': reference pictures and tests are keyed by it.
  id: 'ui-textfield',
  tags: ['new'],
  component: TextField,
  subcomponents: { TextArea },
  decorators: [withStoryFrame],
  // Each story's field gets the story's own id (a docs page shows several stories at once, and a
  // label finds its field by id) and the toolbar's language; “(obvezno)” / “(required)” is an arg.
  render: ({ requiredLabel, labels: _labels, ...args }, context) => (
    <TextField
      {...args}
      id={args.id ?? `${context.id}-field`}
      locale={args.locale ?? localeOf(context)}
      labels={labelsOf(requiredLabel)}
    />
  ),
  args: { label: 'Vaš e-poštni naslov', name: 'email', type: 'email', autoComplete: 'email', required: true },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    labels: { control: false },
  },
  parameters: {
    localizedArgs: {
      sl: { label: 'Vaš e-poštni naslov' },
      en: { label: 'Your email address' },
    },
  },
} satisfies Meta<TextFieldStoryArgs>

export default meta
type Story = StoryObj<TextFieldStoryArgs>

/** A required field's args: the word after its label, in each language. */
const required = { args: requiredWord.sl, parameters: { localizedArgs: requiredWord } }

/** A required field: “(obvezno)” / “(required)” after the label, in the page’s language. */
export const Default: Story = {
  ...required,
  parameters: { ...required.parameters, docs: { source: { code: code('') } } },
}

/** Optional: nothing after the label. */
export const Optional: Story = {
  args: { label: 'Podjetje', name: 'company', type: 'text', autoComplete: 'organization', required: false },
  parameters: { localizedArgs: { sl: { label: 'Podjetje' }, en: { label: 'Company' } } },
}

/** A hint under the label helps to fill the field in. */
export const WithHint: Story = {
  args: { hint: 'Nanj vam bomo odgovorili.', ...requiredWord.sl },
  parameters: {
    localizedArgs: {
      sl: { label: 'Vaš e-poštni naslov', hint: 'Nanj vam bomo odgovorili.', ...requiredWord.sl },
      en: { label: 'Your email address', hint: 'We will reply to it.', ...requiredWord.en },
    },
    docs: { source: { code: code('\n  hint="We will reply to it."') } },
  },
}

/** After a submission: what is wrong and how to put it right, above the field, which keeps what was typed. */
export const WithError: Story = {
  args: { defaultValue: 'ana.novak@', error: emailError.sl, ...requiredWord.sl },
  parameters: {
    localizedArgs: {
      sl: { label: 'Vaš e-poštni naslov', error: emailError.sl, ...requiredWord.sl },
      en: { label: 'Your email address', error: emailError.en, ...requiredWord.en },
    },
    docs: { source: { code: code(`\n  defaultValue="ana.novak@"\n  error="${emailError.en}"`) } },
  },
}

/** Several lines (`TextArea`), with an error. */
export const MultilineWithError: Story = {
  render: (args, context) => (
    <TextArea
      id={`${context.id}-field`}
      locale={localeOf(context)}
      labels={labelsOf(args.requiredLabel)}
      label={args.label}
      error={args.error}
      name="message"
      required
      rows={5}
    />
  ),
  args: { label: 'Sporočilo', error: 'Vpišite sporočilo', ...requiredWord.sl },
  parameters: {
    localizedArgs: {
      sl: { label: 'Sporočilo', error: 'Vpišite sporočilo', ...requiredWord.sl },
      en: { label: 'Message', error: 'Enter your message', ...requiredWord.en },
    },
    docs: {
      source: {
        code: '<TextArea label="Message" name="message" required error="Enter your message" />',
      },
    },
  },
}

/** Cannot be changed: a dashed border and muted text; still read out with its value. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ana.novak@example.si', ...requiredWord.sl },
  parameters: {
    ...required.parameters,
    docs: { source: { code: code('\n  disabled\n  defaultValue="ana.novak@example.si"') } },
  },
}

/** Under the pointer: the border darkens to the text colour. */
export const Hover: Story = {
  tags: ['test-only'],
  ...required,
  parameters: { ...required.parameters, ...hovered.parameters, docs: Default.parameters?.docs },
}

/** Reached with the keyboard: the focus outline. */
export const FocusVisible: Story = {
  tags: ['test-only'],
  ...required,
  parameters: { ...required.parameters, ...focusVisible.parameters, docs: Default.parameters?.docs },
}

/** A phone 320 px wide: the error and the field take the whole width, a long word breaks. */
export const Narrow320: Story = {
  tags: ['test-only'],
  ...narrow,
  args: WithError.args,
  parameters: { ...narrow.parameters, ...WithError.parameters },
}

/** Text at +100 % on a phone. */
export const LargeText: Story = {
  tags: ['test-only'],
  ...narrowLargeText,
  args: WithError.args,
  parameters: { ...narrowLargeText.parameters, ...WithError.parameters },
}
