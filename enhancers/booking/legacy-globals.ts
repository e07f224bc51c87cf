import { readBookedSettings, type BookedSettings } from '../../src/settings-booking';
import { reportError } from '../../src/report-error';
import { sizeAllCalendars } from './booking-registry';
import { isLiveStub, isStub } from './legacy-stub-marks';
import { closeModal, createModal, resizeModal } from './modal/modal-shell';
import { slotFromElement } from './appointment/slot-request';

type JQueryTooltips = ((target: Element) => { find(selector: string): { tooltipster?: (options: object) => unknown } }) & {
  fn?: { tooltipster?: unknown };
};

/** Tooltips on `.tooltipster` through the page's tooltipster plugin when it is there; the title attribute otherwise. */
export function initTooltips(container: Element = document.body): void {
  const jQuery = (window as unknown as { jQuery?: JQueryTooltips }).jQuery;
  if (typeof jQuery !== 'function' || !jQuery.fn?.tooltipster) return;
  jQuery(container).find('.tooltipster').tooltipster?.({ theme: 'tooltipster-light', animation: 'grow', speed: 200, delay: 50, offsetY: -15 });
}

let installs = 0;
let saved: Record<string, unknown> = {};
let pageSettings: BookedSettings | undefined;

/** Opens the booking form for a slot (the `new-appt` click path), loading its code on first use. */
export function openNewAppointment(slotElement: Element, settings: BookedSettings, opener: Element | null): void {
  import('./appointment/new-appointment').then(
    ({ startNewAppointment }) => startNewAppointment(slotFromElement(slotElement), settings, opener),
    (error: unknown) => reportError('booking', error),
  );
}

function globalsFor(): Record<string, unknown> {
  return {
    bookedNewAppointment(this: unknown, event?: { preventDefault?: () => void }) {
      event?.preventDefault?.();
      const button = this instanceof Element ? this : (event as { currentTarget?: unknown } | undefined)?.currentTarget;
      if (button instanceof Element && pageSettings) openNewAppointment(button, pageSettings, button);
    },
    create_booked_modal: () => {
      createModal();
    },
    resize_booked_modal: () => resizeModal(),
    close_booked_modal: () => closeModal(),
    adjust_calendar_boxes: () => sizeAllCalendars(),
    init_tooltips: (container?: unknown) => initTooltips(container instanceof Element ? container : document.body),
  };
}

/**
 * Keeps Booked's window functions available while any booking enhancer is on the page (add-ons and
 * kept scripts call them). Returns the uninstall; the last one restores what was there before.
 */
export function installBookingGlobals(settings: BookedSettings | undefined): () => void {
  if (settings) pageSettings ??= settings;
  const globals = window as unknown as Record<string, unknown>;
  if (installs++ === 0) {
    const functions = globalsFor();
    saved = Object.fromEntries(Object.keys(functions).map((name) => [name, globals[name]]));
    Object.assign(globals, functions);
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--installs > 0) return;
    for (const [name, value] of Object.entries(saved)) {
      // A stand-in of the at-rest parts comes back only while they are still there.
      if (value === undefined || (isStub(value) && !isLiveStub(value))) delete globals[name];
      else globals[name] = value;
    }
    pageSettings = undefined;
  };
}

/**
 * A call to one of the stand-ins of `legacy-stubs.ts` (no component had mounted yet): the real function runs,
 * with the page's settings read now (a malformed global is reported, and only the booking form cannot open).
 */
export function callLegacyFunction(name: string, self: unknown, args: unknown[]): void {
  if (!pageSettings) {
    try {
      pageSettings = readBookedSettings();
    } catch (error) {
      reportError('booking', error);
    }
  }
  (globalsFor() as Record<string, (...values: unknown[]) => unknown>)[name]?.apply(self, args);
}
