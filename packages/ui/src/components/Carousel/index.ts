export { Carousel } from './Carousel.tsx';
export type { CarouselProps } from './Carousel.tsx';
