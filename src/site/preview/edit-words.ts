import type { EditLanguage } from '@/lib/edit-bridge'

/**
 * What the preview's editing controls say, in the editor's admin language (the admin tells the
 * preview which). The rows' own names (`data-edit-label`) come from the page as the admin's row
 * labels name them.
 */
export type EditWords = {
  hiddenHere: string
  selected: (label: string) => string
  actions: (label: string) => string
  confirmDelete: (label: string) => string
  deleteNow: string
  cancel: string
  form: { name: string; text: string }
  editText: { name: string; text: string }
  up: string
  down: string
  duplicate: string
  deleteAsk: string
  insert: { widget: string; column: string; section: string; text: string }
  deleted: (label: string) => string
  undo: string
  deletedUndo: (label: string) => string
  deletion: string
  editing: (label: string) => string
  editField: (label: string) => string
  cancelled: string
  updated: string
  onRow: (label: string, chosen: boolean) => string
  alt: { name: string; text: string }
  altPanel: (label: string) => string
  altField: (n: number, count: number) => string
  altHint: string
  altSaved: string
  altFailed: string
  close: string
}

export const EDIT_WORDS: Readonly<Record<EditLanguage, EditWords>> = {
  fi: {
    hiddenHere: 'ei näy tällä näytön leveydellä',
    selected: (label) => `Valittu: ${label}`,
    actions: (label) => `Toiminnot: ${label}`,
    confirmDelete: (label) => `Poistetaanko ${label}?`,
    deleteNow: 'Poista',
    cancel: 'Peruuta',
    form: { name: 'Muokkaa lomakkeessa', text: 'Lomake' },
    editText: { name: 'Muokkaa tekstiä', text: '✎ Teksti' },
    up: 'Siirrä ylös',
    down: 'Siirrä alas',
    duplicate: 'Monista',
    deleteAsk: 'Poista…',
    insert: {
      widget: 'Lisää widgetti tähän alle',
      column: 'Lisää sarake tähän alle',
      section: 'Lisää osio tähän alle',
      text: '+ Alle',
    },
    deleted: (label) => `Poistettu: ${label}`,
    undo: 'Kumoa',
    deletedUndo: (label) => `Poistettu: ${label}. Kumoa palauttaa sen.`,
    deletion: 'Poisto',
    editing: (label) => `Muokkaat tekstiä: ${label}. Enter tallentaa, Esc peruu.`,
    editField: (label) => `Muokkaa: ${label}. Enter tallentaa, Esc peruu.`,
    cancelled: 'Muokkaus peruttu.',
    updated: 'Teksti päivitetty lomakkeeseen.',
    onRow: (label, chosen) => `${label}. ${chosen ? 'Valittu; Tab siirtyy työkaluihin.' : 'Enter valitsee.'}`,
    alt: { name: 'Muokkaa kuvan vaihtoehtoista tekstiä', text: 'Alt-teksti' },
    altPanel: (label) => `Kuvien vaihtoehtoiset tekstit: ${label}`,
    altField: (n, count) =>
      count > 1 ? `Kuvan ${n}/${count} vaihtoehtoinen teksti` : 'Kuvan vaihtoehtoinen teksti',
    altHint: 'Enter tallentaa tekstin kuvaan, kaikkialle missä kuvaa käytetään. Esc sulkee.',
    altSaved: 'Tallennettu kuvaan.',
    altFailed: 'Tekstiä ei voitu tallentaa.',
    close: 'Sulje',
  },
  en: {
    hiddenHere: 'not shown at this screen width',
    selected: (label) => `Selected: ${label}`,
    actions: (label) => `Actions: ${label}`,
    confirmDelete: (label) => `Delete ${label}?`,
    deleteNow: 'Delete',
    cancel: 'Cancel',
    form: { name: 'Edit in the form', text: 'Form' },
    editText: { name: 'Edit the text', text: '✎ Text' },
    up: 'Move up',
    down: 'Move down',
    duplicate: 'Duplicate',
    deleteAsk: 'Delete…',
    insert: {
      widget: 'Add a widget below this one',
      column: 'Add a column below this one',
      section: 'Add a section below this one',
      text: '+ Below',
    },
    deleted: (label) => `Deleted: ${label}`,
    undo: 'Undo',
    deletedUndo: (label) => `Deleted: ${label}. Undo brings it back.`,
    deletion: 'Deletion',
    editing: (label) => `Editing the text: ${label}. Enter keeps it, Esc cancels.`,
    editField: (label) => `Edit: ${label}. Enter keeps it, Esc cancels.`,
    cancelled: 'Edit cancelled.',
    updated: 'Text updated in the form.',
    onRow: (label, chosen) => `${label}. ${chosen ? 'Selected; Tab moves to its tools.' : 'Enter selects.'}`,
    alt: { name: 'Edit the image’s alternative text', text: 'Alt text' },
    altPanel: (label) => `Alternative texts of the images: ${label}`,
    altField: (n, count) =>
      count > 1 ? `Alternative text of image ${n}/${count}` : 'Alternative text of the image',
    altHint: 'Enter saves the text to the image, wherever the image is used. Esc closes.',
    altSaved: 'Saved to the image.',
    altFailed: 'The text could not be saved.',
    close: 'Close',
  },
}
