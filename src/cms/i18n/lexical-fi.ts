/**
 * The rich-text editor's (@payloadcms/richtext-lexical) own strings in Finnish. In 3.90 each
 * lexical feature brings `i18n` per language, which the editor merges into the Payload config as
 * `i18n.translations[lang].lexical[featureKey]` (the editor's placeholder and slash-menu groups
 * under `lexical.general`); a language the package lacks gets them from the config's own
 * `i18n.translations.fi.lexical`, merged over Payload's core set when a request is in Finnish.
 * Every feature the package ships is covered (not only the default ones), so enabling a feature
 * later needs no translation work; `i18n.test.ts` fails when the package adds or drops a key.
 * Same glossary as `fi.ts`.
 */
export const fiLexical = {
  general: {
    placeholder: 'Aloita kirjoittaminen tai paina / nähdäksesi komennot…',
    slashMenuBasicGroupLabel: 'Perusosat',
    slashMenuListGroupLabel: 'Luettelot',
    toolbarItemsActive: '{{count}} käytössä',
  },
  align: {
    alignCenterLabel: 'Keskitä',
    alignJustifyLabel: 'Tasaa molemmat reunat',
    alignLeftLabel: 'Tasaa vasemmalle',
    alignRightLabel: 'Tasaa oikealle',
  },
  blockquote: { label: 'Lainaus' },
  blocks: {
    inlineBlocks: {
      create: 'Luo: {{label}}',
      edit: 'Muokkaa: {{label}}',
      label: 'Tekstin sisäiset lohkot',
      remove: 'Poista: {{label}}',
    },
    label: 'Lohkot',
  },
  checklist: { label: 'Tehtävälista' },
  heading: { label: 'Otsikko {{headingLevel}}' },
  horizontalRule: { label: 'Vaakaviiva' },
  indent: { decreaseLabel: 'Pienennä sisennystä', increaseLabel: 'Suurenna sisennystä' },
  link: { label: 'Linkki', loadingWithEllipsis: 'Ladataan…' },
  orderedList: { label: 'Numeroitu luettelo' },
  paragraph: { label: 'Kappale', label2: 'Leipäteksti' },
  relationship: { label: 'Viittaus' },
  textState: { defaultStyle: 'Oletustyyli' },
  unorderedList: { label: 'Luettelo' },
  upload: { label: 'Tiedosto' },
} as const satisfies Record<string, Record<string, string | Record<string, string>>>

/**
 * Three `aria-label`s the rich-text editor 3.90 writes in English without going through i18n (the
 * block handle's "+", and the floating link editor's edit and remove buttons). `AdminLabels`
 * puts the Finnish in their place; `i18n.test.ts` fails once the package no longer has them.
 */
export const fiLexicalUntranslated = {
  'Add block': 'Lisää lohko',
  'Edit link': 'Muokkaa linkkiä',
  'Remove link': 'Poista linkki',
} as const

/** Visible texts Payload's admin hard-codes in English: the live preview's own size choice. */
export const fiUntranslatedTexts = {
  Responsive: 'Mukautuva',
} as const
