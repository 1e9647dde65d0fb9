import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { fake } from '@parley/api-client/fake';
import { ParleyThemeProvider, ToastProvider } from '@parley/ui';

/** Starts MSW once; a request the fake does not answer is an error (a missing handler is a bug). */
async function setupWorker() {
  const { isCommonAssetRequest } = await import('msw');
  const { setupWorker: createBrowserWorker } = await import('msw/browser');
  const worker = createBrowserWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      const isApi = url.origin === location.origin && url.pathname.startsWith('/api');
      // Modules, assets and Storybook/Vite internals pass through; API calls must be mocked.
      if (!isApi && (url.origin === location.origin || isCommonAssetRequest(request))) return;
      print.error();
    },
  });
  return worker;
}

const preview: Preview = {
  loaders: [mswLoader(setupWorker)],
  beforeEach() {
    // Every story starts from the seeded fake store.
    fake.reset();
  },
  decorators: [
    (Story) => (
      <ParleyThemeProvider>
        <ToastProvider>
          <Story />
        </ToastProvider>
      </ParleyThemeProvider>
    ),
  ],
  parameters: {
    msw: { handlers: fake.handlers },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
