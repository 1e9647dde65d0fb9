export class FakeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    /** More envelope fields, e.g. `errors` (field-level problems) as the server sends them. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
