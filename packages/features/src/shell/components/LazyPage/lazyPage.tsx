import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Spinner } from '@parley/ui';

/**
 * A page whose code loads when it is first shown: each area's screens become their own chunks, so the sign-in
 * page does not download the bot builder, the rich-text editor or the charts. While the chunk loads the page
 * shows a spinner. `load` resolves to the page's component (`() => import('./X.tsx').then((m) => m.X)`); call it
 * once per route, where the route is defined, so the loaded chunk is kept.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, props?: P): ReactElement {
  const Page = lazy(async () => ({ default: await load() })) as ComponentType<P>;
  return (
    <Suspense fallback={<Spinner label="Loading page" />}>
      <Page {...(props as P)} />
    </Suspense>
  );
}
