import type { Meta, StoryObj } from '@storybook/react-vite'
import { narrow, withStoryFrame } from '../../storybook/decorators.js'
import { NextStep } from './NextStep.js'

const texts = {
  sl: {
    title: 'Se pogovoriva o vašem projektu?',
    text: 'Povejte nam, kaj potrebujete. Odgovorimo v enem delovnem dnevu.',
    action: { href: '#kontakt', text: 'Pišite nam' },
  },
  en: {
    title: 'Shall we talk about your project?',
    text: 'Tell us what you need. We answer within one working day.',
    action: { href: '#contact', text: 'Write to us' },
  },
}

/** The section most pages end with: what to do next, and the one button that does it. */
const meta = {
  title: 'Patterns/NextStep',
  tags: ['new'],
  component: NextStep,
  decorators: [withStoryFrame],
  // The texts in each language as args: the toolbar's language sets them, the Controls panel changes them.
  args: texts.sl,
  parameters: { localizedArgs: texts },
} satisfies Meta<typeof NextStep>

export default meta
type Story = StoryObj<typeof meta>

/** At the end of a page: from 960 px the button beside the words. */
export const Default: Story = {}

/** On a phone the button goes under the words. */
export const OnAPhone: Story = { ...narrow }
