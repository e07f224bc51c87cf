import { families } from '../enhancers/index';
import { whenDomReady } from './dom-ready';
import { reportError } from './report-error';
import { readSelection } from './select-enhancers';
import { defineThemeGlobals } from './theme-globals';

const present = (family: (typeof families)[number]): boolean => {
  try {
    return family.when();
  } catch (error) {
    reportError(family.family, error);
    return false;
  }
};

// The lifecycle (observer, load strategies, held interactions) is a chunk of its own: a page without any
// family's global loads nothing but this file. The mark `enhance:settled` says when every enhancer the page
// starts with has mounted (`npm run bench` and the tests wait for it).
whenDomReady(document, () => {
  const skipped = readSelection().skip ?? [];
  // Here, not in the theme's chunks: the scripts left on the page call them from jQuery's ready.
  if (!skipped.includes('theme')) defineThemeGlobals();
  const found = families.filter((family) => !skipped.includes(family.family) && present(family));
  if (found.length === 0) {
    performance.mark('enhance:settled');
    return;
  }
  const starting = import('./start');
  // Beside the lifecycle's code, not after it (one round trip less): the helper every later import goes
  // through, and the families' lists (start reports their failures).
  void import('./module-graph').catch(() => undefined);
  found.forEach((family) => void family.load().catch(() => undefined));
  void starting
    .then(({ startEnhancing }) => startEnhancing(found))
    .then((lifecycle) => lifecycle.settled())
    .then(() => performance.mark('enhance:settled'))
    .catch((error: unknown) => reportError('wp-enhance', error));
});
