export * from './provider/index.ts';
export * from './auth/index.ts';
export * from './shell/index.ts';
export * from './bots/index.ts';
export * from './accounts/index.ts';
export * from './channels/index.ts';
export * from './attachments/index.ts';
export * from './customer-master/index.ts';
