// The envelope's codes, free of schemas (and of TypeBox): the browser's client reads them.

/** Success codes of the envelope: 100, also sent as the text '100'. */
export const SUCCESS_CODE = 100;
export const ACCESS_DENIED_CODE = 1403;

/** Error codes our server sends beyond the specs' 100/101/1403. */
export const ErrorCodes = {
  success: 100,
  hasChildren: 101,
  validation: 400,
  loginRequired: 401,
  accessDenied: 1403,
  notFound: 404,
  conflict: 409,
  /** Understood but could not be carried out (a training that failed): nothing changed. */
  unprocessable: 422,
  tooManyRequests: 429,
  internal: 500,
  /** The server is overloaded and refused the call at once; try again after Retry-After. */
  serviceUnavailable: 503,
} as const;
