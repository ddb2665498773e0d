import { localStrings } from '@/i18n/strings'

/** The booking details's own visitor-facing words, worded as docs/FINNISH.md gives them. */
export const bookingDetailsStrings = localStrings({
  fi: {
    bookingService: 'Palvelu',
    bookingDuration: 'Kesto',
    bookingPrice: 'Hinta',
    bookingLocation: 'Paikka',
    bookingTimes: 'Palveluajat',
    bookingCta: 'Ota yhteyttä',
  },
  en: {
    bookingService: 'Service',
    bookingDuration: 'Duration',
    bookingPrice: 'Price',
    bookingLocation: 'Location',
    bookingTimes: 'Available times',
    bookingCta: 'Get in touch',
  },
})
