import type { CollectionConfig } from 'payload'
import { loggedIn } from '../access/roles'
import { CONTENT_LOCALE_LABELS } from '../i18n'
import { submissionEndpoints } from '../submissions/endpoints'
import { deleteSubmissionFiles, describeSubmission } from '../submissions/hooks'
import { MAIL_STATUS_LABELS, MAIL_STATUSES, SEARCHABLE_FIELDS, SUBMISSIONS_SLUG } from '../submissions/shared'

/** Everything is written by the site's form code; staff read and delete, nobody edits. */
const READ_ONLY = { readOnly: true } as const

/**
 * What visitors sent through the contact forms, kept for the retention period set in the site
 * settings (src/cms/submissions/retention.ts deletes older ones with their files). Personal data:
 * only signed-in staff read them, and neither the API nor the admin can create or change one; the
 * form endpoints create them with `overrideAccess`.
 */
export const FormSubmissions: CollectionConfig = {
  slug: SUBMISSIONS_SLUG,
  labels: {
    singular: { fi: 'Lomakevastaus', en: 'Form submission' },
    plural: { fi: 'Lomakevastaukset', en: 'Form submissions' },
  },
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
  hooks: { beforeChange: [describeSubmission], afterDelete: [deleteSubmissionFiles] },
  fields: [
    {
      // Set by a hook (form name and time). A list column and the document's heading, so not
      // `hidden` (that drops list columns); the edit view leaves it out as the heading shows it.
      name: 'title',
      label: { fi: 'Otsikko', en: 'Title' },
      type: 'text',
      admin: { ...READ_ONLY, condition: () => false },
    },
    {
      name: 'form',
      label: { fi: 'Lomake', en: 'Form' },
      type: 'relationship',
      relationTo: 'contact-forms',
      index: true,
      maxDepth: 0,
      admin: { ...READ_ONLY, position: 'sidebar' },
    },
    {
      name: 'formTitle',
      label: { fi: 'Lomakkeen nimi', en: 'Form name' },
      type: 'text',
      admin: {
        ...READ_ONLY,
        position: 'sidebar',
        description: { fi: 'Nimi lähetyshetkellä.', en: 'The name when it was sent.' },
      },
    },
    {
      name: 'locale',
      label: { fi: 'Kieli', en: 'Language' },
      type: 'select',
      index: true,
      options: [
        { label: { ...CONTENT_LOCALE_LABELS.fi }, value: 'fi' },
        { label: { ...CONTENT_LOCALE_LABELS.en }, value: 'en' },
      ],
      admin: { ...READ_ONLY, position: 'sidebar' },
    },
    {
      name: 'pageUrl',
      label: { fi: 'Sivu', en: 'Page' },
      type: 'text',
      admin: { ...READ_ONLY, position: 'sidebar' },
    },
    {
      name: 'mailStatus',
      label: { fi: 'Sähköposti', en: 'Mail' },
      type: 'select',
      index: true,
      options: MAIL_STATUSES.map((value) => ({ label: { ...MAIL_STATUS_LABELS[value] }, value })),
      admin: { ...READ_ONLY, position: 'sidebar' },
    },
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
    {
      name: 'messageId',
      label: { fi: 'Viestin tunniste', en: 'Message ID' },
      type: 'text',
      admin: {
        ...READ_ONLY,
        position: 'sidebar',
        description: { fi: 'SMTP-palvelimen antama tunniste.', en: 'As given by the SMTP server.' },
      },
    },
    {
      name: 'answers',
      label: { fi: 'Vastaukset', en: 'Answers' },
      type: 'json',
      admin: {
        ...READ_ONLY,
        // Filtering raw JSON is neither useful nor portable between SQLite and PostgreSQL; the
        // search box looks in `searchText` instead.
        disableListFilter: true,
        components: { Field: '/cms/submissions/AnswersField#AnswersField' },
      },
    },
    {
      // JSON, not an array table: a submission is one row, written by one insert, so a crash can
      // never leave it without its list of files (Payload's SQLite adapter runs no transactions).
      // Each item: field, filename (sanitised), storedName (random, private), size, type.
      name: 'files',
      label: { fi: 'Liitteet', en: 'Attachments' },
      type: 'json',
      admin: {
        ...READ_ONLY,
        disableListFilter: true,
        components: { Field: '/cms/submissions/AnswersField#FilesField' },
      },
    },
    {
      // Posted values by posted name, as received; the CSV and the edit view use `answers`.
      name: 'data',
      label: { fi: 'Lähetetyt tiedot', en: 'Posted data' },
      type: 'json',
      admin: {
        ...READ_ONLY,
        disableListFilter: true,
        description: {
          fi: 'Lomakkeen lähettämät arvot kenttien teknisillä nimillä.',
          en: 'The posted values by their technical field names.',
        },
      },
    },
    {
      // The answers' values in one column, for the list's search box (finding one person's data).
      name: 'searchText',
      label: { fi: 'Vastausten teksti', en: 'Answer text' },
      type: 'textarea',
      admin: { ...READ_ONLY, hidden: true },
    },
    {
      // The form code (src/forms/feedback.ts, outbox.ts) stores the outgoing messages in the same
      // insert as the answers and marks them queued after; a crash in between is re-queued from here.
      name: 'outbox',
      label: { fi: 'Lähtevät viestit', en: 'Outgoing mail' },
      type: 'json',
      admin: { ...READ_ONLY, hidden: true },
    },
    {
      name: 'mailQueued',
      label: { fi: 'Viestit jonossa', en: 'Mail queued' },
      type: 'checkbox',
      defaultValue: false,
      admin: { ...READ_ONLY, hidden: true },
    },
    {
      // Set by the form code to recognise a repeated post of the same submission.
      name: 'clientKey',
      type: 'text',
      index: true,
      admin: { ...READ_ONLY, hidden: true },
    },
  ],
}
