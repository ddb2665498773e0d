import type { FormDefinition, RepeaterDef, StepDef } from '../definition'
import { statusMessages } from '../messages'

/**
 * Test fixture (used by the view's tests only): two steps, a radio-driven group, a repeater with a
 * group inside, a select, a file, a quiz, an acceptance box, a counter and a hidden field.
 */
export function fixtureDefinition(extra: Partial<FormDefinition> = {}): FormDefinition {
  return {
    id: 7,
    version: '2025-01-01T00:00:00.000Z',
    locale: 'fi',
    title: 'Tarjouspyyntö',
    summary: false,
    submitLabel: 'Lähetä pyyntö',
    messages: statusMessages('fi'),
    steps: [contactStep(), messageStep()],
    ...extra,
  }
}

/** Step 1: contact details, the radio that shows the phone group, and a hidden field. */
function contactStep(): StepDef {
  return {
    title: 'Yhteystiedot',
    items: [
      {
        kind: 'field',
        name: 'nimi',
        type: 'text',
        label: 'Nimi',
        width: 'half',
        rules: [{ rule: 'required' }, { rule: 'maxlength', threshold: 60 }],
      },
      {
        kind: 'field',
        name: 'sahkoposti',
        type: 'email',
        label: 'Sähköposti',
        help: 'Vastaamme tähän osoitteeseen.',
        width: 'half',
        rules: [{ rule: 'required' }, { rule: 'email' }],
      },
      {
        kind: 'field',
        name: 'palvelu',
        type: 'select',
        label: 'Palvelu',
        width: 'third',
        options: [
          { value: 'verkkosivut', label: 'Verkkosivut' },
          { value: 'verkkokauppa', label: 'Verkkokauppa' },
          { value: 'yllapito', label: 'Ylläpito' },
        ],
        rules: [{ rule: 'required' }],
      },
      {
        kind: 'field',
        name: 'tapa',
        type: 'radio',
        label: 'Yhteydenottotapa',
        width: 'full',
        defaultValue: 'sahkoposti',
        options: [
          { value: 'sahkoposti', label: 'Sähköposti' },
          { value: 'puhelin', label: 'Puhelin' },
        ],
        rules: [{ rule: 'required' }],
      },
      {
        kind: 'group',
        name: 'soitto',
        when: { field: 'tapa', operator: 'equals', value: 'puhelin' },
        conditionText: 'Yhteydenottotapa on Puhelin',
        items: [
          {
            kind: 'field',
            name: 'puhelin',
            type: 'tel',
            label: 'Puhelinnumero',
            width: 'half',
            rules: [{ rule: 'required' }, { rule: 'tel' }],
          },
        ],
      },
      {
        kind: 'field',
        name: 'lahde',
        type: 'hidden',
        label: 'Lähde',
        width: 'full',
        defaultValue: 'web',
        rules: [],
      },
    ],
  }
}

/** Step 2: the message with a counter, the repeater, a file, the quiz and the acceptance box. */
function messageStep(): StepDef {
  return {
    title: 'Viesti',
    items: [
      {
        kind: 'field',
        name: 'viesti',
        type: 'textarea',
        label: 'Viesti',
        width: 'full',
        counter: true,
        rules: [
          { rule: 'required' },
          { rule: 'minlength', threshold: 5 },
          { rule: 'maxlength', threshold: 20 },
        ],
      },
      participants(),
      {
        kind: 'field',
        name: 'liite',
        type: 'file',
        label: 'Liite',
        width: 'full',
        rules: [{ rule: 'file', accept: ['.pdf', 'image/*'] }],
      },
      {
        kind: 'field',
        name: 'tarkistus',
        type: 'quiz',
        label: 'Tarkistuskysymys',
        width: 'half',
        questions: ['Mikä on Suomen pääkaupunki?', 'Montako päivää on viikossa?'],
        rules: [{ rule: 'required' }],
      },
      {
        kind: 'field',
        name: 'ehdot',
        type: 'acceptance',
        label: 'Hyväksyn tietosuojaselosteen',
        width: 'full',
        rules: [],
      },
    ],
  }
}

/** Participants, 1 to 3 rows, each with a diet group shown by its own checkbox. */
function participants(): RepeaterDef {
  return {
    kind: 'repeater',
    name: 'osallistujat',
    label: 'Osallistujat',
    min: 1,
    max: 3,
    initial: 1,
    addLabel: 'Lisää osallistuja',
    removeLabel: 'Poista osallistuja',
    items: [
      {
        kind: 'field',
        name: 'osallistuja',
        type: 'text',
        label: 'Osallistujan nimi',
        width: 'half',
        rules: [{ rule: 'required' }],
      },
      {
        kind: 'field',
        name: 'erityis',
        type: 'checkbox',
        label: 'Ruokavalio',
        width: 'half',
        options: [{ value: 'kylla', label: 'Erityisruokavalio' }],
        rules: [],
      },
      {
        kind: 'group',
        name: 'ruoka',
        when: { field: 'erityis', operator: 'equals', value: 'kylla' },
        conditionText: 'Ruokavalio on Erityisruokavalio',
        items: [
          {
            kind: 'field',
            name: 'ruokavalio',
            type: 'text',
            label: 'Mikä ruokavalio?',
            width: 'full',
            rules: [{ rule: 'required' }],
          },
        ],
      },
    ],
  }
}
