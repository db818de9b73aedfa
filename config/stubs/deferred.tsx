// A component whose code loads the first time it is drawn, for the stubs below that keep a part of a
// library out of the pages that never draw it (see config/plugins/bundleSurgery.ts). Until the code arrives it draws nothing.
import React, { Suspense } from 'react';

export function deferred<P extends object>(load: () => Promise<{ default: React.ComponentType<P> }>): React.FC<P> {
  // React.lazy's props type cannot follow a generic P; the component it loads takes exactly P.
  const Loaded = React.lazy(load) as unknown as React.FC<P>;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per deferred module at module level, never in a render
  const Deferred: React.FC<P> = (props) => (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
  return Deferred;
}
