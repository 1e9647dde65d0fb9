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
