export {
  TryItPanel,
  TRY_IT_PANEL_WIDTH,
  TRY_IT_PAGE_OPACITY,
  TRY_IT_PLACEHOLDER,
  TRY_IT_EMPTY_ANSWER,
} from './TryItPanel.tsx';
export type { TryItPanelProps, TryItAnswer, TryItMessage, TryItFailure } from './TryItPanel.tsx';
