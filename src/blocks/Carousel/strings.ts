import { localStrings } from '@/i18n/strings'

/** The carousel's own visitor-facing words, worded as docs/FINNISH.md gives them. */
export const carouselStrings = localStrings({
  fi: {
    carouselLabel: 'Nostot',
    carouselPosts: 'Uusimmat artikkelit',
    carouselPortfolio: 'Uusimmat referenssit',
    carouselPicker: 'Valitse näytettävä dia',
  },
  en: {
    carouselLabel: 'Highlights',
    carouselPosts: 'Latest articles',
    carouselPortfolio: 'Latest projects',
    carouselPicker: 'Choose slide to display',
  },
})
