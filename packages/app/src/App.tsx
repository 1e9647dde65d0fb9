import { useEffect, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { useSettings } from '@parley/api-client/hooks';
import { createConsoleSession } from '@parley/features/auth';
import { ParleyProvider } from '@parley/features/provider';
import { publicRoutes, shellRoute } from '@parley/features/shell';
import { CONSOLE_MODULES } from './consoleModules.ts';

const session = createConsoleSession({ baseUrl: import.meta.env.VITE_API_BASE ?? '/api' });

/** The Parley console: the feature modules mounted under one router, themed by the operator's white label. */
export function App() {
  return (
    <BrowserRouter>
      <ParleyProvider session={session} globalStyles>
        <DocumentBranding />
        <ConsoleRoutes />
      </ParleyProvider>
    </BrowserRouter>
  );
}

/** The tab's title and icon follow the white label (platform-shell §5). */
function DocumentBranding() {
  const { data: settings } = useSettings();
  const whiteLabel = settings?.whiteLabel;
  const [defaultTitle] = useState(() => document.title);
  useEffect(() => {
    document.title = whiteLabel?.title || defaultTitle;
  }, [whiteLabel?.title, defaultTitle]);
  useEffect(() => {
    if (!whiteLabel?.faviconUrl) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = whiteLabel.faviconUrl;
  }, [whiteLabel?.faviconUrl]);
  return null;
}

// Built once: the route objects (and the lazy pages in them) stay the same across renders. `/` is the shell's start
// page (the user's first available page, or sign-in), and any other address its not-found page.
const consoleRoutes = [...publicRoutes(CONSOLE_MODULES), shellRoute(CONSOLE_MODULES)];

function ConsoleRoutes() {
  return useRoutes(consoleRoutes);
}
