import type { Meta, StoryObj } from '@storybook/react-vite'
import { withStoryFrame } from '../../storybook/decorators.js'
import { BackLink } from './BackLink.js'

const texts = {
  sl: { href: '#blog', children: 'Vse objave' },
  en: { href: '#blog', children: 'All posts' },
}

/** The way back to the page one level up, at the top of a post or a product family. */
const meta = {
  title: 'Patterns/BackLink',
  tags: ['new'],
  component: BackLink,
  decorators: [withStoryFrame],
  args: texts.sl,
  argTypes: { children: { control: 'text' } },
  parameters: { localizedArgs: texts },
} satisfies Meta<typeof BackLink>

export default meta
type Story = StoryObj<typeof meta>

/** Named after where it leads. */
export const Default: Story = {}
