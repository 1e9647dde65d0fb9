export { StarRating } from './StarRating.tsx';
export type { StarRatingProps } from './StarRating.tsx';
