/**
 * The hidden field a form's proof-of-work solution is posted in (where Contact Form 7 sent its
 * "recaptcha response"): a module of its own, so the review and comment script takes this one
 * name without the forms' whole protocol (a browser chunk holds whole modules).
 */
export const BOT_RESPONSE_FIELD = '_cf_bot'
