/** `wp-enhance --help`: the commands with one line each, then their options. */
export const usage = (families: readonly string[]): string => `wp-enhance: save a page of your WordPress site, and check what switching the enhancers on changes

Usage:
  wp-enhance save <url> [dir]      save a page as the server printed it, with its styles, scripts and images, to open offline
  wp-enhance check <url | dir>     open a page with the original scripts and with the enhancers, and report the differences
  wp-enhance --help                this text

save:
  --record                         also open the live page and write what it exchanges with the site to answers.json, for offline checks
  --script <file.mjs>              with --record: a module whose default export drives the page, async (page) => …; else you do, in a window
  --keep-secrets                   keep nonces in the saved files (they are masked otherwise); cookies are never sent or saved
  --timeout <seconds>              give up on a request after this long (default 30)

check:
  --families <a,b,…>               only these families (default: all of ${families.join(', ')})
  --out <dir>                      where report.json, report.html and the screenshots go (default: the current folder)
  --chromium <path>                the Chromium to drive (default: $CHROMIUM_PATH, else /usr/bin/chromium)
  --timeout <seconds>              give up on a page after this long (default 30)
  --allow-post                     let the interactions send what changes data (a booking, a message); held back otherwise, and likes and views always
  --bundle <dir>                   the enhanced side from another build: its dist/ folder or an unpacked plugin folder (default: this package's)
  --no-interactions                compare the start-up only, without driving the enhancers' interactions
  --widths <w,w,…>                 the viewport widths the page is compared at, at rest and by acting on its controls (default: 1280,600)
  --all                            act on every kind of link, button and control of the page (default: at most 25 within 90 s a width)

check exits 0 when both sides match, 1 when they differ, 2 when it could not run.
`;
