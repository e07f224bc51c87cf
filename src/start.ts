import type { EnhancerDefinition } from './enhancer';
import { startLifecycle, type Lifecycle } from './lifecycle';
import { readSelection, selectEnhancers } from './select-enhancers';

/** Calls back once the DOM is parsed: at once if it already is. */
export function whenDomReady(doc: Document, callback: () => void): void {
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', () => callback(), { once: true });
  } else {
    callback();
  }
}

/** Starts the enhancers the site selected, once the DOM is ready. */
export function startEnhancing(definitions: readonly EnhancerDefinition[], doc: Document = document): Promise<Lifecycle> {
  return new Promise((resolve) => {
    whenDomReady(doc, () => resolve(startLifecycle(selectEnhancers(definitions, readSelection(doc)), doc)));
  });
}
