// The exchange's plain constants, apart from its schemas: the browser's hooks read them without loading TypeBox.

/** Export answers list what the format cannot express in this header (URI-encoded JSON array of strings). */
export const EXPORT_WARNINGS_HEADER = 'x-parley-export-warnings';
/** Largest file an import reads. */
export const MAX_AGENT_IMPORT_BYTES = 20 * 1024 * 1024;
