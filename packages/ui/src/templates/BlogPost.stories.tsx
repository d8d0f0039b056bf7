import type { Meta, StoryObj } from '@storybook/react-vite'
import { PageHeader } from '../components/PageHeader/PageHeader.js'
import type { UiLocale } from '../locale/locale.js'
import { BackLink } from '../patterns/BackLink/BackLink.js'
import { Prose } from '../patterns/Prose/Prose.js'
import { localeOf } from '../storybook/decorators.js'
import { sampleArticle } from '../storybook/proseSamples.js'
import { TemplatePage } from '../storybook/TemplatePage.js'

const words = {
  sl: {
    title: 'Kako smo televizijo prenesli na vse zaslone',
    meta: '22. novembra 2026 · 5 min branja',
    back: 'Vse objave',
  },
  en: {
    title: 'How we brought television to every screen',
    meta: '22 November 2026 · 5 min read',
    back: 'All posts',
  },
}

function BlogPostTemplate({ locale }: { locale: UiLocale }) {
  const w = words[locale]
  return (
    <TemplatePage locale={locale}>
      <div className="ui-story-page">
        <PageHeader variant="article" title={w.title} subtitle={w.meta} />
        <BackLink href="#blog">{w.back}</BackLink>
        <Prose>{sampleArticle(locale)}</Prose>
        <BackLink href="#blog">{w.back}</BackLink>
      </div>
    </TemplatePage>
  )
}

/**
 * A blog post: its title and date, the way back to all posts at the top and the end, and the long-form
 * text between them (headings, a list, a quote, a table).
 */
const meta = {
  title: 'Templates/Blog post',
  tags: ['new'],
  parameters: { layout: 'fullscreen', texts: 'none' },
  globals: { viewport: { value: 'lg', isRotated: false } },
  render: (_args, context) => <BlogPostTemplate locale={localeOf(context)} />,
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The whole page at 1,280 px. */
export const Desktop: Story = {}
