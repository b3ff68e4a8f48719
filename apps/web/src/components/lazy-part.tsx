import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { isLoadError } from '@/lib/platform/chunk-reload';

/** Shows nothing when a part's code could not load; any other error goes on to the screen's. */
class LoadFailureBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (isLoadError(error)) return null;
    throw error;
  }
}

export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts loading the part's code ahead of need (a pointer over, or focus on, what opens it). */
  preload: () => Promise<void>;
};

/**
 * A part of a screen whose code loads the first time it is rendered (React.lazy), in a Suspense
 * boundary of its own: nothing shows meanwhile, and on a prerendered screen React keeps the part's
 * HTML until its code is here and hydrates it then. Once loaded (say by `preload`, as a pointer
 * comes near what opens a dialog), it renders at once, without waiting a turn. If the code cannot
 * load (offline before it was stored), the part shows nothing, and the next time it is rendered
 * anew it tries again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const module = (): Promise<{ default: ComponentType<P> }> => {
    const component = loaded;
    // Code already here: a thenable that answers at once, so React.lazy does not suspend (it reads
    // what `then` gives it before it would wait). A promise's `then` always waits a turn.
    if (component) {
      const settled = {
        then: (resolve: (value: { default: ComponentType<P> }) => void) =>
          resolve({ default: component }),
      };
      return settled as unknown as Promise<{ default: ComponentType<P> }>;
    }
    return loadOnce().then(
      (value) => ({ default: value }),
      (error: unknown) => {
        // The part rendered next tries again (React.lazy keeps a failure for good).
        Loaded = lazy(module);
        throw error;
      },
    );
  };
  let Loaded = lazy(module);
  function Part(props: P) {
    return (
      <LoadFailureBoundary>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </LoadFailureBoundary>
    );
  }
  return Object.assign(Part, { preload: () => loadOnce().then(() => undefined) });
}
