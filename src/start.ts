import type { EnhancerDefinition, EnhancerFamily } from './enhancer';
import { startLifecycle, type Lifecycle } from './lifecycle';
import { whenDomReady } from './dom-ready';
import { readSelection, selectEnhancers, type EnhancerSelection } from './select-enhancers';
import { whenLoadedAndIdle } from './when-idle';

export { whenDomReady };

/** A stand-in enhancer on the root element whose loading adds the family's enhancers to the lifecycle. */
function familyLoader(family: EnhancerFamily, selection: EnhancerSelection, lifecycle: Lifecycle): EnhancerDefinition {
  return {
    name: family.family,
    family: family.family,
    selector: ':root',
    when: family.when,
    load: async () => {
      const { default: definitions } = await family.load();
      lifecycle.add(selectEnhancers(definitions, selection));
      return { default: { mount: () => undefined } };
    },
  };
}

/** Starts the families present on the page and, within them, the enhancers the site selected. */
export function startEnhancing(families: readonly EnhancerFamily[], doc: Document = document): Promise<Lifecycle> {
  return new Promise((resolve) => {
    whenDomReady(doc, () => {
      const selection = readSelection(doc);
      const lifecycle = startLifecycle([], doc);
      const wanted = families.filter((family) => !selection.skip?.includes(family.family));
      lifecycle.add(wanted.map((family) => familyLoader(family, selection, lifecycle)));
      // Once the page is loaded and idle, the code of everything the page can use is fetched (not run).
      const win = doc.defaultView;
      if (win && win.wpEnhance?.prefetch !== false) whenLoadedAndIdle(win, () => lifecycle.fetchAhead());
      resolve(lifecycle);
    });
  });
}
