import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './Button.js'
import './Button.css'

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Pošlji sporočilo' },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: 'secondary' } }
export const Disabled: Story = { args: { disabled: true } }
