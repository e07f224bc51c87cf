import globalJsdom from 'global-jsdom';

// One jsdom for the whole unit run (uvu runs every file in one process); suites reset it between tests.
globalJsdom('<!doctype html><html><head></head><body></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// Node has its own Event and CustomEvent, which global-jsdom leaves in place; jsdom's nodes only accept jsdom's.
Object.assign(globalThis, { Event: window.Event, CustomEvent: window.CustomEvent });
// Likewise AbortController: jsdom's addEventListener takes only jsdom's AbortSignal, and in a browser
// there is one kind, so `addEventListener(type, listener, { signal })` works for every enhancer.
Object.assign(globalThis, { AbortController: window.AbortController, AbortSignal: window.AbortSignal });

const globalsSet = new Set<string>();

/** Defines a page global (like wp_localize_script would) that the next resetDom removes. */
export function setPageGlobal(name: string, value: unknown): void {
  (window as unknown as Record<string, unknown>)[name] = value;
  globalsSet.add(name);
}

/** Empties the document, cookies and page globals, then writes the given body markup. */
export function resetDom(bodyHtml = ''): void {
  for (const name of globalsSet) delete (window as unknown as Record<string, unknown>)[name];
  globalsSet.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    const name = cookie.split('=')[0]!;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = bodyHtml;
  document.body.removeAttribute('class');
}

/** Lets MutationObserver callbacks, promise chains and dynamic imports run. */
export async function flush(rounds = 5): Promise<void> {
  for (let round = 0; round < rounds; round++) await new Promise((resolve) => setTimeout(resolve, 0));
}
