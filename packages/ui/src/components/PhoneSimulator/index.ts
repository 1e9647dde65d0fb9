export { PhoneSimulator, PHONE_SIMULATOR_EMPTY } from './PhoneSimulator.tsx';
export type { PhoneSimulatorProps, PhoneSimulatorMessage } from './PhoneSimulator.tsx';
