import { STANDARD_COLUMNS } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { loadDefinitions } from '../../customers/services/customerMaster.ts';

/** The columns a mapping or an expression may name, and the custom fields' names by the id customers store. */
export interface CustomerColumns {
  columns: ReadonlySet<string>;
  fieldNames: ReadonlyMap<string, string>;
}

/** Read once per request: the check of the mapping and the recipients' fields both need them. */
export async function customerColumns(db: Queryable, enterpriseId: string): Promise<CustomerColumns> {
  const custom = (await loadDefinitions(db, enterpriseId)).filter((d) => !d.standard);
  return {
    columns: new Set([...STANDARD_COLUMNS.map((c) => c.value), ...custom.map((d) => d.fieldName)]),
    fieldNames: new Map(custom.map((d) => [d._id, d.fieldName])),
  };
}
