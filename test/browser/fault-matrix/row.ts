// What one row of the fault matrix says about an action: where it is on the site and how visitors reach it.
import type { Locator, Page } from 'playwright-core';
import type { FaultId } from './faults';

export interface MatrixRow {
  /** The admin-ajax action, or for a REST route the fault switch's key (`cf7_feedback`). */
  action: string;
  /** A REST route's requests: which of the page's requests are this row's (default: admin-ajax with `action`). */
  route?: RegExp;
  /** What the visitor does, for the table. */
  what: string;
  /** The fixture page; `login` opens it as the demo user. */
  page: string;
  login?: boolean;
  /** The request goes at load: the fault is set before the page opens. */
  faultBeforeOpen?: boolean;
  /** Brings the page to the moment before the request: opens what must be open, types what a visitor types. */
  prepare?(page: Page): Promise<unknown>;
  /** Fields typed in `prepare` whose values must survive every failure. */
  keep?: readonly string[];
  /** Which of the action's requests are this row's (default: all); the views counter at load also sends `post_counter`. */
  sends?: RegExp;
  /** The control that sends the request; the double-click cell double-clicks it. */
  control(page: Page): Locator;
  /** Sends the request once (default: click the control once it is in view and uncovered). */
  trigger?(page: Page): Promise<unknown>;
  /** Where the visible failure message appears (any visible match counts). */
  message: string;
  /** Resolves when the action's own busy markers are gone (the cell also checks aria-busy and body.is-loading). */
  idle?(page: Page): Promise<unknown>;
  /** Before the retry that proves the control works again (e.g. dismiss the message popup). */
  beforeRetry?(page: Page): Promise<unknown>;
  /** Resolves when the action succeeded (in the double-click cell, and after the retry unless `retried` says otherwise). */
  succeeded(page: Page): Promise<unknown>;
  /**
   * Resolves when the retry was answered, where a corrupted success (invalid JSON, wrong shape) already did the
   * work on the server, so the retry may get the server's own refusal (default: `succeeded`).
   */
  retried?(page: Page): Promise<unknown>;
  /**
   * The action answers text or HTML, not JSON, so its "invalid JSON" fault is a PHP notice in front of a good
   * answer: the cell expects the notice dropped (or tolerated, as Booked's `###` rule does) and the answer used.
   */
  answersText?: boolean;
  /** Cells that do not apply, with the reason printed in the table. */
  notApplicable?: Partial<Record<FaultId, string>>;
  /** The contract makes a failure of this action invisible: the cell then checks only that nothing breaks. */
  silent?: string;
}
