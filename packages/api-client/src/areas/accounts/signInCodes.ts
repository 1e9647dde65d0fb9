/** Emailed sign-in codes (platform-shell §4.1's second step): how often one challenge may ask for a new mail. */

/** New code mails one challenge may ask for; a new sign-in starts a new challenge (the guesses stay counted). */
export const MAX_CODE_RESENDS = 3;
/** How long after the last code mail the next one may be asked for. */
export const CODE_RESEND_INTERVAL_SECONDS = 30;
