/** Booked's window functions that add-ons and kept scripts call (see `legacy-globals.ts`). */
const NAMES = ['bookedNewAppointment', 'create_booked_modal', 'resize_booked_modal', 'close_booked_modal', 'adjust_calendar_boxes', 'init_tooltips'];

const stubs = new WeakSet<object>();
let users = 0;

/** A stand-in of this module while some at-rest part still wants it (else restoring it would leave it behind). */
export const isStub = (value: unknown): boolean => typeof value === 'function' && stubs.has(value);
export const isLiveStub = (value: unknown): boolean => users > 0 && isStub(value);

/**
 * Booked's window functions from the start, while the booking components still wait for the visitor: each
 * stands in for the real one (`legacy-globals.ts`, put in place when a component mounts) and, when called,
 * loads it and calls it. `bookedNewAppointment` keeps the link from navigating at once, as the real one does.
 * Functions the page already has are left alone. Small and import-free: the at-rest parts call it. Returns
 * the undo; the last one takes the stand-ins away.
 */
export function installLegacyStubs(): () => void {
  const globals = window as unknown as Record<string, unknown>;
  if (users++ === 0) {
    for (const name of NAMES) {
      if (globals[name] !== undefined) continue;
      const stub = function (this: unknown, ...args: unknown[]) {
        let self = this;
        if (name === NAMES[0]) {
          // Said now, while the event is still being dispatched: the button it was called for, and no navigation.
          const event = args[0] as { preventDefault?: () => void; currentTarget?: unknown } | undefined;
          event?.preventDefault?.();
          if (!(self instanceof Element)) self = event?.currentTarget;
          args = [];
        }
        void import('./legacy-globals').then(({ callLegacyFunction }) => callLegacyFunction(name, self, args));
      };
      stubs.add(stub);
      globals[name] = stub;
    }
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--users > 0) return;
    for (const name of NAMES) if (isStub(globals[name])) delete globals[name];
  };
}
