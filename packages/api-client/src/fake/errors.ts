import { ErrorCodes } from '../contract/envelopeCodes.ts';

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

/** One refused field, as the server answers it: 400 with the message, and the field it belongs to in `errors`. */
export const fieldRefusal = (field: string, message: string) =>
  new FakeHttpError(400, ErrorCodes.validation, message, { errors: [{ field, message }] });
