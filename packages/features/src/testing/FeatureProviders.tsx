import { useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import styled from 'styled-components';
import type { Decorator } from '@storybook/react-vite';
import { fake } from '@parley/api-client/fake';
import { createConsoleSession } from '../auth/session/consoleSession.ts';
import { ParleyProvider } from '../provider/ParleyProvider.tsx';
import { theme } from '@parley/ui';

/** Story parameters read by `withFeatureProviders`. */
export interface FeatureStoryParameters {
  /** Start signed in as the demo administrator (true) or as a seeded user (their email). */
  signedIn?: boolean | string;
  /** Where the memory router starts; defaults to `path` or `/`. */
  initialEntries?: string[];
  /**
   * The route pattern the story renders at; any other address renders a probe showing the path, so
   * play functions can assert navigation. Leave unset when the story renders its own <Routes>.
   */
  path?: string;
  /** Mount the features under this prefix, as a host app would (ParleyProvider's basePath). */
  basePath?: string;
}

export interface FeatureProvidersProps extends FeatureStoryParameters {
  children: ReactNode;
}

/**
 * What a feature screen needs around it in a story or test: the `ParleyProvider` a host renders, with a fresh
 * QueryClient (no retries) and a console session against the fake at `/api` (token in memory, not
 * localStorage), inside a memory router.
 */
export function FeatureProviders({ signedIn, initialEntries, path, basePath = '', children }: FeatureProvidersProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  const [session] = useState(() =>
    createConsoleSession({
      baseUrl: '/api',
      storage: undefined,
      token: signedIn ? fake.signIn(typeof signedIn === 'string' ? signedIn : undefined) : undefined,
    }),
  );
  return (
    <MemoryRouter initialEntries={initialEntries ?? [path ?? '/']}>
      <ParleyProvider session={session} queryClient={queryClient} basePath={basePath}>
        {path ? (
          <Routes>
            <Route path={path} element={children} />
            <Route path="*" element={<RouteProbe />} />
          </Routes>
        ) : (
          children
        )}
      </ParleyProvider>
    </MemoryRouter>
  );
}

/** Stands in for screens a story navigates to: shows where the router went. */
export function RouteProbe() {
  const location = useLocation();
  return (
    <StyledProbe>
      <h1>Navigated</h1>
      <p>
        Current path: <output aria-label="Current path">{location.pathname}</output>
      </p>
    </StyledProbe>
  );
}

/** Storybook decorator: `decorators: [withFeatureProviders]`, configured by `parameters.feature`. */
export const withFeatureProviders: Decorator = (Story, context) => (
  // Keyed by story so nothing (query cache, session, router) carries over from the previous story.
  <FeatureProviders key={context.id} {...((context.parameters.feature as FeatureStoryParameters | undefined) ?? {})}>
    <Story />
  </FeatureProviders>
);

/** The latest captcha the fake issued and its answer, as a person would read it off the image. */
export function latestCaptcha(): { captchaId: string; answer: string } | undefined {
  const captchaId = [...fake.store.captchas.keys()].at(-1);
  const answer = captchaId ? fake.captchaAnswer(captchaId) : undefined;
  return captchaId && answer ? { captchaId, answer } : undefined;
}

const StyledProbe = styled.main`
  padding: ${theme.space[6]};
`;
