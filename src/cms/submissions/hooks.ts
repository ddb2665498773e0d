import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
} from 'payload'
import { countMetric } from '@/lib/metrics'
import { deleteUploads } from './files'
import { parseAnswers, parseFiles, submissionTitle } from './shared'

/** The longest search text kept; answers beyond it are still stored, just not searched. */
const SEARCH_TEXT_MAX = 20_000

/**
 * The list title ("Yhteydenotto – 24.11.2026 14.05") and the searchable text of the answers, set
 * when the site's form code creates the submission.
 */
export const describeSubmission: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create') return data
  const createdAt = typeof data.createdAt === 'string' ? data.createdAt : new Date().toISOString()
  const formTitle = typeof data.formTitle === 'string' ? data.formTitle : ''
  const words = [
    ...parseAnswers(data.answers).map((answer) => answer.value),
    ...parseFiles(data.files).map((file) => file.filename),
  ]
  return {
    ...data,
    title: submissionTitle(formTitle, createdAt),
    searchText: words.filter(Boolean).join('\n').slice(0, SEARCH_TEXT_MAX),
  }
}

/**
 * A deleted submission takes its attachments with it (from the admin, the API or the retention
 * job). A failure is logged, not thrown: the row is already gone, and the retention job's sweep of
 * old files (deleteUploadsOlderThan) removes what is left.
 */
export const deleteSubmissionFiles: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const names = parseFiles((doc as { files?: unknown }).files).map((file) => file.storedName)
  try {
    await deleteUploads(names)
  } catch (error) {
    req.payload.logger.error({ msg: 'Lomakevastauksen liitteiden poisto epäonnistui', err: error })
  }
}

/** Counts stored submissions for the instance's metrics (GET /api/metrics). */
export const countStoredSubmission: CollectionAfterChangeHook = ({ doc, operation }) => {
  if (operation === 'create') countMetric('site_form_submissions_stored_total')
  return doc
}
