export { Combobox } from './Combobox.tsx';
export type {
  ComboboxProps,
  ComboboxSingleProps,
  ComboboxMultipleProps,
  ComboboxOption,
  ComboboxPage,
} from './Combobox.tsx';
