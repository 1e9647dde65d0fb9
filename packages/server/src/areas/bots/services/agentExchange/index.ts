export * from './types.ts';
export { exportDialogflow, importDialogflow } from './dialogflow.ts';
export { exportRasa, importRasa } from './rasa.ts';
