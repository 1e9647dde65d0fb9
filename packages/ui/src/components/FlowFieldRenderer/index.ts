export { FlowFieldRenderer } from './FlowFieldRenderer.tsx';
export type { FlowFieldRendererProps, FlowComponent, FlowOption, FlowAction, FlowValue } from './FlowFieldRenderer.tsx';
