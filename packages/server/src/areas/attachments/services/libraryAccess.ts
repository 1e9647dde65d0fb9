import { isAdministrator, type Visibility } from '@parley/api-client/contract';

/**
 * Who sees and who changes what in the library (the same rules for attachments and buckets): a private one is its
 * creator's alone, a public one the whole enterprise's; its creator changes it, and so does an administrator when
 * it is public.
 */
export interface LibraryUser {
  id: string;
  enterpriseId: string;
  roles: number[];
}

/**
 * The SQL condition "visible to the user" for a table alias, with the enterprise and user as parameters
 * `$<enterpriseParam>` and `$<enterpriseParam + 1>`.
 */
export const visibleSql = (alias: string, enterpriseParam: number): string =>
  `${alias}.enterprise_id = $${enterpriseParam} AND (${alias}.visibility = 'public' OR ${alias}.created_by = $${enterpriseParam + 1})`;

export const editableBy = (user: LibraryUser, item: { created_by: string; visibility: Visibility }): boolean =>
  item.created_by === user.id || (item.visibility === 'public' && isAdministrator(user.roles));
