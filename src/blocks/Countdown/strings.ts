import { localStrings } from '@/i18n/strings'

/** The countdown's own visitor-facing words, worded as docs/FINNISH.md gives them. */
export const countdownStrings = localStrings({
  fi: {
    countdownWhen: 'Ajankohta: {date}',
    countdownResume: 'Jatka',
    countdownLap: 'Väliaika',
    countdownYear: 'vuosi',
    countdownYears: 'vuotta',
    countdownMonth: 'kuukausi',
    countdownMonths: 'kuukautta',
    countdownWeek: 'viikko',
    countdownWeeks: 'viikkoa',
    countdownDay: 'päivä',
    countdownDays: 'päivää',
    countdownHour: 'tunti',
    countdownHours: 'tuntia',
    countdownMinute: 'minuutti',
    countdownMinutes: 'minuuttia',
    countdownSecond: 'sekunti',
    countdownSeconds: 'sekuntia',
  },
  en: {
    countdownWhen: 'When: {date}',
    countdownResume: 'Resume',
    countdownLap: 'Lap',
    countdownYear: 'year',
    countdownYears: 'years',
    countdownMonth: 'month',
    countdownMonths: 'months',
    countdownWeek: 'week',
    countdownWeeks: 'weeks',
    countdownDay: 'day',
    countdownDays: 'days',
    countdownHour: 'hour',
    countdownHours: 'hours',
    countdownMinute: 'minute',
    countdownMinutes: 'minutes',
    countdownSecond: 'second',
    countdownSeconds: 'seconds',
  },
})

/** The countdown's words in one locale. */
export type CountdownStrings = ReturnType<typeof countdownStrings>
