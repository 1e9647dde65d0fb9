/** Customers: the customer master, its field definitions, segments and groups, CSV uploads. Every endpoint of the area (contract/index.ts gathers the areas'). */
export * from './customerMaster.ts';
