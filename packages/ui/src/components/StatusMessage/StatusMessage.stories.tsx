import type { Meta, StoryObj } from '@storybook/react-vite'
import { narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { StatusMessage } from './StatusMessage.js'

/**
 * What happened after an action, said on the same page and announced by screen readers: a live
 * region rendered empty from the start, given its message when it happens.
 */
const meta = {
  title: 'Components/StatusMessage',
  // The id it had as 'UI/StatusMessage': reference pictures and tests are keyed by it.
  id: 'ui-statusmessage',
  tags: ['new'],
  component: StatusMessage,
  decorators: [withStoryFrame],
  args: {
    tone: 'success',
    urgency: 'polite',
    children: 'Vaše sporočilo je bilo poslano na ana.novak@example.si',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'success', 'error'] },
    urgency: { control: 'inline-radio', options: ['polite', 'assertive'] },
    children: { control: 'text' },
  },
  parameters: {
    localizedArgs: {
      sl: { children: 'Vaše sporočilo je bilo poslano na ana.novak@example.si' },
      en: { children: 'Your message was sent to ana.novak@example.si' },
    },
  },
} satisfies Meta<typeof StatusMessage>

export default meta
type Story = StoryObj<typeof meta>

/** Something worked: polite, read out at the next pause. */
export const Success: Story = {}

/** Something is under way. */
export const Progress: Story = {
  args: { tone: 'neutral', children: 'Sporočilo se pošilja.' },
  parameters: {
    localizedArgs: { sl: { children: 'Sporočilo se pošilja.' }, en: { children: 'Message is sending.' } },
  },
}

/** Something failed and the visitor must act: assertive, read out at once. */
export const Failure: Story = {
  args: {
    tone: 'error',
    urgency: 'assertive',
    children: 'Pri pošiljanju sporočila je prišlo do napake. Poskusite znova.',
  },
  parameters: {
    localizedArgs: {
      sl: { children: 'Pri pošiljanju sporočila je prišlo do napake. Poskusite znova.' },
      en: { children: 'There was an error sending your message. Please try again.' },
    },
  },
}

/** A phone 320 px wide: the email address breaks rather than widen the page. */
export const Narrow320: Story = { tags: ['test-only'], ...narrow }

/** Text at +100 % on a phone. */
export const LargeText: Story = { tags: ['test-only'], ...narrowLargeText }
