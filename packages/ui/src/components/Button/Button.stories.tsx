import type { Meta, StoryObj } from '@storybook/react-vite'
import { narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { Button, ButtonLink } from './Button.js'

const meta = {
  title: 'UI/Button',
  component: Button,
  decorators: [withStoryFrame],
  args: { children: 'Pošlji sporočilo' },
  render: (args, context) => (
    <Button {...args}>{context.globals.locale === 'en' ? 'Send message' : args.children}</Button>
  ),
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: 'secondary' } }
export const LinkStyled: Story = { args: { variant: 'link' } }
export const Disabled: Story = { args: { disabled: true } }

export const AsLink: Story = {
  render: (_, context) => (
    <p>
      <ButtonLink href="#posts">
        {context.globals.locale === 'en' ? 'See all posts' : 'Vse objave'}
      </ButtonLink>{' '}
      <ButtonLink href="#products" variant="secondary">
        {context.globals.locale === 'en' ? 'Back to all products' : 'Nazaj na vse produkte'}
      </ButtonLink>
    </p>
  ),
}

export const Narrow320: Story = {
  ...narrow,
  args: { children: 'Pošlji sporočilo in se vrni na začetno stran' },
}

export const LargeText: Story = { ...narrowLargeText }
