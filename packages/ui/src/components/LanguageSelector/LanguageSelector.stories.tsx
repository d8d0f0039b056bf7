import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  focusVisible,
  hovered,
  localeOf,
  narrow,
  narrowLargeText,
  pressed,
  withStoryFrame,
} from '../../storybook/decorators.js'
import { sampleLanguages } from '../../storybook/samples.js'
import { LanguageSelector } from './LanguageSelector.js'

const meta = {
  title: 'UI/LanguageSelector',
  component: LanguageSelector,
  decorators: [withStoryFrame],
  args: { languages: sampleLanguages('sl') },
  render: (args, context) => (
    <LanguageSelector {...args} languages={sampleLanguages(localeOf(context))} locale={localeOf(context)} />
  ),
} satisfies Meta<typeof LanguageSelector>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Narrow320: Story = { ...narrow }
export const LargeText: Story = { ...narrowLargeText }

/** `onLocaleChange` gets the chosen language (see the Actions panel); the link still navigates. */
export const WithLocaleChange: Story = {
  args: { onLocaleChange: fn() },
  play: async ({ args, canvasElement, globals }) => {
    const other = globals.locale === 'en' ? 'Slovenščina' : 'English'
    await userEvent.click(within(canvasElement).getByRole('link', { name: other }))
    await expect(args.onLocaleChange).toHaveBeenCalledWith(globals.locale === 'en' ? 'sl' : 'en')
  },
}

/** The header's compact switch: the codes, the full names read out. */
export const Compact: Story = { args: { variant: 'compact' } }
export const CompactNarrow320: Story = { args: { variant: 'compact' }, ...narrow }
export const CompactLargeText: Story = { args: { variant: 'compact' }, ...narrowLargeText }

/** Under the pointer: the language links. */
export const Hover: Story = { ...hovered }

/** Reached with the keyboard: the language links with the focus outline. */
export const FocusVisible: Story = { ...focusVisible }

/** Held down by the pointer: the language links. */
export const Active: Story = { ...pressed }
