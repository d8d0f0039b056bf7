import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { type LanguageLink, LanguageSelector } from './LanguageSelector.js'

function languagesFor(current: 'sl' | 'en'): LanguageLink[] {
  return [
    { locale: 'sl', href: '#o-nas', label: 'Slovenščina', hreflang: 'sl-SI', current: current === 'sl' },
    { locale: 'en', href: '#about-us', label: 'English', hreflang: 'en', current: current === 'en' },
  ]
}

const meta = {
  title: 'UI/LanguageSelector',
  component: LanguageSelector,
  decorators: [withStoryFrame],
  args: { languages: languagesFor('sl') },
  render: (args, context) => (
    <LanguageSelector {...args} languages={languagesFor(localeOf(context))} locale={localeOf(context)} />
  ),
} satisfies Meta<typeof LanguageSelector>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Narrow320: Story = { ...narrow }
export const LargeText: Story = { ...narrowLargeText }
