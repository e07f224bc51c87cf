import { useLayoutEffect, useState } from 'react';

/**
 * An element the component adds to the server markup at an exact place (after a button, before a
 * form's first field), which a portal then fills: the component owns it and removes it on unmount.
 * `create` makes and inserts it (returning null when there is nowhere to put it); it runs again when
 * `deps` change. Null until the first layout effect has run.
 */
export function usePlacedElement<Placed extends HTMLElement>(create: () => Placed | null, deps: readonly unknown[]): Placed | null {
  const [placed, setPlaced] = useState<Placed | null>(null);
  useLayoutEffect(() => {
    const element = create();
    setPlaced(element);
    return () => element?.remove();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what `create` depends on
  }, deps);
  return placed;
}
