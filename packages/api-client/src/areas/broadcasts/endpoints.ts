/** Broadcasts: sending a template to many, the list, a broadcast's messages and their statuses. */
export * from './broadcasts.ts';
