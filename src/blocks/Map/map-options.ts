/** What the server hands the map's client code (the island and the Leaflet map share it). */
export type MapMarker = {
  lat: number
  lon: number
  label: string /** Index of its `[data-place]`. */
  place: number
}

export type MapOptions = {
  markers: MapMarker[]
  /** Null: fit the markers. */
  center: [lat: number, lon: number] | null
  zoom: number
  /** The map's accessible name. */
  label: string
  zoomIn: string
  zoomOut: string
  close: string
  attribution: string
  /** CSS module class names for what Leaflet creates. */
  classes: { map?: string; marker?: string; popup?: string }
}
