export { DateRange } from './DateRange.tsx';
export type { DateRangeProps, DateRangeValue } from './DateRange.tsx';
