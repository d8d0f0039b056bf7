import type { CarouselMessages } from '../components/Carousel/Carousel.js'

/**
 * A carousel story's button words as flat args, each with a control of its own. `positionLabel` is a
 * template of the counter, e.g. `{current} od {total}`.
 */
export interface CarouselLabelArgs {
  pauseLabel?: string | undefined
  playLabel?: string | undefined
  previousLabel?: string | undefined
  nextLabel?: string | undefined
  positionLabel?: string | undefined
}

/** The flat args as Carousel's `labels`; a word left undefined stays the component's own. */
export function carouselLabels({
  pauseLabel,
  playLabel,
  previousLabel,
  nextLabel,
  positionLabel,
}: CarouselLabelArgs): Partial<CarouselMessages> {
  return {
    ...(pauseLabel === undefined ? {} : { pause: pauseLabel }),
    ...(playLabel === undefined ? {} : { play: playLabel }),
    ...(previousLabel === undefined ? {} : { previous: previousLabel }),
    ...(nextLabel === undefined ? {} : { next: nextLabel }),
    ...(positionLabel === undefined
      ? {}
      : {
          position: (current: number, total: number) =>
            positionLabel.replace('{current}', String(current)).replace('{total}', String(total)),
        }),
  }
}
