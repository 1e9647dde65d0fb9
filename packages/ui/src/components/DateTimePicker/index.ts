export { DateTimePicker } from './DateTimePicker.tsx';
export type { DateTimePickerProps } from './DateTimePicker.tsx';
export {
  DATE_TIME_TEXT_FORMAT,
  DATE_TIME_STEPS,
  INVALID_DATE_FORMAT,
  parseDateTimeText,
  formatDateTimeText,
  toIsoWithoutZ,
} from './dateText.ts';
