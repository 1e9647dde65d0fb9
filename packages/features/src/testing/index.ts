export * from './FeatureProviders.tsx';
export * from './viewport.ts';
