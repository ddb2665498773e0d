import { localStrings } from '@/i18n/strings'

/** The video banner's own visitor-facing words, worded as docs/FINNISH.md gives them. */
export const videoBannerStrings = localStrings({
  fi: {
    videoBannerPlay: 'Toista video',
    videoBannerPause: 'Pysäytä video',
  },
  en: {
    videoBannerPlay: 'Play video',
    videoBannerPause: 'Pause video',
  },
})
