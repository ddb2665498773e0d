import { localStrings } from '@/i18n/strings'

/** The team member card's own visitor-facing words, worded as docs/FINNISH.md gives them. */
export const teamMemberStrings = localStrings({
  fi: {
    teamEmail: 'Sähköposti',
    teamPhone: 'Puhelin',
    teamProfile: '{network}: {name}',
  },
  en: {
    teamEmail: 'Email',
    teamPhone: 'Phone',
    teamProfile: '{network}: {name}',
  },
})
