/**
 * Payload's live preview message after every save and autosave: the draft preview renders itself
 * again. A module of its own: the preview's save listener loads on every draft preview, the
 * visual editing bridge's code (edit-bridge.ts) only beside the admin.
 */
export const SAVED_MESSAGE = { type: 'payload-document-event' } as const
