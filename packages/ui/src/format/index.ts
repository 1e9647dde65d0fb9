export {
  DATE_FORMATS,
  abbreviateNumber,
  formatCurrency,
  formatDate,
  formatDateTimeText,
  formatDayMonthYearTime,
  formatEntityUpdated,
  formatMessageStatusDate,
  formatReportDateTime,
  formatReportFileStamp,
  formatShortDayMonthYearTime,
  formatWalletBalance,
  shortenFileName,
} from './format.ts';
export type { DateFormatName, DateInput } from './format.ts';
export { formatMessageText } from './formatMessageText.tsx';
export type { FormatMessageTextOptions } from './formatMessageText.tsx';
export { parseMessageText } from './parseMessageText.ts';
export type { MessageTextNode } from './parseMessageText.ts';
