import * as React from 'react';

/** A module fetched on first use (a dynamic `import()`), remembered once it has arrived. */
export interface LazyModule<T> {
  /** The module, once loaded; undefined before. */
  readonly current: T | undefined;
  load(): Promise<T>;
}

export function lazyModule<T>(importModule: () => Promise<T>): LazyModule<T> {
  let current: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get current() {
      return current;
    },
    load() {
      loading ??= importModule().then(
        (module) => (current = module),
        (error: unknown) => {
          // A chunk that failed to arrive (a network blip) is fetched again on the next use.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The module once `wanted` has been true (at once when it is loaded already), and from then on: a component never
 * falls back to its placeholder. A load that fails (offline, or a new deploy replaced the chunk) calls `onError` and
 * leaves the component as it was, to try again the next time it is wanted. It never throws: the toaster and the
 * shell's dialogs sit where no error boundary stands between them and the whole page.
 */
export function useLazyModule<T>(
  module: LazyModule<T>,
  wanted: boolean,
  onError?: (error: unknown) => void,
): T | undefined {
  const [loaded, setLoaded] = React.useState<T | undefined>(() => module.current);
  const ready = module.current;
  // Loaded meanwhile (by another component): taken during this render, no flash of the placeholder.
  if (wanted && loaded === undefined && ready !== undefined) setLoaded(() => ready);
  const reportError = React.useRef(onError);
  React.useEffect(() => {
    reportError.current = onError;
  });
  React.useEffect(() => {
    if (!wanted || loaded !== undefined) return;
    let live = true;
    module.load().then(
      (value) => {
        if (live) setLoaded(() => value);
      },
      (error: unknown) => {
        if (live) reportError.current?.(error);
      },
    );
    return () => {
      live = false;
    };
  }, [module, wanted, loaded]);
  return loaded ?? (wanted ? ready : undefined);
}
