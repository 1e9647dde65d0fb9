/** Broadcasts: sending a template to many, the list, a broadcast's messages and their statuses. */
export * from './broadcasts.ts';
/** What a broadcast would cost (the rate card is billing's). */
export * from './broadcastEstimate.ts';
