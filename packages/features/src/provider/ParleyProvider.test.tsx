// @vitest-environment jsdom
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { UsersScreen } from '../accounts/screens/UsersScreen.tsx';
import { LoginScreen } from '../auth/screens/LoginScreen.tsx';
import { AgentsListScreen } from '../bots/screens/AgentsListScreen.tsx';
import { CustomerListScreen } from '../customer-master/screens/CustomerListScreen.tsx';
import { ShellLayout } from '../shell/components/ShellLayout.tsx';

const screens: [string, ComponentType][] = [
  ['LoginScreen', LoginScreen],
  ['ShellLayout', ShellLayout],
  ['AgentsListScreen', AgentsListScreen],
  ['CustomerListScreen', CustomerListScreen],
  ['UsersScreen', UsersScreen],
];

describe('a feature screen outside <ParleyProvider>', () => {
  it.each(screens)('%s fails with an error that names the provider', (_, Screen) => {
    // React reports the error it rethrows; keep the test output to the assertion.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() =>
        render(
          <MemoryRouter>
            <Screen />
          </MemoryRouter>,
        ),
      ).toThrow(/<ParleyProvider>/);
    } finally {
      quiet.mockRestore();
    }
  });
});
