export { IntentEditor, type IntentEditorProps } from './IntentEditor.tsx';
