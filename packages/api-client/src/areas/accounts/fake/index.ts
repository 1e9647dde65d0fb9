import { accountsImpl } from './accounts.ts';
import { apiKeysImpl } from './apiKeys.ts';
import { sessionImpl } from './session.ts';

/** The accounts area in the fake: its tables live in the fake store, its rules in the area's contract. */
export const accountsFake = { ...sessionImpl, ...accountsImpl, ...apiKeysImpl };
