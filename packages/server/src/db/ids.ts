import { randomUUID } from 'node:crypto';

/** Random, URL-safe, unguessable row ids. */
export const newId = (): string => randomUUID().replaceAll('-', '');
