import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import type { UiLocale } from '../../locale/locale.js'
import {
  focusVisible,
  hovered,
  localeOf,
  narrow,
  narrowLargeText,
  pressed,
  withStoryFrame,
} from '../../storybook/decorators.js'
import { Illustration } from '../Illustration/Illustration.js'
import { PostCard, type PostCardProps } from './PostCard.js'

// The cover: a sample drawing Storybook serves from its own origin, as the site serves its own.
const cover = { src: '/storybook-media/sample-illustration.svg', width: 640, height: 400 }

type PostWords = Pick<PostCardProps, 'title' | 'dateLabel' | 'readTime' | 'summary'> & { coverAlt: string }

const posts: Record<UiLocale, [PostWords, PostWords]> = {
  sl: [
    {
      title: 'Glasovi, ki se ob izpadu omrežja ne izgubijo',
      dateLabel: 'Objavljeno 20. januarja 2025',
      readTime: 'Čas branja: 2 minuti',
      summary: 'Glasovalni terminali, ki delujejo tudi brez povezave',
      coverAlt: 'Ilustracija: obrazec v oknu brskalnika, potrjen s kljukico.',
    },
    {
      title: 'Pripomoček za dostopnost brez kompromisov',
      dateLabel: 'Objavljeno 12. februarja 2024',
      readTime: 'Čas branja: 5 minut',
      summary: 'Kako smo nastavitve obiskovalcev vgradili v zasnovo strani',
      coverAlt: 'Ilustracija: obrazec v oknu brskalnika, potrjen s kljukico.',
    },
  ],
  en: [
    {
      title: 'Votes that survive a network outage',
      dateLabel: 'Published 20 January 2025',
      readTime: 'Reading time: 2 minutes',
      summary: 'Voting terminals that keep working offline',
      coverAlt: 'Illustration: a form in a browser window, confirmed with a tick.',
    },
    {
      title: 'An accessibility tool without compromises',
      dateLabel: 'Published 12 February 2024',
      readTime: 'Reading time: 5 minutes',
      summary: 'How we built visitors’ settings into the design of the site',
      coverAlt: 'Illustration: a form in a browser window, confirmed with a tick.',
    },
  ],
}

const dates = ['2025-01-20', '2024-02-12'] as const

/** The card's own link word ("Preberi objavo"), which its `labels` prop replaces. */
const readWord = { sl: { readLabel: 'Preberi objavo' }, en: { readLabel: 'Read the post' } }

/** Another post of a list, shown after the first: its texts, and its cover's text alternative if it has one. */
interface SecondPost extends Pick<PostCardProps, 'title' | 'dateLabel' | 'readTime' | 'summary'> {
  alt?: string
}

/**
 * The stories' args: the card's props, the card's link word, and in the stories of a list the
 * second post's texts.
 */
type PostCardStoryArgs = PostCardProps & { readLabel?: string; secondPost?: SecondPost }

/** The first post's texts in a language, as args (its cover is an element, named by its text alternative). */
function postTexts(locale: UiLocale) {
  const { coverAlt, ...words } = posts[locale][0]
  return { ...words, media: <Illustration image={{ ...cover, alt: coverAlt }} />, ...readWord[locale] }
}

/** The link word as `labels`, left to the language where the story gives none. */
function readLabelOf(readLabel: string | undefined) {
  return readLabel === undefined ? undefined : { read: readLabel }
}

/** The second post of a list as an arg, with or without its cover's text alternative. */
function secondPost(locale: UiLocale, withCover: boolean): SecondPost {
  const { coverAlt, ...words } = posts[locale][1]
  return withCover ? { ...words, alt: coverAlt } : words
}

/** One card as wide as a post in the blog's list on a wide screen (a third of the page). */
const inAColumn: Decorator = (Story) => (
  <div className="ui-story-card-column">
    <Story />
  </div>
)

/**
 * A blog post in a list of posts: its cover, its title (the card's link), when it was published and
 * how long it takes to read, a summary and a link to read it.
 */
const meta = {
  title: 'Components/PostCard',
  // The id it had as 'UI/PostCard': reference pictures and tests are keyed by it.
  id: 'ui-postcard',
  tags: ['new'],
  component: PostCard,
  decorators: [withStoryFrame],
  // The story's texts in the toolbar's language, the card's link word among them (passed on through `labels`).
  render: ({ readLabel, secondPost: _secondPost, labels: _labels, ...args }, context) => (
    <PostCard {...args} locale={args.locale ?? localeOf(context)} labels={readLabelOf(readLabel)} />
  ),
  args: { ...postTexts('sl'), href: '#post-1', date: dates[0] },
  argTypes: {
    title: { control: 'text' },
    dateLabel: { control: 'text' },
    readTime: { control: 'text' },
    summary: { control: 'text' },
    media: { control: false },
    labels: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  parameters: {
    localizedArgs: { sl: postTexts('sl'), en: postTexts('en') },
    // The link word is the story's own arg; the code shows the real props, the word left to the language.
    docs: {
      source: {
        code: `<PostCard
  title="Votes that survive a network outage"
  href="/en/blog/votes-that-survive-outages"
  date="2025-01-20"
  dateLabel="Published 20 January 2025"
  readTime="Reading time: 2 minutes"
  summary="Voting terminals that keep working offline"
  media={<Illustration image={{ src: "/media/blog/votes-that-survive-outages.svg", width: 1200, height: 630, alt: "Illustration: …" }} />}
/>`,
      },
    },
  },
} satisfies Meta<PostCardStoryArgs>

export default meta
type Story = StoryObj<PostCardStoryArgs>

/** One post: cover, title, date and read time, summary, and the link that names the post. */
export const Default: Story = { decorators: [inAColumn] }

const listCode = `<ul>
  <li><PostCard title="Votes that survive a network outage" … media={<Illustration … />} /></li>
  <li><PostCard title="An accessibility tool without compromises" … media={<Illustration … />} /></li>
</ul>`

/**
 * Two posts of a list: the first from the card's args, the second from `secondPost` (its cover, when
 * it has one, is the same drawing, named by the post's `alt`).
 */
function renderList(
  { readLabel, secondPost: second, labels: _labels, ...first }: PostCardStoryArgs,
  locale: UiLocale,
) {
  const labels = readLabelOf(readLabel)
  return (
    <ul className="ui-story-cards">
      <li>
        <PostCard {...first} locale={first.locale ?? locale} labels={labels} />
      </li>
      {second ? (
        <li>
          <PostCard
            title={second.title}
            dateLabel={second.dateLabel}
            readTime={second.readTime}
            summary={second.summary}
            href="#post-2"
            date={dates[1]}
            media={
              second.alt === undefined ? undefined : <Illustration image={{ ...cover, alt: second.alt }} />
            }
            locale={first.locale ?? locale}
            labels={labels}
          />
        </li>
      ) : null}
    </ul>
  )
}

/** Do: the posts of a list, each with its cover, alike in their parts and their order. */
export const List: Story = {
  name: 'A list of posts',
  render: (args, context) => renderList(args, localeOf(context)),
  args: { secondPost: secondPost('sl', true) },
  parameters: {
    localizedArgs: { sl: { secondPost: secondPost('sl', true) }, en: { secondPost: secondPost('en', true) } },
    docs: { source: { code: listCode } },
  },
}

/** Don't: one post of the list without a cover; the cards no longer line up, and it looks unfinished. */
export const DontMissingCover: Story = {
  name: 'A post without a cover',
  tags: ['mistake'],
  render: (args, context) => renderList(args, localeOf(context)),
  args: { secondPost: secondPost('sl', false) },
  parameters: {
    localizedArgs: {
      sl: { secondPost: secondPost('sl', false) },
      en: { secondPost: secondPost('en', false) },
    },
    docs: {
      source: {
        code: `<ul>
  <li><PostCard title="Votes that survive a network outage" … media={<Illustration … />} /></li>
  <li><PostCard title="An accessibility tool without compromises" … /></li>
</ul>`,
      },
    },
  },
}

/** Under the pointer: the title link. */
export const Hover: Story = { tags: ['test-only'], ...hovered, decorators: [inAColumn] }

/** Reached with the keyboard: the outline goes around the card, the click area. */
export const FocusVisible: Story = { tags: ['test-only'], ...focusVisible, decorators: [inAColumn] }

/** Held down by the pointer. */
export const Active: Story = { tags: ['test-only'], ...pressed, decorators: [inAColumn] }

/** A phone 320 px wide: the cover scales down and a long title breaks. */
export const Narrow320: Story = { tags: ['test-only'], ...narrow }

/** Text at +100 % on a phone. */
export const LargeText: Story = { tags: ['test-only'], ...narrowLargeText }
