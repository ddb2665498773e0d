import type { CollectionConfig, JSONField } from 'payload'
import { loggedIn } from '../access/roles'
import { sentLocaleField } from '../fields/locale'
import {
  checkboxField,
  jsonField,
  type Label,
  labelsOf,
  selectField,
  textareaField,
  textField,
} from '../fields/simple'
import { submissionEndpoints } from '../submissions/endpoints'
import { countStoredSubmission, deleteSubmissionFiles, describeSubmission } from '../submissions/hooks'
import { MAIL_STATUS_LABELS, MAIL_STATUSES, SEARCHABLE_FIELDS, SUBMISSIONS_SLUG } from '../submissions/shared'

/** Everything is written by the site's form code; staff read and delete, nobody edits. */
const READ_ONLY = { readOnly: true } as const

/** Kept for the site's code only: not in the edit view. */
const HIDDEN = { ...READ_ONLY, hidden: true } as const

/**
 * Stored JSON, shown by a component of its own or not at all. Not a list filter: filtering raw JSON
 * is neither useful nor portable between SQLite and PostgreSQL; the search box looks in `searchText`.
 */
const answerJsonField = (name: string, label: Label, admin: JSONField['admin']): JSONField =>
  jsonField(name, label, { admin: { ...READ_ONLY, disableListFilter: true, ...admin } })

/**
 * What visitors sent through the contact forms, kept for the retention period set in the site
 * settings (src/cms/submissions/retention.ts deletes older ones with their files). Personal data:
 * only signed-in staff read them, and neither the API nor the admin can create or change one; the
 * form endpoints create them with `overrideAccess`.
 */
export const FormSubmissions: CollectionConfig = {
  slug: SUBMISSIONS_SLUG,
  labels: labelsOf(['Lomakevastaus', 'Form submission'], ['Lomakevastaukset', 'Form submissions']),
  admin: {
    group: { fi: 'Lomakkeet', en: 'Forms' },
    useAsTitle: 'title',
    defaultColumns: ['title', 'form', 'mailStatus', 'createdAt'],
    listSearchableFields: [...SEARCHABLE_FIELDS],
    description: {
      fi: 'Lomakkeiden kautta lähetetyt viestit. Ne poistetaan liitteineen sivuston asetuksissa määrätyn säilytysajan jälkeen.',
      en: 'Messages sent through the forms. They are deleted with their attachments after the retention period set in the site settings.',
    },
    components: {
      // Mail off: say so above the list (the notice renders nothing while SMTP_URL is set).
      beforeList: ['/cms/submissions/MailOffNotice#MailOffNotice'],
      beforeListTable: ['/cms/submissions/ExportCsvLink#ExportCsvLink'],
    },
  },
  access: { read: loggedIn, delete: loggedIn, create: () => false, update: () => false },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  // Nobody edits a submission, so there is nothing to lock while one is open.
  lockDocuments: false,
  endpoints: submissionEndpoints,
  hooks: {
    beforeChange: [describeSubmission],
    afterChange: [countStoredSubmission],
    afterDelete: [deleteSubmissionFiles],
  },
  fields: [
    // Set by a hook (form name and time). A list column and the document's heading, so not
    // `hidden` (that drops list columns); the edit view leaves it out as the heading shows it.
    textField('title', ['Otsikko', 'Title'], { admin: { ...READ_ONLY, condition: () => false } }),
    {
      name: 'form',
      label: { fi: 'Lomake', en: 'Form' },
      type: 'relationship',
      relationTo: 'contact-forms',
      index: true,
      maxDepth: 0,
      admin: { ...READ_ONLY, position: 'sidebar' },
    },
    textField('formTitle', ['Lomakkeen nimi', 'Form name'], {
      admin: {
        ...READ_ONLY,
        position: 'sidebar',
        description: { fi: 'Nimi lähetyshetkellä.', en: 'The name when it was sent.' },
      },
    }),
    sentLocaleField(),
    textField('pageUrl', ['Sivu', 'Page'], { admin: { ...READ_ONLY, position: 'sidebar' } }),
    selectField(
      'mailStatus',
      ['Sähköposti', 'Mail'],
      MAIL_STATUSES.map((value) => ({ label: { ...MAIL_STATUS_LABELS[value] }, value })),
      { index: true, admin: { ...READ_ONLY, position: 'sidebar' } },
    ),
    {
      // Not mailed later once SMTP_URL is set (mailing old answers unasked could surprise both
      // sides); the note says so in the document, the list's mail column in its label.
      name: 'mailOffNote',
      label: { fi: 'Sähköposti pois käytöstä', en: 'Mail off' },
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => data?.mailStatus === 'off',
        components: { Field: '/cms/submissions/MailOffNotice#StoredWhileOffNote' },
      },
    },
    textField('messageId', ['Viestin tunniste', 'Message ID'], {
      admin: {
        ...READ_ONLY,
        position: 'sidebar',
        description: { fi: 'SMTP-palvelimen antama tunniste.', en: 'As given by the SMTP server.' },
      },
    }),
    answerJsonField('answers', ['Vastaukset', 'Answers'], {
      components: { Field: '/cms/submissions/AnswersField#AnswersField' },
    }),
    // JSON, not an array table: a submission is one row, written by one insert, so a crash can
    // never leave it without its list of files (Payload's SQLite adapter runs no transactions).
    // Each item: field, filename (sanitised), storedName (random, private), size, type.
    answerJsonField('files', ['Liitteet', 'Attachments'], {
      components: { Field: '/cms/submissions/AnswersField#FilesField' },
    }),
    // Posted values by posted name, as received; the CSV and the edit view use `answers`.
    answerJsonField('data', ['Lähetetyt tiedot', 'Posted data'], {
      description: {
        fi: 'Lomakkeen lähettämät arvot kenttien teknisillä nimillä.',
        en: 'The posted values by their technical field names.',
      },
    }),
    // The answers' values in one column, for the list's search box (finding one person's data).
    textareaField('searchText', ['Vastausten teksti', 'Answer text'], { admin: HIDDEN }),
    // The form code (src/forms/feedback.ts, outbox.ts) stores the outgoing messages in the same
    // insert as the answers and marks them queued after; a crash in between is re-queued from here.
    jsonField('outbox', ['Lähtevät viestit', 'Outgoing mail'], { admin: HIDDEN }),
    checkboxField('mailQueued', ['Viestit jonossa', 'Mail queued'], { defaultValue: false, admin: HIDDEN }),
    // Set by the form code to recognise a repeated post of the same submission.
    { name: 'clientKey', type: 'text', index: true, admin: HIDDEN },
  ],
}
