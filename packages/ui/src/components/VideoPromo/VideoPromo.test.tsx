import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installBrowserStubs, installMediaStubs } from '../../testing/browserStubs.js'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { VideoPromo, type VideoPromoProps } from './VideoPromo.js'

function Promo(props: Partial<VideoPromoProps>) {
  return (
    <VideoPromo
      sources={[{ src: '/video/promo.mp4', type: 'video/mp4' }]}
      poster="/video/promo.jpg"
      width={1280}
      height={720}
      title="Predstavitveni video podjetja"
      description={<p>Kako gradimo programsko opremo za medije in operaterje.</p>}
      captions={[{ src: '/video/promo.sl.vtt', srcLang: 'sl', label: 'Slovenščina', default: true }]}
      {...props}
    />
  )
}

let media: ReturnType<typeof installMediaStubs>

beforeEach(() => {
  installBrowserStubs()
  media = installMediaStubs()
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function video() {
  return document.querySelector('video') as HTMLVideoElement
}

describe('VideoPromo', () => {
  it('shows a named, described video with its poster and captions, paused', () => {
    render(<Promo />)
    const element = video()
    expect(element).toHaveAccessibleName('Predstavitveni video podjetja')
    expect(element).toHaveAccessibleDescription('Kako gradimo programsko opremo za medije in operaterje.')
    expect(element).toHaveAttribute('poster', '/video/promo.jpg')
    expect(element).not.toHaveAttribute('autoplay')
    expect(element.querySelector('track')).toHaveAttribute('kind', 'captions')
    expect(screen.getByRole('button', { name: 'Predvajaj video' })).toBeInTheDocument()
  })

  it('plays and pauses with its button', async () => {
    const user = userEvent.setup()
    render(<Promo />)
    await user.click(screen.getByRole('button', { name: 'Predvajaj video' }))
    expect(video().paused).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Ustavi video' }))
    expect(video().paused).toBe(true)
    expect(screen.getByRole('button', { name: 'Predvajaj video' })).toBeInTheDocument()
  })

  it('autoplays only muted, and offers to pause', () => {
    render(<Promo autoPlay />)
    expect(media.startedMuted).toEqual([true])
    expect(screen.getByRole('button', { name: 'Ustavi video' })).toBeInTheDocument()
  })

  it('does not autoplay when the widget pauses animations, and pauses when it is switched on', () => {
    const { rerender } = render(<Promo autoPlay animationsPaused />)
    expect(video().paused).toBe(true)
    rerender(<Promo autoPlay animationsPaused={false} />)
    expect(video().paused).toBe(false)
    rerender(<Promo autoPlay animationsPaused />)
    expect(video().paused).toBe(true)
    expect(screen.getByRole('button', { name: 'Predvajaj video' })).toBeInTheDocument()
  })

  it('does not autoplay under prefers-reduced-motion', () => {
    installBrowserStubs({ reducedMotion: true })
    render(<Promo autoPlay />)
    expect(video().paused).toBe(true)
  })

  it('speaks English', () => {
    render(<Promo locale="en" />)
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument()
  })

  it('has no axe violations', async () => {
    const { container } = render(<Promo />)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { html, warnings, unmount } = await renderOnServerThenHydrate(<Promo autoPlay />)
    expect(html).not.toContain('autoplay')
    expect(warnings).toEqual([])
    unmount()
  })
})
