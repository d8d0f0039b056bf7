// The host's own page frame: a sticky header, the main content and a fixed bar of quick links at the
// bottom, which the widget's button keeps clear of (--a11y-widget-offset-block-end in host.css).
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'

export function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="site-header">
        <p className="brand">Host app</p>
        <nav aria-label="Main">
          <NavLink to="/">Home</NavLink> <NavLink to="/about">About</NavLink>
        </nav>
      </header>
      <main>{children}</main>
      <nav className="bottom-bar" aria-label="Quick links">
        <a href="/">Start</a>
        <a href="/about">Help</a>
        <a href="/about#contact" id="bar-contact">
          Contact
        </a>
      </nav>
    </>
  )
}
