import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  focusVisible,
  hovered,
  localeOf,
  narrow,
  narrowLargeText,
  pressed,
  withStoryFrame,
} from '../../storybook/decorators.js'
import { ShowMore, type ShowMoreProps } from './ShowMore.js'

/**
 * The stories' args: the disclosure's props, the folded text, and the words of its own button, which
 * the `labels` prop replaces. Only the word the button shows is a story's arg: "show more" while
 * folded, "show less" while open.
 */
type ShowMoreStoryArgs = ShowMoreProps & { moreLabel?: string; lessLabel?: string }

const texts = {
  sl: {
    subject: 'Sistemi za upravljanje vsebin',
    preview: 'Urejevalni sistem, sistem za metapodatke in zbiralnik vsebin za medijske hiše.',
    children: 'Podpirajo večjezične vsebine, urejanje s povleci in spusti ter zbiranje športne statistike.',
  },
  en: {
    subject: 'Content management systems',
    preview: 'An editorial system, a metadata system and a content aggregator for media houses.',
    children: 'They support multilingual content, drag-and-drop editing and sports statistics collection.',
  },
}

/** The button's word while folded. */
const more = { sl: { moreLabel: 'Prikaži več' }, en: { moreLabel: 'Show more' } }

/** The button's word while open. */
const less = { sl: { lessLabel: 'Prikaži manj' }, en: { lessLabel: 'Show less' } }

/** The example's code: the disclosure with its props, the button's words left to the language. */
function code(props: string): string {
  return `<ShowMore
  subject="${texts.en.subject}"
  preview={<p>${texts.en.preview}</p>}${props}
>
  <p>${texts.en.children}</p>
</ShowMore>`
}

const meta = {
  title: 'Components/ShowMore',
  // The id it had as 'UI/ShowMore': reference pictures and tests are keyed by it.
  id: 'ui-showmore',
  tags: ['stable'],
  component: ShowMore,
  decorators: [withStoryFrame],
  // The texts in each language as args: the toolbar's language sets them, the Controls panel changes them.
  args: texts.sl,
  argTypes: {
    subject: { control: 'text' },
    preview: { control: 'text' },
    children: { control: 'text' },
    labels: { control: false },
  },
  parameters: {
    localizedArgs: texts,
    // The button's words are the story's own args, passed on through `labels`; the code shows the real props.
    docs: { source: { code: code('') } },
  },
  render: ({ preview, children, labels: _labels, moreLabel, lessLabel, ...args }, context) => (
    <ShowMore
      {...args}
      locale={localeOf(context)}
      labels={{
        ...(moreLabel === undefined ? {} : { more: moreLabel }),
        ...(lessLabel === undefined ? {} : { less: lessLabel }),
      }}
      preview={<p>{preview}</p>}
    >
      <p>{children}</p>
    </ShowMore>
  ),
} satisfies Meta<ShowMoreStoryArgs>

export default meta
type Story = StoryObj<ShowMoreStoryArgs>

/** Folded: the button says "show more". */
const folded = { args: more.sl, parameters: { localizedArgs: more } }

/** Open: the button says "show less". */
const open = {
  args: { defaultOpen: true, ...less.sl },
  parameters: { localizedArgs: less, docs: { source: { code: code('\n  defaultOpen') } } },
}

export const Collapsed: Story = { ...folded }
export const Expanded: Story = { ...open }
export const Narrow320: Story = {
  tags: ['test-only'],
  ...narrow,
  ...open,
  parameters: { ...open.parameters, ...narrow.parameters },
}
export const LargeText: Story = {
  tags: ['test-only'],
  ...narrowLargeText,
  ...open,
  parameters: { ...open.parameters, ...narrowLargeText.parameters },
}

/** Under the pointer: the show-more button. */
export const Hover: Story = {
  tags: ['test-only'],
  ...folded,
  parameters: { ...folded.parameters, ...hovered.parameters },
}

/** Reached with the keyboard: the show-more button with the focus outline. */
export const FocusVisible: Story = {
  tags: ['test-only'],
  ...folded,
  parameters: { ...folded.parameters, ...focusVisible.parameters },
}

/** Held down by the pointer: the show-more button. */
export const Active: Story = {
  tags: ['test-only'],
  ...folded,
  parameters: { ...folded.parameters, ...pressed.parameters },
}
