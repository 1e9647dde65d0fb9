export { channelsRoutes } from './routes.tsx';
export { channelsModule } from './module.ts';
export { channelPaths } from './paths.ts';
