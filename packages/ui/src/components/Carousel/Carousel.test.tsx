import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installBrowserStubs } from '../../../../../tests/support/browserStubs.js'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { Carousel, type CarouselProps } from './Carousel.js'

// The real Embla, watched: the tests see when the carousel fetches and starts it.
const embla = vi.hoisted(() => ({ started: [] as HTMLElement[] }))
vi.mock('embla-carousel', async (importOriginal) => {
  const actual = await importOriginal<typeof import('embla-carousel')>()
  return {
    default: (
      viewport: HTMLElement,
      ...rest: Parameters<typeof actual.default> extends [unknown, ...infer R] ? R : never
    ) => {
      embla.started.push(viewport)
      return actual.default(viewport, ...rest)
    },
  }
})

function Testimonials(props: Partial<CarouselProps>) {
  return (
    <Carousel label="Mnenja strank" interval={5000} {...props}>
      <p>Prvo mnenje</p>
      <p>Drugo mnenje</p>
      <p>Tretje mnenje</p>
    </Carousel>
  )
}

/** The slide a visitor can reach now: the one group that is not inert. */
function currentSlide() {
  return screen.getAllByRole('group').filter((slide) => !slide.hasAttribute('inert'))
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

beforeEach(() => {
  embla.started.length = 0
  installBrowserStubs()
  // shouldAdvanceTime: Testing Library waits on a real zero timeout after each user event.
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

afterEach(() => {
  // Unmount before the stand-ins go: a carousel still mounted could start Embla (its import resolving
  // late) between this hook and Testing Library's own cleanup, and Embla then calls the real jsdom
  // window's missing matchMedia ("TypeError: undefined is not a function" in its OptionsHandler).
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime })

describe('Carousel', () => {
  it('is a named carousel of named slides, only the shown one reachable', () => {
    render(<Testimonials />)
    const carousel = screen.getByRole('region', { name: 'Mnenja strank' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'vrtiljak')
    const slides = within(carousel).getAllByRole('group')
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 od 3', '2 od 3', '3 od 3'])
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'prikaz')
    expect(currentSlide()).toEqual([slides[0]])
  })

  it('offers pause, previous and next first, in that order', async () => {
    render(<Testimonials />)
    const u = user()
    await u.tab()
    expect(screen.getByRole('button', { name: 'Ustavi samodejno menjavanje' })).toHaveFocus()
    await u.tab()
    expect(screen.getByRole('button', { name: 'Prejšnji prikaz' })).toHaveFocus()
    await u.tab()
    expect(screen.getByRole('button', { name: 'Naslednji prikaz' })).toHaveFocus()
  })

  it('moves with next and previous, wrapping around, and announces the new position politely', async () => {
    render(<Testimonials />)
    const u = user()
    await u.click(screen.getByRole('button', { name: 'Naslednji prikaz' }))
    expect(currentSlide()[0]).toHaveAccessibleName('2 od 3')
    const status = screen.getByText('2 od 3', { selector: 'p' })
    expect(status).toHaveAttribute('aria-live', 'polite')
    await u.click(screen.getByRole('button', { name: 'Prejšnji prikaz' }))
    await u.click(screen.getByRole('button', { name: 'Prejšnji prikaz' }))
    expect(currentSlide()[0]).toHaveAccessibleName('3 od 3')
    expect(within(currentSlide()[0] as HTMLElement).getByText('Tretje mnenje')).toBeInTheDocument()
  })

  it('rotates on its own, silently (the counter is not a live region while rotating)', () => {
    render(<Testimonials />)
    expect(screen.getByText('1 od 3', { selector: 'p' })).toHaveAttribute('aria-live', 'off')
    advance(5000)
    expect(currentSlide()[0]).toHaveAccessibleName('2 od 3')
    advance(5000)
    expect(currentSlide()[0]).toHaveAccessibleName('3 od 3')
    advance(5000)
    expect(currentSlide()[0]).toHaveAccessibleName('1 od 3')
  })

  it('stops rotating on pause and starts again on play', async () => {
    render(<Testimonials />)
    const u = user()
    await u.click(screen.getByRole('button', { name: 'Ustavi samodejno menjavanje' }))
    await u.unhover(screen.getByRole('region'))
    advance(20000)
    expect(currentSlide()[0]).toHaveAccessibleName('1 od 3')
    await u.click(screen.getByRole('button', { name: 'Zaženi samodejno menjavanje' }))
    await u.unhover(screen.getByRole('region'))
    act(() => (document.activeElement as HTMLElement).blur())
    advance(5000)
    expect(currentSlide()[0]).toHaveAccessibleName('2 od 3')
  })

  it('pauses while hovered', async () => {
    render(<Testimonials />)
    const u = user()
    await u.hover(screen.getByRole('region'))
    advance(20000)
    expect(currentSlide()[0]).toHaveAccessibleName('1 od 3')
    await u.unhover(screen.getByRole('region'))
    advance(5000)
    expect(currentSlide()[0]).toHaveAccessibleName('2 od 3')
  })

  it('pauses while focus is inside', async () => {
    render(
      <>
        <Testimonials />
        <button type="button">Drugje</button>
      </>,
    )
    const u = user()
    await u.tab()
    advance(20000)
    expect(currentSlide()[0]).toHaveAccessibleName('1 od 3')
    act(() => screen.getByRole('button', { name: 'Drugje' }).focus())
    advance(5000)
    expect(currentSlide()[0]).toHaveAccessibleName('2 od 3')
  })

  it('does not rotate when the widget pauses animations, and stops when it is switched on', () => {
    const { rerender } = render(<Testimonials animationsPaused />)
    advance(20000)
    expect(currentSlide()[0]).toHaveAccessibleName('1 od 3')
    expect(screen.getByRole('button', { name: 'Zaženi samodejno menjavanje' })).toBeInTheDocument()

    rerender(<Testimonials animationsPaused={false} />)
    advance(5000)
    expect(currentSlide()[0]).toHaveAccessibleName('2 od 3')
    rerender(<Testimonials animationsPaused />)
    advance(20000)
    expect(currentSlide()[0]).toHaveAccessibleName('2 od 3')
  })

  it('does not rotate under prefers-reduced-motion', () => {
    installBrowserStubs({ reducedMotion: true })
    render(<Testimonials />)
    advance(20000)
    expect(currentSlide()[0]).toHaveAccessibleName('1 od 3')
    expect(screen.getByRole('button', { name: 'Zaženi samodejno menjavanje' })).toBeInTheDocument()
  })

  it('has no rotation control when it does not rotate, and no controls for one slide', () => {
    const { unmount } = render(<Testimonials autoRotate={false} />)
    expect(screen.queryByRole('button', { name: /samodejno/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Naslednji prikaz' })).toBeInTheDocument()
    unmount()
    render(
      <Carousel label="Ena">
        <p>Samo ena</p>
      </Carousel>,
    )
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('speaks English', () => {
    render(<Testimonials locale="en" label="What clients say" />)
    expect(screen.getByRole('region', { name: 'What clients say' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    )
    expect(screen.getByRole('button', { name: 'Pause automatic rotation' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument()
    expect(screen.getAllByRole('group')[1]).toHaveAccessibleName('2 of 3')
  })

  it('fetches its swipe engine (Embla) only when a pointer reaches it, and keeps its slide', async () => {
    vi.useRealTimers()
    render(<Testimonials />)
    const u = userEvent.setup()
    // By keyboard, which needs no swiping.
    act(() => screen.getByRole('button', { name: 'Naslednji prikaz' }).focus())
    await u.keyboard('{Enter}')
    expect(currentSlide()[0]).toHaveAccessibleName('2 od 3')
    await new Promise((done) => setTimeout(done, 100))
    expect(embla.started).toEqual([])
    const carousel = screen.getByRole('region', { name: 'Mnenja strank' })
    expect(carousel).not.toHaveAttribute('data-engine')
    await u.hover(carousel)
    await waitFor(() => expect(carousel).toHaveAttribute('data-engine', 'embla'))
    expect(embla.started).toHaveLength(1)
    expect(currentSlide()[0]).toHaveAccessibleName('2 od 3')
    await u.click(screen.getByRole('button', { name: 'Naslednji prikaz' }))
    expect(currentSlide()[0]).toHaveAccessibleName('3 od 3')
  })

  it('fetches it when the browser is idle after the visitor engages with the page, if it is in view', async () => {
    vi.useRealTimers()
    let inView = false
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.report([{ target, isIntersecting: inView } as IntersectionObserverEntry], this as never)
        }
        disconnect() {}
      },
    )
    const { unmount } = render(<Testimonials />)
    window.dispatchEvent(new Event('scroll'))
    await new Promise((done) => setTimeout(done, 200))
    expect(embla.started).toEqual([])
    unmount()

    inView = true
    render(<Testimonials />)
    await waitFor(() => expect(embla.started).toHaveLength(1))
  })

  it('has no axe violations', async () => {
    vi.useRealTimers()
    const { container } = render(<Testimonials autoRotate={false} />)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('server-renders every slide reachable (no JavaScript) and hydrates without warnings', async () => {
    vi.useRealTimers()
    const { html, warnings, unmount } = await renderOnServerThenHydrate(<Testimonials />)
    expect(html).not.toContain('inert')
    // No style attribute: a strict CSP (style-src 'self') blocks it and logs a violation.
    expect(html).not.toContain('style=')
    expect(html).toContain('Tretje mnenje')
    expect(warnings).toEqual([])
    unmount()
  })
})
