import type { EnhancerDefinition, EnhancerFamily } from './enhancer';
import { holdEarly } from './early-interactions';
import { adoptEarly, releaseEarly } from './held-interactions';
import { startLifecycle, type Lifecycle } from './lifecycle';
import { whenDomReady } from './dom-ready';
import { reportError } from './report-error';
import { readSelection, selectEnhancers, type EnhancerSelection } from './select-enhancers';
import { whenLoadedAndIdle } from './when-idle';

export { whenDomReady };

/**
 * A stand-in enhancer on the root element whose loading adds the family's enhancers to the lifecycle;
 * `listed` is called once that is done or has failed.
 */
function familyLoader(family: EnhancerFamily, selection: EnhancerSelection, lifecycle: Lifecycle, listed: () => void): EnhancerDefinition {
  return {
    name: family.family,
    family: family.family,
    selector: ':root',
    load: async () => {
      try {
        const { default: definitions } = await family.load();
        lifecycle.add(selectEnhancers(definitions, selection));
      } finally {
        listed();
      }
      return { default: { mount: () => undefined } };
    },
  };
}

const present = (family: EnhancerFamily): boolean => {
  try {
    return family.when();
  } catch (error) {
    reportError(family.family, error);
    return false;
  }
};

/**
 * Starts the families present on the page and, within them, the enhancers the site selected. Until their
 * lists are in, the visitor's interactions are held at the document; each family's list, once it has claimed
 * its elements, takes those that reached them, and after the last list the rest go to the server's behaviour.
 */
export function startEnhancing(families: readonly EnhancerFamily[], doc: Document = document): Promise<Lifecycle> {
  const early = holdEarly(doc);
  return new Promise((resolve) => {
    whenDomReady(doc, () => {
      const selection = readSelection(doc);
      const lifecycle = startLifecycle([], doc);
      const wanted = families.filter((family) => !selection.skip?.includes(family.family) && present(family));
      let left = wanted.length;
      const listed = () => {
        adoptEarly(early);
        if (--left <= 0) releaseEarly(early);
      };
      if (left === 0) releaseEarly(early);
      lifecycle.add(wanted.map((family) => familyLoader(family, selection, lifecycle, listed)));
      // Once the page is loaded, its own start is over (what it shows at load has mounted) and the main thread
      // is idle, the code of everything the page can use is fetched (not run). On a slow link the load event
      // comes before the families' lists and the code shown at load are in: fetching ahead then took their
      // connections.
      const win = doc.defaultView;
      if (win && win.wpEnhance?.prefetch !== false) {
        void lifecycle.settled().catch(() => undefined).then(() => whenLoadedAndIdle(win, () => lifecycle.fetchAhead()));
      }
      resolve(lifecycle);
    });
  });
}
