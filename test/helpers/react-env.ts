import type { Test } from 'uvu';

const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * For a suite whose components are mounted and driven the way the page does it (events from the DOM,
 * not wrapped in `act`): React behaves as in a browser and does not warn. Component tests that use
 * `act` keep the default.
 */
export function likeTheBrowser(test: Test): void {
  test.before(() => {
    flag.IS_REACT_ACT_ENVIRONMENT = false;
  });
  test.after(() => {
    flag.IS_REACT_ACT_ENVIRONMENT = true;
  });
}
