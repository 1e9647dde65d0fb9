export * from './consoleSession.ts';
export * from './SessionProvider.tsx';
