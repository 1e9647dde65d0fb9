export { abbreviateNumber, formatCurrency, formatDayMonthYearTime, shortenFileName } from './format.ts';
