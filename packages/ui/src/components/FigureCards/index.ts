export { FigureCards } from './FigureCards.tsx';
export type { Figure, FigureCardsProps } from './FigureCards.tsx';
