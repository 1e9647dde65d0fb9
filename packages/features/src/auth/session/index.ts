export * from './consoleSession.ts';
export * from './SessionProvider.tsx';
export * from './signInOutcome.ts';
