import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { ButtonLink } from '../Button/Button.js'
import { Card } from './Card.js'

const placeholder = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 16 9"><rect width="16" height="9" fill="#5b7896"/><rect x="2" y="2" width="12" height="5" fill="#c9d6e3"/></svg>',
)}`

const texts = {
  sl: {
    title: 'Kako smo prenovili uredniški sistem',
    meta: '22. novembra 2026 · 5 min branja',
    body: 'Nova različica prinaša hitrejše urejanje in boljšo podporo za več jezikov.',
    action: 'Preberi zdaj',
  },
  en: {
    title: 'How we rebuilt the editorial system',
    meta: '22 November 2026 · 5 min read',
    body: 'The new version brings faster editing and better support for several languages.',
    action: 'Read now',
  },
}

const meta = {
  title: 'UI/Card',
  component: Card,
  decorators: [withStoryFrame],
  args: { title: texts.sl.title, headingLevel: 2 },
  render: (args, context) => {
    const text = texts[localeOf(context)]
    return (
      <Card {...args} title={text.title} meta={text.meta}>
        <p>{text.body}</p>
      </Card>
    )
  },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {}
export const Linked: Story = { args: { href: '#post' } }
export const WithImage: Story = {
  args: { href: '#post', image: { src: placeholder, alt: '', width: 800, height: 450 } },
}
/** An inline drawing in the scheme's colours (`currentColor`), in the image's place. */
export const WithMedia: Story = {
  args: {
    href: '#post',
    media: (
      <svg viewBox="0 0 16 9" width="800" height="450" aria-hidden="true" focusable="false">
        <rect width="16" height="9" fill="currentColor" opacity="0.12" />
        <rect x="2" y="2" width="12" height="5" rx="1" fill="none" stroke="currentColor" strokeWidth="0.4" />
      </svg>
    ),
  },
}
export const WithFooterAction: Story = {
  render: (_, context) => {
    const text = texts[localeOf(context)]
    return (
      <Card
        headingLevel={2}
        title={text.title}
        meta={text.meta}
        footer={<ButtonLink href="#post">{text.action}</ButtonLink>}
      >
        <p>{text.body}</p>
      </Card>
    )
  },
}
export const Narrow320: Story = { ...WithImage, ...narrow }
export const LargeText: Story = { ...WithImage, ...narrowLargeText }
