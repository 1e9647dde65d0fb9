export * from './FeatureProviders.tsx';
