import type { FormLocale } from './messages'

/**
 * The form endpoints' own words (the browser's are in messages.ts): refusals of malformed posts
 * and the page a browser without JavaScript gets back.
 */
export const ANSWER_TEXT = {
  fi: {
    notFound: 'Lomaketta ei löytynyt.',
    received: 'Kiitos viestistäsi. Se on vastaanotettu.',
    badStep: 'Vaihe puuttuu tai on virheellinen.',
    notMultipart: 'Lomake lähetetään multipart/form-data-muodossa.',
    notForm: 'Lähetä lomake multipart/form-data- tai application/x-www-form-urlencoded-muodossa.',
    tooLarge: 'Lähetys on liian suuri.',
    rateLimited: 'Liian monta pyyntöä lyhyessä ajassa. Yritä hetken kuluttua uudelleen.',
    unreadable: 'Lähetystä ei voitu lukea.',
    wrongMethod: 'Tätä menetelmää ei tueta tässä osoitteessa.',
    backToPage: 'Palaa sivulle',
    backToForm: 'Palaa lomakkeeseen',
  },
  en: {
    notFound: 'Form not found.',
    received: 'Thank you for your message. It has been received.',
    badStep: 'Missing or invalid step.',
    notMultipart: 'Send the form as multipart/form-data.',
    notForm: 'Send the form as multipart/form-data or application/x-www-form-urlencoded.',
    tooLarge: 'The submission is too large.',
    rateLimited: 'Too many requests in a short time. Please try again in a while.',
    unreadable: 'The submission could not be read.',
    wrongMethod: 'This method is not supported at this address.',
    backToPage: 'Back to the page',
    backToForm: 'Back to the form',
  },
} satisfies Record<FormLocale, Record<string, string>>
