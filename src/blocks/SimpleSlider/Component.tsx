import { type CSSProperties, useId } from 'react'
import { format, t } from '@/i18n/strings'
import { CAROUSEL } from '@/lib/constants'
import { cx } from '@/lib/css-vars'
import { Img } from '@/lib/Img'
import { anchorProps, resolveLink } from '@/lib/links'
import type { Media } from '@/payload-types'
import { Sheet as LazySheet, styles as lazy } from '@/ui/slides/lazy-images.sheet'
import { SlideControls } from '@/ui/slides/SlideControls'
import type { WidgetProps } from '../types'
import { ASPECT_RATIOS } from './config'
import { SimpleSliderBehaviour } from './SimpleSlider.client'
import { autoslideDelay } from './simple-slider'
import { Sheet, styles } from './simple-slider.sheet'
import { simpleSliderStrings } from './strings'

function media(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}

/**
 * A slideshow of pictures, one at a time (docs/widgets.md): the APG carousel's basic variant with a
 * rotation control. Every slide shares one grid cell of a fixed aspect ratio, so its size is
 * final on the server; only the first is shown until the island runs. No pictures: nothing.
 */
export function SimpleSliderWidget({ block, ctx }: WidgetProps<'simpleSlider'>) {
  const reactId = useId()
  const slides = (block.slides ?? []).flatMap((slide) => {
    const image = media(slide.image)
    return image ? [{ ...slide, image }] : []
  })
  if (slides.length === 0) return null
  const ui = t(ctx.locale)
  const own = simpleSliderStrings(ctx.locale)
  const trackId = `slider-${block.id ?? reactId.replace(/[^\w-]/g, '')}`
  const several = slides.length > 1
  const autoplay = several && block.autoplay !== false
  const ratio = (ASPECT_RATIOS as readonly string[]).includes(block.aspectRatio ?? '')
    ? block.aspectRatio
    : '16/9'
  const style = {
    '--slider-ratio': ratio,
    '--slider-speed': `${CAROUSEL.pageBuilderSlider}ms`,
    '--slider-z': String(CAROUSEL.baseZIndex),
  } as CSSProperties
  return (
    <>
      <LazySheet />
      <Sheet />
      <section
        className={cx(
          styles.root,
          lazy.lazyImages,
          block.transition === 'slide' ? styles.slideMode : styles.fade,
        )}
        aria-roledescription={ui.carousel}
        aria-label={block.label || own.simpleSliderLabel}
        style={style}
      >
        <SlideControls
          ui={ui}
          scope="slider"
          trackId={trackId}
          rotation={autoplay}
          steps={several}
          classes={{
            control: styles.control,
            rotation: styles.rotation,
            prev: styles.prev,
            next: styles.next,
          }}
        />
        <div
          className={styles.track}
          id={trackId}
          aria-live={autoplay ? 'off' : 'polite'}
          data-slider-track=""
        >
          {slides.map((slide, i) => {
            const link = slide.hasLink ? resolveLink(slide.link, ctx) : null
            const picture = (
              <Img
                media={slide.image}
                sizes="(min-width: 1200px) 1200px, 100vw"
                className={styles.image}
                loading={i === 0 ? ctx.images : 'lazy'}
                editAlt={ctx.edit}
              />
            )
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group (aria-roledescription slide), not a form fieldset.
              <div
                key={slide.id ?? i}
                role="group"
                aria-roledescription={ui.carouselSlide}
                aria-label={format(ui.carouselSlideLabel, { i: i + 1, n: slides.length })}
                className={styles.slide}
                data-state={i === 0 ? 'current' : undefined}
                inert={i !== 0}
              >
                {link ? (
                  <a {...anchorProps(link)} className={styles.link}>
                    {picture}
                  </a>
                ) : (
                  picture
                )}
                {slide.caption ? <p className={styles.caption}>{slide.caption}</p> : null}
              </div>
            )
          })}
        </div>
        {several ? (
          <SimpleSliderBehaviour
            interval={autoplay ? autoslideDelay(block.autoslideDelay) : null}
            pause={ui.carouselPause}
            play={ui.carouselPlay}
            imageFailed={ui.carouselImageFailed}
          />
        ) : null}
      </section>
    </>
  )
}
