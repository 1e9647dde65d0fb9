export { ParleyProvider, createQueryClient, type ParleyProviderProps } from './ParleyProvider.tsx';
export {
  BasePathProvider,
  ConsoleLink,
  ConsoleNavigate,
  normaliseBasePath,
  useBasePath,
  useConsoleNavigate,
  useConsolePathname,
  withBasePath,
  type BasePathProviderProps,
} from './basePath.tsx';
