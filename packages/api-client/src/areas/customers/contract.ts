/** Customers: the schemas, rules and messages the server, the fake and the screens share. */
export * from './customerMasterSchemas.ts';
export * from './customerValidation.ts';
export * from './csv.ts';
export * from './csvEncoding.ts';
