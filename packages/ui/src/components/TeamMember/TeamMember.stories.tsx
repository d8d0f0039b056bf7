import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { TeamMember } from './TeamMember.js'

const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 4 4"><rect width="4" height="4" fill="#c9d6e3"/><circle cx="2" cy="1.6" r="0.8" fill="#2d4a66"/><rect x="0.9" y="2.6" width="2.2" height="1.4" rx="0.6" fill="#2d4a66"/></svg>',
)}`

const meta = {
  title: 'Components/TeamMember',
  // The id it had as 'UI/TeamMember': reference pictures and tests are keyed by it.
  id: 'ui-teammember',
  tags: ['stable'],
  component: TeamMember,
  decorators: [withStoryFrame],
  args: { name: 'Ana Novak', jobTitle: 'razvijalka', headingLevel: 2 },
  // The texts in each language as args: the toolbar's language sets them, the Controls panel changes them.
  // (The photo's alternative text is built from the name: `labels.photoAlt` changes its wording.)
  parameters: {
    localizedArgs: {
      sl: { name: 'Ana Novak', jobTitle: 'razvijalka' },
      en: { name: 'Ana Novak', jobTitle: 'Developer' },
    },
  },
  render: (args, context) => (
    <TeamMember {...args} locale={localeOf(context)} photo={{ src: portrait, width: 400, height: 400 }} />
  ),
} satisfies Meta<typeof TeamMember>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Narrow320: Story = { tags: ['test-only'], ...narrow }
export const LargeText: Story = { tags: ['test-only'], ...narrowLargeText }
/** No photo supplied: the name is the card, under a short accent rule. */
export const WithoutPhoto: Story = {
  render: (args, context) => <TeamMember {...args} locale={localeOf(context)} />,
}
