import { localStrings } from '@/i18n/strings'

/** The simple slider's own visitor-facing words, worded as docs/FINNISH.md gives them. */
export const simpleSliderStrings = localStrings({
  fi: {
    simpleSliderLabel: 'Kuvaesitys',
  },
  en: {
    simpleSliderLabel: 'Slideshow',
  },
})
