/** Accounts: sign-in and sessions, profile, users, departments, invitations, roles and permissions, API keys, SSO. Every endpoint of the area (contract/index.ts gathers the areas'). */
export * from './account.ts';
export * from './apiKeys.ts';
export * from './accounts.ts';
export * from './profile.ts';
export * from './users.ts';
export * from './departments.ts';
export * from './invitations.ts';
export * from './sso.ts';
