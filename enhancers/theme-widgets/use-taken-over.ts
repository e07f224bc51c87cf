import { useLayoutEffect, useState } from 'react';

/**
 * Empties a server element whose content the component renders from now on (countdown digits, a skill's
 * value, the arc canvas). Returns the undo, which puts the server's nodes back after the component's own:
 * the renderer removes those itself, before or after the undo runs (React and Preact unmount in different
 * orders), so appending is right either way.
 */
export function takeOver(container: Element): () => void {
  const saved = Array.from(container.childNodes);
  container.replaceChildren();
  return () => container.append(...saved);
}

/** `takeOver` for as long as the component is mounted: the container, once emptied (null before, or when there is none). */
export function useTakenOver<Container extends Element>(container: Container | null | undefined): Container | null {
  const [owned, setOwned] = useState<Container | null>(null);
  useLayoutEffect(() => {
    if (!container) return;
    const undo = takeOver(container);
    setOwned(container);
    return undo;
  }, [container]);
  return owned;
}
