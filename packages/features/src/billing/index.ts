export { billingRoutes } from './routes.tsx';
export { billingModule } from './module.ts';
export { billingPaths } from './paths.ts';
export { RateCardScreen } from './screens/RateCardScreen.tsx';
