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
import { LanguageSelector, type LanguageSelectorProps } from './LanguageSelector.js'

/**
 * The stories' args: the selector's props, and the name of its navigation landmark (its own word,
 * which the `labels` prop replaces), flat so that it has a control.
 */
type LanguageSelectorStoryArgs = LanguageSelectorProps & { navigationLabel?: string }

// Each language's page lists both languages, its own the current one; the names are each written in
// their own language.
const texts = {
  sl: { languages: sampleLanguages('sl'), navigationLabel: 'Izbira jezika' },
  en: { languages: sampleLanguages('en'), navigationLabel: 'Choose language' },
}

/** The example's code: the selector's props, its landmark's name left to the language. */
function code(props: string): string {
  const languages = sampleLanguages('en')
    .map(
      ({ locale, href, label, hreflang, current }) =>
        `    { locale: '${locale}', href: '${href}', label: '${label}', hreflang: '${hreflang}'${current ? ', current: true' : ''} },`,
    )
    .join('\n')
  return `<LanguageSelector\n  languages={[\n${languages}\n  ]}${props}\n/>`
}

/** The compact switch shows each language's code, the `locale` of its link, not a text of its own. */
const codes = ['SL', 'EN']

const meta = {
  title: 'Components/LanguageSelector',
  // The id it had as 'UI/LanguageSelector': reference pictures and tests are keyed by it.
  id: 'ui-languageselector',
  tags: ['stable'],
  component: LanguageSelector,
  decorators: [withStoryFrame],
  // The texts in each language as args: the toolbar's language sets them, the Controls panel changes them.
  args: texts.sl,
  argTypes: { labels: { control: false } },
  parameters: {
    localizedArgs: texts,
    docs: { source: { code: code('') } },
  },
  render: ({ labels: _labels, navigationLabel, ...args }, context) => (
    <LanguageSelector
      {...args}
      locale={localeOf(context)}
      labels={navigationLabel === undefined ? {} : { navigationLabel }}
    />
  ),
} satisfies Meta<LanguageSelectorStoryArgs>

export default meta
type Story = StoryObj<LanguageSelectorStoryArgs>

export const Default: Story = {}
export const Narrow320: Story = { tags: ['test-only'], ...narrow }
export const LargeText: Story = { tags: ['test-only'], ...narrowLargeText }

/** `onLocaleChange` gets the chosen language (see the Actions panel); the link still navigates. */
export const WithLocaleChange: Story = {
  args: { onLocaleChange: fn() },
  parameters: { docs: { source: { code: code('\n  onLocaleChange={rememberLocale}') } } },
  // The args take the toolbar's language only after the first render: the play reads the language's links.
  play: async ({ args, canvasElement, globals }) => {
    const other = texts[localeOf({ globals })].languages.find((language) => !language.current)
    if (!other) throw new Error('no other language')
    await userEvent.click(within(canvasElement).getByRole('link', { name: other.label }))
    await expect(args.onLocaleChange).toHaveBeenCalledWith(other.locale)
  },
}

const compact = {
  args: { variant: 'compact' },
  parameters: { propValues: codes, docs: { source: { code: code('\n  variant="compact"') } } },
} satisfies Story

/** The header's compact switch: the codes, the full names read out. */
export const Compact: Story = { ...compact }
export const CompactNarrow320: Story = {
  tags: ['test-only'],
  ...compact,
  ...narrow,
  parameters: { ...compact.parameters, ...narrow.parameters },
}
export const CompactLargeText: Story = {
  tags: ['test-only'],
  ...compact,
  ...narrowLargeText,
  parameters: { ...compact.parameters, ...narrowLargeText.parameters },
}

/** Under the pointer: the language links. */
export const Hover: Story = { tags: ['test-only'], ...hovered }

/** Reached with the keyboard: the language links with the focus outline. */
export const FocusVisible: Story = { tags: ['test-only'], ...focusVisible }

/** Held down by the pointer: the language links. */
export const Active: Story = { tags: ['test-only'], ...pressed }
