/** The widths the live preview beside the editor offers (Payload adds its own "responsive" fit). */
export const LIVE_PREVIEW_BREAKPOINTS = [
  { name: 'phone', label: 'Puhelin', width: 390, height: 844 },
  { name: 'tablet', label: 'Tabletti', width: 768, height: 1024 },
  { name: 'desktop', label: 'Tietokone', width: 1440, height: 900 },
]
