import { useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';

/**
 * Listens to an event on a server element (or the window or document) for as long as the component is
 * mounted; the latest handler always runs. Bound in a layout effect, so it is in place when the mount
 * returns (a held click is replayed right then). State set in the handler commits before it returns, as the
 * original's synchronous jQuery did, so code running after the event sees the new markup.
 */
export function useServerEvent<Type extends keyof HTMLElementEventMap>(
  target: EventTarget | null | undefined,
  type: Type,
  handler: (event: HTMLElementEventMap[Type]) => void,
  options: { capture?: boolean; passive?: boolean } = {},
): void {
  const latest = useRef(handler);
  latest.current = handler;
  const { capture = false, passive = false } = options;
  useLayoutEffect(() => {
    if (!target) return;
    const listener = (event: Event) => flushSync(() => latest.current(event as HTMLElementEventMap[Type]));
    target.addEventListener(type, listener, { capture, passive });
    return () => target.removeEventListener(type, listener, { capture });
  }, [target, type, capture, passive]);
}
