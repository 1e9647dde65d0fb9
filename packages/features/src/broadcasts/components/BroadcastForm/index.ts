export {
  BroadcastForm,
  type BroadcastFormEvent,
  type BroadcastFormMode,
  type BroadcastFormProps,
} from './BroadcastForm.tsx';
export type { BroadcastFormValues } from './broadcastFormModel.ts';
