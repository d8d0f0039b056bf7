import type { Meta, StoryObj } from '@storybook/react-vite'
import { ButtonLink } from '../components/Button/Button.js'
import { PageHeader } from '../components/PageHeader/PageHeader.js'
import type { UiLocale } from '../locale/locale.js'
import { Section } from '../patterns/Section/Section.js'
import { localeOf } from '../storybook/decorators.js'
import { TemplatePage } from '../storybook/TemplatePage.js'

const words = {
  sl: {
    title: 'Strani ni mogoče najti',
    subtitle: 'Naslov je morda napačno vpisan ali pa je stran premaknjena.',
    help: 'Kako naprej',
    helpText:
      'Preverite naslov ali začnite na domači strani. Če ste sledili povezavi na naši strani, nam pišite.',
    home: 'Na domačo stran',
  },
  en: {
    title: 'Page not found',
    subtitle: 'The address may be mistyped, or the page may have moved.',
    help: 'What to do next',
    helpText:
      'Check the address or start from the home page. If you followed a link on our site, write to us.',
    home: 'Go to the home page',
  },
}

function ErrorTemplate({ locale }: { locale: UiLocale }) {
  const w = words[locale]
  return (
    <TemplatePage locale={locale}>
      <div className="ui-story-page">
        <PageHeader variant="article" title={w.title} subtitle={w.subtitle} />
        <Section title={w.help}>
          <p>{w.helpText}</p>
          <ButtonLink href="#">{w.home}</ButtonLink>
        </Section>
      </div>
    </TemplatePage>
  )
}

/**
 * An error page (not found): a title that says what happened, why it may have happened and what to
 * do, with one way on. No error code in the title: visitors do not read codes.
 */
const meta = {
  title: 'Templates/Error page',
  tags: ['new'],
  parameters: { layout: 'fullscreen', texts: 'none' },
  globals: { viewport: { value: 'lg', isRotated: false } },
  render: (_args, context) => <ErrorTemplate locale={localeOf(context)} />,
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The whole page at 1,280 px. */
export const Desktop: Story = {}
