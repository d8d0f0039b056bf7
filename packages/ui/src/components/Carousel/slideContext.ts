import { createContext, useContext } from 'react'

/** What a slide's content may know of its carousel (see `useCarouselSlide`). */
export interface CarouselSlideState {
  /** This slide is the one shown. */
  current: boolean
  /** The visitor pressed the carousel's pause button (not merely: motion is unwelcome). */
  paused: boolean
  /** Holds the rotation on this slide while `true` (e.g. while its video plays), releases it with `false`. */
  holdRotation(hold: boolean): void
}

export const CarouselSlideContext = createContext<CarouselSlideState | null>(null)

/**
 * The carousel slide this component sits in, or null outside any carousel. Media in a slide use it to
 * stop when the visitor moves away from the slide or pauses the carousel, and to hold the rotation
 * while they play.
 */
export function useCarouselSlide(): CarouselSlideState | null {
  return useContext(CarouselSlideContext)
}
