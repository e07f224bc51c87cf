import { useLayoutEffect, useState } from 'react';

/**
 * A server element whose content the component renders from now on (through `createPortal`): its
 * server-printed children are taken out at mount, so the portal's output is all it holds. On unmount
 * the element keeps a plain copy of what the component showed last (the portal's own nodes go with
 * the component), so the server markup stays whole. Null until the first layout effect has run.
 */
export function useOwnedContent<Owned extends Element>(element: Owned | null | undefined): Owned | null {
  const [owned, setOwned] = useState<Owned | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    element.replaceChildren();
    setOwned(element);
    // Runs before the portal's nodes are removed (React and Preact clean a component's effects before
    // its children): copies of them stay behind.
    return () => element.append(...Array.from(element.childNodes, (node) => node.cloneNode(true)));
  }, [element]);
  return owned;
}
