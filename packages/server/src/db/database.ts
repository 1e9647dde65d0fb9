/**
 * The one database seam of the server. Everything above it speaks plain PostgreSQL SQL with `$1` parameters,
 * so the same queries run on embedded PGlite (default) and on a real PostgreSQL server.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /**
   * Bulk-loads rows in PostgreSQL's COPY text format (tab-separated, `\N` for null, backslash escapes; see
   * `copyField`) into `table (columns)`: `COPY … FROM STDIN` on PostgreSQL, `COPY … FROM '/dev/blob'` on PGlite.
   */
  copyIn(table: string, columns: readonly string[], rows: string | Uint8Array): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `fn` in a transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Which engine answers, for logs and tests. */
  readonly kind: 'pglite' | 'postgres';
}
