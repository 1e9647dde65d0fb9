import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Spinner } from '@parley/ui';

type Loader = () => Promise<ComponentType<object>>;

/** One lazy component per loader: an element built again from the same loader keeps its component (no remount). */
const lazyComponents = new WeakMap<Loader, ComponentType<object>>();

function lazyComponentOf<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let component = lazyComponents.get(load as unknown as Loader);
  if (!component) {
    component = lazy(async () => ({ default: (await load()) as unknown as ComponentType<object> }));
    lazyComponents.set(load as unknown as Loader, component);
  }
  return component as unknown as ComponentType<P>;
}

/**
 * A page whose code loads when it is first shown: each area's screens become their own chunks, so the sign-in
 * page does not download the bot builder, the rich-text editor or the charts. While the chunk loads the page
 * shows a spinner. `load` resolves to the page's component (`() => import('./X.tsx').then((m) => m.X)`); keep it
 * in a constant when the element is built more than once, so the page is not mounted anew each time.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, props?: P): ReactElement {
  const Page = lazyComponentOf(load);
  return (
    <Suspense fallback={<Spinner label="Loading page" />}>
      <Page {...(props as P)} />
    </Suspense>
  );
}
