/**
 * While the editor types a text in place in the live preview, a re-render from an autosave would
 * replace the text under the caret; the save's refresh waits until the editing ends. The two
 * preview chunks (live-preview.ts, edit-bridge.ts) agree on this attribute and event.
 */
export const EDITING_ATTRIBUTE = 'data-editing-in-place'
export const EDITING_DONE = 'kajo-in-place-done'
