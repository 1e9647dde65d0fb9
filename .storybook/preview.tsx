import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { fake } from '@parley/api-client/fake';
import { ParleyThemeProvider, ToastProvider } from '@parley/ui';

/**
 * Starts MSW once. A request the fake does not answer is an error (a missing handler is a bug):
 * a fallback for `/api/*` is registered as the worker's initial handler, so it sits behind every
 * story's handlers (the loader adds those with `worker.use`, which take precedence, and
 * `resetHandlers()` keeps it), logs the request and fails it with a network error. Other
 * cross-origin requests hit `onUnhandledRequest` and are reported as errors too.
 */
async function setupWorker() {
  const { http, HttpResponse, isCommonAssetRequest } = await import('msw');
  const { setupWorker: createBrowserWorker } = await import('msw/browser');
  const unhandledApi = http.all('/api/*', ({ request }) => {
    console.error(`[msw] Unhandled API request: ${request.method} ${request.url}`);
    return HttpResponse.error();
  });
  const worker = createBrowserWorker(unhandledApi);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      // Modules, assets and Storybook/Vite internals are same-origin and pass through.
      if (url.origin === location.origin || isCommonAssetRequest(request)) return;
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
      <ParleyThemeProvider globalStyles>
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
