import { format, t } from '@/i18n/strings'
import { cx } from '@/lib/css-vars'
import { anchorProps, resolveLink } from '@/lib/links'
import type { RenderContext } from '@/lib/render-context'
import type { MapBlock } from '@/payload-types'
import consent from '@/ui/consent/consent.module.css'
import type { WidgetProps } from '../types'
import { clampZoom, DEFAULT_ZOOM, type Location, parseLocation } from './location'
import { MapBehaviour } from './Map.client'
import { Sheet, styles } from './map.sheet'
import type { MapOptions } from './map-options'
import { PIN_PATH, PIN_VIEWBOX } from './pin'
import { mapStrings } from './strings'

/** The third party the map's tiles come from, as the consent notice names it. */
export const MAP_SERVICE = 'OpenStreetMap'

type Place = NonNullable<MapBlock['markers']>[number]

/** Where the map opens: the editor's centre, else the markers (one at the zoom, several fitted). */
export function mapView(
  block: Pick<MapBlock, 'center' | 'zoom'>,
  located: Location[],
): Pick<MapOptions, 'center' | 'zoom'> {
  const center = parseLocation(block.center)
  const single = located.length === 1 ? located[0] : undefined
  const zoom = clampZoom(block.zoom) ?? center?.zoom ?? single?.zoom ?? DEFAULT_ZOOM
  const at = center ?? single
  return { center: at ? [at.lat, at.lon] : null, zoom }
}

function PlaceText({ place, ctx }: { place: Place; ctx: RenderContext }) {
  const link = place.hasLink ? resolveLink(place.link, ctx) : null
  return (
    <>
      <Sheet />

      <p className={styles.placeTitle}>{place.title}</p>
      <p className={styles.address}>{place.address}</p>
      {place.text?.trim() ? <p className={styles.text}>{place.text}</p> : null}
      {link ? (
        <p className={styles.text}>
          <a {...anchorProps(link)}>{link.label ?? link.href}</a>
        </p>
      ) : null}
    </>
  )
}

function PinIcon() {
  return (
    <>
      <Sheet />
      <svg className={styles.pin} viewBox={PIN_VIEWBOX} width="24" height="32" aria-hidden="true">
        <path d={PIN_PATH} />
        <circle cx="12" cy="12" r="4.5" fill="#ffffff" />
      </svg>
    </>
  )
}

/**
 * An OpenStreetMap map with markers, behind the consent gate. The server renders a local
 * placeholder (the addresses, the notice and a button; nothing from the map's servers) and the
 * places as text under it, which is also what the popups show. Leaflet loads only when a
 * consented map comes into view. Without a single usable location there is no map: the
 * addresses stand as text where it would be.
 */
export function MapWidget({ block, ctx }: WidgetProps<'map'>) {
  const ui = t(ctx.locale)
  const own = mapStrings(ctx.locale)
  const places = (block.markers ?? []).filter((place) => place.title?.trim() && place.address?.trim())
  if (places.length === 0) return null
  const name = block.title?.trim() || places[0]?.title
  const label = `${ui.map}: ${name}`
  const locations = places.map((place) => parseLocation(place.location))
  const markers = places.flatMap((place, index) => {
    const location = locations[index]
    return location ? [{ lat: location.lat, lon: location.lon, label: place.title, place: index }] : []
  })

  if (markers.length === 0) {
    return (
      <>
        <Sheet />
        <div className={cx(styles.root, styles.unplaced)} data-map-placeholder="">
          <PinIcon />
          <ul className={styles.placeholderList}>
            {places.map((place, i) => (
              <li key={place.id ?? i}>
                <PlaceText place={place} ctx={ctx} />
              </li>
            ))}
          </ul>
        </div>
      </>
    )
  }

  const options: MapOptions = {
    markers,
    ...mapView(
      block,
      locations.filter((location): location is Location => location !== null),
    ),
    label,
    zoomIn: own.mapZoomIn,
    zoomOut: own.mapZoomOut,
    close: ui.close,
    attribution: own.mapAttribution,
    classes: { map: styles.map, marker: styles.marker, popup: styles.popup },
  }
  return (
    <>
      <Sheet />
      <div className={styles.root}>
        <div className={cx(styles.frame, styles[`height-${block.height ?? 'm'}`])} data-map-frame="">
          <div className={styles.placeholder} data-map-placeholder="">
            {/* The places are listed under the map for everyone; here they only stand in for it. */}
            <ul className={styles.placeholderList} aria-hidden="true">
              {places.map((place, i) => (
                <li key={place.id ?? i}>
                  <strong>{place.title}</strong> {place.address}
                </li>
              ))}
            </ul>
            <div className={consent.panel}>
              <p>{format(ui.consentPlaceholder, { service: MAP_SERVICE })}</p>
              <button
                type="button"
                className={consent.loadButton}
                aria-label={`${ui.consentLoadEmbed}: ${label}`}
                data-map-load=""
              >
                {ui.consentLoadEmbed}
              </button>
            </div>
          </div>
        </div>
        <ul className={styles.places} aria-label={`${own.mapPlaces}: ${name}`}>
          {places.map((place, i) => (
            <li key={place.id ?? i} className={styles.place} data-place={i}>
              <PinIcon />
              <div data-place-text="">
                <PlaceText place={place} ctx={ctx} />
              </div>
            </li>
          ))}
        </ul>
        <MapBehaviour {...options} />
      </div>
    </>
  )
}
