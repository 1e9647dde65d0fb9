export * from './customerMaster.ts';
