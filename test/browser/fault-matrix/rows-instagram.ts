// Fault-matrix rows of the Smash Balloon Instagram feed (instagram.html: feed *1 in the content, *2 in the sidebar).
import type { MatrixRow } from './row';

const feed = '.sbi[data-feedid="*1"]';

export const INSTAGRAM_ROWS: MatrixRow[] = [
  {
    action: 'sbi_load_more_clicked',
    what: 'instagram feed: Load More',
    page: '/instagram.html',
    control: (page) => page.locator(`${feed} .sbi_load_btn`),
    message: `${feed} .sb_instagram_error`,
    idle: (page) => page.waitForFunction((selector) => document.querySelector(`${selector} .sbi_loader`)?.classList.contains('sbi_hidden'), feed),
    succeeded: (page) => page.waitForFunction((selector) => document.querySelectorAll(`${selector} .sbi_item`).length === 16, feed),
  },
  {
    action: 'sbi_do_locator',
    what: 'instagram feed: locator report after the reveal',
    page: '/instagram.html',
    faultBeforeOpen: true,
    silent: 'sent after the reveal without any visitor action (the original ignores its answer); logged only',
    control: (page) => page.locator(`${feed} .sbi_load_btn`),
    message: `${feed} .sb_instagram_error`,
    succeeded: (page) => page.waitForFunction((selector) => document.querySelectorAll(`${selector} .sbi_item`).length === 16, feed),
  },
];
