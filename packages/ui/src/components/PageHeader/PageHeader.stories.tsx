import type { Meta, StoryObj } from '@storybook/react-vite'
import type { UiLocale } from '../../locale/locale.js'
import { localeOf, narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { PageHeader, type PageHeaderImage } from './PageHeader.js'

// An inline SVG stands in for the photograph, so the story needs no image files.
const placeholder = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 16 9"><rect width="16" height="9" fill="#5b7896"/><circle cx="5" cy="4" r="2" fill="#c9d6e3"/><rect x="8" y="2" width="6" height="5" fill="#2d4a66"/></svg>',
)}`

const texts: Record<UiLocale, { title: string; subtitle: string; alt: string }> = {
  sl: {
    title: 'O nas',
    subtitle: 'Programsko opremo za medije, telekomunikacije in javni sektor razvijamo od leta 2008.',
    alt: 'Ekipa podjetja pri delu v pisarni v Ljubljani',
  },
  en: {
    title: 'About us',
    subtitle: 'We have been building software for media, telecoms and the public sector since 2008.',
    alt: 'The team at work in the Ljubljana office',
  },
}

function imageFor(locale: UiLocale): PageHeaderImage {
  return { src: placeholder, alt: texts[locale].alt, width: 1600, height: 900 }
}

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  decorators: [withStoryFrame],
  args: { title: texts.sl.title },
  render: (args, context) => {
    const locale = localeOf(context)
    return (
      <PageHeader
        {...args}
        title={texts[locale].title}
        subtitle={args.subtitle === undefined ? undefined : texts[locale].subtitle}
        image={args.image ? imageFor(locale) : undefined}
      />
    )
  },
} satisfies Meta<typeof PageHeader>

export default meta
type Story = StoryObj<typeof meta>

export const WithImage: Story = { args: { subtitle: texts.sl.subtitle, image: imageFor('sl') } }
/** An inline drawing in the scheme's colours (`currentColor`) in the image's place. */
export const WithMedia: Story = {
  args: {
    subtitle: texts.sl.subtitle,
    media: (
      <svg viewBox="0 0 16 9" width="1600" height="900" aria-hidden="true" focusable="false">
        <rect width="16" height="9" rx="0.5" fill="currentColor" opacity="0.12" />
        <circle cx="5" cy="4.5" r="2" fill="none" stroke="currentColor" strokeWidth="0.3" />
        <rect x="8" y="2" width="6" height="5" rx="0.5" fill="currentColor" />
      </svg>
    ),
  },
}
export const TextOnly: Story = { args: { subtitle: texts.sl.subtitle } }
export const TitleOnly: Story = {}
export const Narrow320: Story = { ...WithImage, ...narrow }
export const LargeText: Story = { ...WithImage, ...narrowLargeText }
