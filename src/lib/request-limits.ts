/**
 * The largest request body the site takes, files included: a contact form with its attachments or
 * an upload in the admin. scripts/server.mjs refuses larger ones as they arrive (its own copy of
 * the figure is checked against this one by tests/unit/site-server.test.ts).
 */
export const MAX_REQUEST_BYTES = 25 * 1024 * 1024
