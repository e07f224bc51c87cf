import { addStubUser, isStub, markStub, removeStubUser } from './legacy-stub-marks';

/** Booked's window functions that add-ons and kept scripts call (see `legacy-globals.ts`). */
const NAMES = ['bookedNewAppointment', 'create_booked_modal', 'resize_booked_modal', 'close_booked_modal', 'adjust_calendar_boxes', 'init_tooltips'];

/**
 * Booked's window functions from the start, while the booking components still wait for the visitor: each
 * stands in for the real one (`legacy-globals.ts`, put in place when a component mounts) and, when called,
 * loads it and calls it. `bookedNewAppointment` keeps the link from navigating at once, as the real one does.
 * Functions the page already has are left alone. Small: the at-rest parts call it. Returns
 * the undo; the last one takes the stand-ins away.
 */
export function installLegacyStubs(): () => void {
  const globals = window as unknown as Record<string, unknown>;
  if (addStubUser() === 1) {
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
      markStub(stub);
      globals[name] = stub;
    }
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (removeStubUser() > 0) return;
    for (const name of NAMES) if (isStub(globals[name])) delete globals[name];
  };
}
