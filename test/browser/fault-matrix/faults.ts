// The columns of the fault matrix: what each fault does to the action's answer.
import type { FaultOptions } from '../../../fixtures/server/faults';

export type FaultId = 'offline' | 'timeout' | 'html500' | 'zero' | 'minus-one' | 'invalid-json' | 'wrong-shape' | 'double-click';

export interface FaultColumn {
  id: FaultId;
  title: string;
  /** The fault switch setting; none of them use `times`, because Chromium retries a POST whose connection dropped. */
  fault: FaultOptions;
}

/** The client's timeout on matrix pages (`window.wpEnhance.timeoutMs`), and how late a "timeout" answer comes. */
export const CLIENT_TIMEOUT_MS = 1500;
/** A slow answer: long enough for a second click to land while the first request runs, short of the timeout. */
export const SLOW_ANSWER_MS = 700;

export const FAULT_COLUMNS: readonly FaultColumn[] = [
  { id: 'offline', title: 'offline', fault: { kind: 'network' } },
  { id: 'timeout', title: 'timeout', fault: { kind: 'delay', delayMs: CLIENT_TIMEOUT_MS + 1500 } },
  { id: 'html500', title: 'HTML 500', fault: { kind: 'html500' } },
  { id: 'zero', title: 'WP `0`', fault: { kind: 'zero' } },
  { id: 'minus-one', title: 'WP `-1`', fault: { kind: 'minus-one' } },
  { id: 'invalid-json', title: 'invalid JSON', fault: { kind: 'invalid-json' } },
  { id: 'wrong-shape', title: 'wrong shape', fault: { kind: 'wrong-shape' } },
  { id: 'double-click', title: 'slow + double click', fault: { kind: 'delay', delayMs: SLOW_ANSWER_MS } },
];
