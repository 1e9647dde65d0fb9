/** Customers: the schemas, rules and messages the server, the fake and the screens share. */
export * from './customerMasterSchemas.ts';
export * from './customerLimits.ts';
export * from './customerMessages.ts';
export * from './standardDefinitions.ts';
export * from './customerValidation.ts';
export * from './fieldDefinitions.ts';
export * from './customerSearch.ts';
export * from './sampleCsv.ts';
export * from './csv.ts';
export * from './csvEncoding.ts';
