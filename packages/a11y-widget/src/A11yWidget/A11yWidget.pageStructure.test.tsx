// The page structure list: the page's landmarks and headings, in the dialog, to jump to.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { A11yProvider, type A11yProviderProps } from '../index.js'
import de from '../locales/de.js'
import { A11yWidget } from './A11yWidget.js'

// The dialog's and the list's code are dynamic imports, transformed on the spot the first time.
const arrives = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

// jsdom lays nothing out and has no checkVisibility; browsers do. Here an element is rendered unless
// it is inside `hidden`, which is what a browser's answer comes to for this page.
beforeAll(() => {
  HTMLElement.prototype.checkVisibility = function checkVisibility(this: HTMLElement) {
    return this.closest('[hidden]') === null
  }
})
afterAll(() => {
  // @ts-expect-error: removes the stand-in again, as jsdom has none.
  delete HTMLElement.prototype.checkVisibility
})

function Page(props: Omit<A11yProviderProps, 'children'>) {
  return (
    <A11yProvider locale="en" {...props}>
      <header>
        <a href="/">Home</a>
      </header>
      <nav aria-label="Main menu">
        <a href="/products">Products</a>
      </nav>
      <main>
        <h1>Opening hours</h1>
        <h2>
          Summer <em>and</em> winter
        </h2>
        <p>We are open from nine to five on working days.</p>
        <section aria-label="Map">
          <h2 hidden>Directions for screens that show none</h2>
          <p>Three minutes from the station.</p>
        </section>
        <section>
          <article>
            <header>
              <h3>A new opening hour</h3>
            </header>
          </article>
        </section>
      </main>
      <footer>
        <p>Ljubljana</p>
      </footer>
      <A11yWidget />
    </A11yProvider>
  )
}

async function openList(props: Omit<A11yProviderProps, 'children'> = {}) {
  const user = userEvent.setup()
  render(<Page {...props} />)
  await user.click(
    screen.getByRole('button', {
      name: props.locale === de ? de.messages.openButton : 'Accessibility settings',
    }),
  )
  const dialog = await screen.findByRole('dialog', {}, arrives)
  const structure = props.locale === de ? de.messages.pageStructure : 'Page structure'
  const toggle = within(dialog).getByRole('button', { name: structure })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const list = await within(dialog).findByRole('list', { name: structure }, arrives)
  return { user, dialog, list }
}

const entries = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.textContent)

describe('page structure', () => {
  it('lists the page’s landmarks and headings in order, only those a reader meets', async () => {
    const { list } = await openList()
    expect(entries(list)).toEqual([
      'Header',
      'Navigation Main menu',
      'Main content',
      'Opening hours',
      'Summer and winter',
      'Section Map',
      'A new opening hour',
      'Footer',
    ])
    // The article's header is the article's, not the page's; an unnamed section is no landmark; the
    // dialog lists nothing of its own.
    expect(within(list).queryByRole('button', { name: /Accessibility settings/ })).toBeNull()
  })

  it('has no axe violations with the list open', async () => {
    await openList()
    expect(await axe(document.body)).toHaveNoViolations()
  })

  it('moves focus to the chosen heading and closes the dialog; the next Tab goes on from there', async () => {
    const { user, list } = await openList()
    await user.click(within(list).getByRole('button', { name: 'Summer and winter' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    const heading = screen.getByRole('heading', { name: 'Summer and winter' })
    expect(heading).toHaveFocus()
    expect(heading).toHaveAttribute('tabindex', '-1')
    await user.tab()
    // Only the jump made the heading focusable: once focus has moved on, it is as the host wrote it.
    expect(heading).not.toHaveAttribute('tabindex')
  })

  it('moves focus to a landmark, and is worked with the keyboard alone', async () => {
    const { user, list } = await openList()
    within(list).getByRole('button', { name: 'Navigation Main menu' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveFocus()
  })

  it('names the landmarks in the pack’s language, or as the host words them', async () => {
    const { list } = await openList({ locale: de, messages: { 'landmark.contentinfo': 'Impressum' } })
    expect(entries(list)).toEqual([
      'Kopfbereich',
      'Navigation Main menu',
      'Hauptinhalt',
      'Opening hours',
      'Summer and winter',
      'Abschnitt Map',
      'A new opening hour',
      'Impressum',
    ])
  })

  it('stores nothing: the list is a way to move, not a setting', async () => {
    const { user, list } = await openList()
    await user.click(within(list).getByRole('button', { name: 'Main content' }))
    expect(document.cookie).not.toContain('a11y-preferences=v')
    expect(
      document.documentElement.getAttributeNames().filter((name) => name.startsWith('data-a11y')),
    ).toEqual([])
  })
})
