/** Broadcast sizes and limits (broadcast-and-customer-master §9, and ours where the spec shows none). */

export const BROADCAST_PAGE_SIZE = 20;
export const BROADCAST_MESSAGE_PAGE_SIZE = 20;
export const DELIVERY_REPORT_PAGE_SIZE = 20;
/** Channel and template selects of the form: 20 a page, searched after 300 ms. */
export const BROADCAST_SELECT_PAGE_SIZE = 20;
export const BROADCAST_SEARCH_DEBOUNCE_MS = 300;
/** The list's default range: the last 7 days up to the end of today. */
export const BROADCAST_DEFAULT_RANGE_DAYS = 7;
export const MOBILE_NUMBER_MIN_LENGTH = 10;

export const BROADCAST_LIMITS = {
  /** Recipients of one broadcast, however given (ours). */
  recipients: 100_000,
  /** Numbers typed or pasted into 'Mobile Numbers'. */
  typedNumbers: 100_000,
  /** Customers picked one by one (a segment has no such cap, only `recipients`). */
  pickedCustomers: 10_000,
  mappingRows: 200,
  mappingValueLength: 1000,
  /** Placeholders in one expression. */
  expressionPlaceholders: 20,
  /** Rejected recipients a check answers with their reasons (the count covers the rest). */
  rejectedShown: 100,
  /** Typed numbers a broadcast's record shows back. */
  numbersShown: 1000,
  /** A request's bytes: room for `typedNumbers` numbers with their quotes and commas (the default is 1 MiB). */
  requestBytes: 4 * 1024 * 1024,
} as const;

/** WhatsApp's default throughput per business number: 80 messages a second. */
export const DEFAULT_CHANNEL_RATE_PER_SECOND = 80;
