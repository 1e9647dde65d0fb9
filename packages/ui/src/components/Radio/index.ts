export { RadioGroup } from './Radio.tsx';
export type { RadioGroupProps, RadioOption } from './Radio.tsx';
