/** The customer master's sizes and limits (broadcast-and-customer-master §9, and ours where the spec shows none). */

export const CUSTOMER_PAGE_SIZE = 10;
export const CUSTOMER_PICKER_PAGE_SIZE = 15;
export const UPLOAD_PAGE_SIZE = 10;
export const UPLOAD_ERROR_PAGE_SIZE = 15;
export const SAMPLE_CSV_NAME = 'Sample.csv';
/** Largest CSV the server accepts (our limit; the spec shows none). */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
/** Numbers given without a country code (exactly ten digits) get this one. */
export const DEFAULT_COUNTRY_CODE = '+91';
