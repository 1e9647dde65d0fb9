export { lazyPage } from './lazyPage.tsx';
