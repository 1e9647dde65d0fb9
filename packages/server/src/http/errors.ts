import { ErrorCodes, Messages } from '@parley/api-client/contract';

/** A failure the caller should see: HTTP status, envelope code and a message safe to show. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, errors?: { field: string; message: string }[]) =>
  new ApiError(400, ErrorCodes.validation, message, errors ? { errors } : {});
/** One refused field: the message, and the field the form shows it on. */
export const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);
export const loginRequired = () =>
  new ApiError(401, ErrorCodes.loginRequired, Messages.loginRequired, { login_required: true });
export const accessDenied = () => new ApiError(403, ErrorCodes.accessDenied, Messages.accessDenied);
export const notFound = (message: string = Messages.notFound) => new ApiError(404, ErrorCodes.notFound, message);
export const conflict = (message: string, code: number = ErrorCodes.conflict) => new ApiError(409, code, message);
