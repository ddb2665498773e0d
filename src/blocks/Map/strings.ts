import { localStrings } from '@/i18n/strings'

/** The map's own visitor-facing words, worded as docs/FINNISH.md gives them. */
export const mapStrings = localStrings({
  fi: {
    mapPlaces: 'Paikat kartalla',
    mapZoomIn: 'Lähennä',
    mapZoomOut: 'Loitonna',
    mapAttribution: 'OpenStreetMapin tekijät',
  },
  en: {
    mapPlaces: 'Places on the map',
    mapZoomIn: 'Zoom in',
    mapZoomOut: 'Zoom out',
    mapAttribution: 'OpenStreetMap contributors',
  },
})
