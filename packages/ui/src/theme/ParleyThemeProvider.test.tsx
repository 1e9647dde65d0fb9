// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../components/Button/Button.tsx';
import { ParleyThemeProvider } from './ParleyThemeProvider.tsx';

/** The style rules a tree produces, without white space (collected the way a server render collects them). */
function rulesOf(tree: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(tree));
    return sheet.getStyleTags().replace(/\s+/g, '');
  } finally {
    sheet.seal();
  }
}

describe('ParleyThemeProvider', () => {
  afterEach(cleanup);

  it('is not needed to render a component (no crash on a missing theme)', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('leaves the host page alone unless asked: tokens, font and border-box only inside its scope', () => {
    const rules = rulesOf(
      <ParleyThemeProvider>
        <Button>Save</Button>
      </ParleyThemeProvider>,
    );
    expect(rules).toMatch(/\[data-parley-scope\]\{[^}]*--parley-color-primary/);
    expect(rules).toMatch(/\[data-parley-scope\]\*,/);
    expect(rules).not.toMatch(/(^|[}>])body\{/);
    expect(rules).not.toMatch(/(^|[}>])\*,\*::before/);
    expect(rules).not.toMatch(/:root\{/);
  });

  it('styles the page when globalStyles is on', () => {
    const rules = rulesOf(<ParleyThemeProvider globalStyles>page</ParleyThemeProvider>);
    expect(rules).toMatch(/body\{[^}]*margin:0/);
    expect(rules).toMatch(/:root\{[^}]*--parley-color-primary/);
  });

  it('puts the white label on its own scope only', () => {
    const rules = rulesOf(<ParleyThemeProvider whiteLabel={{ colors: { primary: '#0b7a55' } }}>x</ParleyThemeProvider>);
    expect(rules).toMatch(/\[data-parley-scope\]\[data-parley-scope="[^"]+"\]\{--parley-color-primary:#0b7a55;/);
  });

  it('renders its children in its scope', () => {
    render(
      <ParleyThemeProvider>
        <Button>Save</Button>
      </ParleyThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save' }).closest('[data-parley-scope]')).not.toBeNull();
  });

  it('keeps a portal container in its scope at the end of the body, removed on unmount', () => {
    const { unmount } = render(<ParleyThemeProvider>x</ParleyThemeProvider>);
    const host = document.body.querySelector('[data-parley-portals]');
    expect(host?.getAttribute('data-parley-scope')).toBe(
      document.querySelector('div[data-parley-scope]:not([data-parley-portals])')?.getAttribute('data-parley-scope'),
    );
    unmount();
    expect(document.body.querySelector('[data-parley-portals]')).toBeNull();
  });
});
