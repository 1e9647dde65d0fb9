import { Messages } from '../contract/messages.ts';

export type ApiErrorKind = 'api' | 'access-denied' | 'session-expired' | 'network';

export interface FieldError {
  field: string;
  message: string;
}

/** Any failed call: the server's message (or the catalogue's) with the envelope code. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | undefined;
  readonly httpStatus: number | undefined;
  readonly errors: FieldError[];

  constructor(
    message: string,
    options: { kind?: ApiErrorKind; code?: number; httpStatus?: number; errors?: FieldError[] } = {},
  ) {
    super(message || Messages.somethingWentWrong);
    this.name = 'ApiError';
    this.kind = options.kind ?? 'api';
    this.code = options.code;
    this.httpStatus = options.httpStatus;
    this.errors = options.errors ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
