import { localStrings } from '@/i18n/strings'

/** The before/after slider's own visitor-facing words, worded as docs/FINNISH.md gives them. */
export const beforeAfterStrings = localStrings({
  fi: {
    beforeAfterBefore: 'Ennen',
    beforeAfterAfter: 'Jälkeen',
    beforeAfterSlider: 'Kuvien vertailu',
    beforeAfterValue: '{before} {a}, {after} {b}',
  },
  en: {
    beforeAfterBefore: 'Before',
    beforeAfterAfter: 'After',
    beforeAfterSlider: 'Image comparison',
    beforeAfterValue: '{before} {a}, {after} {b}',
  },
})
