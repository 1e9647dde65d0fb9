/** Attachments: the schemas, rules and messages the server, the fake and the screens share. */
export * from './attachmentCatalog.ts';
export * from './attachmentSchemas.ts';
export * from './attachmentRules.ts';
export * from './fileSniffing.ts';
