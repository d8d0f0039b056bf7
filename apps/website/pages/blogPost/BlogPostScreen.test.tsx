import { realpathSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createTranslator } from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import { screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import type { MDXContent } from 'mdx/types'
import * as runtime from 'react/jsx-runtime'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readMinutesOfBody } from '../../content/blog/readTime.js'
import { listPosts } from '../../content/index.js'
import type { Post } from '../../content/types.js'
import { postSource } from '../../testing/postSources.js'
import { installBrowserStubs, renderScreen } from '../../testing/renderScreen.js'
import { BlogPostScreen } from './BlogPostScreen.js'
import { wordsIn } from './words.js'

// The test projects have no MDX plugin, so the real posts are compiled here with the same compiler
// the website's Vite plugin uses (@mdx-js/mdx, a dependency of @mdx-js/rollup).
// jsdom's import.meta.url is not a file URL; tests run from the repository root.
const rollupDir = realpathSync(resolve(process.cwd(), 'apps/website/node_modules/@mdx-js/rollup'))
const { evaluate } = (await import(pathToFileURL(`${rollupDir}/../mdx/index.js`).href)) as {
  evaluate: (source: string, options: object) => Promise<{ default: MDXContent }>
}

async function realPost(locale: 'sl' | 'en', id: string): Promise<Post> {
  const meta = listPosts(locale).find((post) => post.id === id)
  const source = postSource(locale, id)
  if (!meta || source === undefined) throw new Error(`No post ${locale}/${id}`)
  const { default: Body } = await evaluate(source, { ...runtime })
  // The read time as the site computes it, from the real compiled body, and its label in the catalogue's words.
  const readMinutes = readMinutesOfBody(Body)
  const readTime = createTranslator(locale, getMessages(locale)).t('blog.readTime', { minutes: readMinutes })
  return { ...meta, Body, readMinutes, labels: { ...meta.labels, readTime } }
}

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())

describe('BlogPostScreen', () => {
  it('renders every Markdown element a post may use, one heading level below the page title (Slovenian)', async () => {
    const { container } = renderScreen(
      'sl',
      <BlogPostScreen post={await realPost('sl', 'accessibility-widget')} labels={wordsIn('sl').labels} />,
    )
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Kaj omogočajo nastavitve dostopnosti' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 3, name: 'Nastavitve kot atributi, ne kot slogi' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 4, name: 'Štiri barvne sheme' })).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 5, name: 'Kaj pa sistemske nastavitve?' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 6, name: 'Piškotki le s\u00a0soglasjem' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 6, name: 'Podrobnost za radovedne' })).toHaveAttribute(
      'data-level',
      '6',
    )
    const table = screen.getByRole('table', {
      name: 'Barvne sheme v\u00a0nastavitvah dostopnosti in komu pomagajo',
    })
    expect(table.querySelectorAll('th[scope="col"]')).toHaveLength(3)
    expect(screen.getByRole('columnheader', { name: 'Shema' })).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: 'Rumeno na modrem' })).toBeInTheDocument()
    expect(screen.getByRole('figure', { name: /^Jezik:\s*CSS$/ })).toBeInTheDocument()
    expect(screen.getByText('CSS', { selector: 'figcaption' })).toBeVisible()
    expect(screen.getByRole('img', { name: /nastavitvami dostopnosti: drsniki/ })).toHaveAttribute(
      'width',
      '960',
    )
    expect(screen.getByRole('link', { name: 'WCAG 2.1' })).toHaveAttribute(
      'href',
      'https://www.w3.org/TR/WCAG21/',
    )
    expect(screen.getByRole('link', { name: 'izjava o\u00a0dostopnosti' })).toHaveAttribute(
      'href',
      '/izjava-o-dostopnosti',
    )
    expect(screen.getByRole('separator')).toBeInTheDocument()
    expect(container.querySelector('blockquote')).toHaveTextContent('Najboljša prilagoditev')
    expect(container.querySelector('strong')).toHaveTextContent(
      'dostopnosti ne dodamo na koncu, načrtujemo jo od začetka',
    )
    expect(container.querySelector('em')).toHaveTextContent('OpenDyslexic')
    expect(screen.getAllByRole('list').length).toBeGreaterThan(0)
    expect(screen.getAllByRole('link', { name: 'Nazaj na vse objave' })[0]).toHaveAttribute('href', '/blog')
    expect(screen.getByText('Čas branja: 2 minuti')).toBeInTheDocument()
    expect(await axe(container)).toHaveNoViolations()
  }, 30_000)

  it('renders a preformatted block without a language label, and ordered lists (English)', async () => {
    const { container } = renderScreen(
      'en',
      <BlogPostScreen post={await realPost('en', 'iptv-testing-lab')} labels={wordsIn('en').labels} />,
    )
    expect(screen.getByRole('figure', { name: /^Language:\s*Bash$/ })).toBeInTheDocument()
    const plain = [...container.querySelectorAll('pre')].find((pre) => !pre.closest('figure'))
    expect(plain).toHaveTextContent('Channel 1')
    expect(container.querySelector('ol')).not.toBeNull()
    expect(screen.getAllByRole('link', { name: 'Back to all posts' })[0]).toHaveAttribute('href', '/en/blog')
    expect(screen.getByText(/^Published 20 May 2024$/)).toBeInTheDocument()
    expect(await axe(container)).toHaveNoViolations()
  }, 30_000)

  it.each(['sl', 'en'] as const)(
    'renders every post in %s with no axe violations',
    async (locale) => {
      for (const { id } of listPosts('sl')) {
        const { container, unmount } = renderScreen(
          locale,
          <BlogPostScreen post={await realPost(locale, id)} labels={wordsIn(locale).labels} />,
        )
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
        expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0)
        expect(await axe(container)).toHaveNoViolations()
        unmount()
      }
    },
    60_000,
  )
})
