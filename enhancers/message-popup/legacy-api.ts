import { defineEnhancerModule } from '../../src/enhancer';
import type { PopupOptions, PopupType } from '../../src/message-popup-store';
import { showPopupLater } from '../../src/show-popup-later';
import { readThemeSettings } from '../../src/settings-theme';

type LegacyCallback = (button: number, popup?: unknown) => void;
type PopupElementWrapper = (popup: HTMLElement) => unknown;

declare global {
  interface Window {
    jQuery?: (element: Element) => unknown;
  }
}

// Legacy theme code expects a jQuery object where the original passed one.
const wrapElement: PopupElementWrapper = (popup) => (window.jQuery ? window.jQuery(popup) : popup);

const show = (options: PopupOptions): void => void showPopupLater(options);

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

const simple = (type: PopupType) => (message?: unknown, header?: unknown, icon?: unknown, delay?: unknown) =>
  show({
    type,
    message: { legacyHtml: text(message) },
    header: text(header),
    ...(icon ? { icon: String(icon) } : {}),
    ...(delay !== undefined && delay !== null && delay !== '' && Number.isFinite(Number(delay)) ? { delay: Number(delay) } : {}),
  });

const withCallback = (callback: unknown): Pick<PopupOptions, 'callback'> =>
  typeof callback === 'function'
    ? { callback: (button, popup) => (callback as LegacyCallback)(button, popup && wrapElement(popup)) }
    : {};

const systemMessageTypes: Record<string, PopupType> = { success: 'success', info: 'info' };

/**
 * Defines the theme's `{prefix}_message_*` window functions on top of the message popup, so legacy
 * theme code keeps working, and shows the page's `system_message` at load.
 */
export default defineEnhancerModule({
  settings: () => readThemeSettings(),
  mount(_body, { settings }) {
    const { prefix } = settings;
    const functions: Record<string, (...args: never[]) => void> = {
      [`${prefix}_message_warning`]: simple('warning'),
      [`${prefix}_message_success`]: simple('success'),
      [`${prefix}_message_info`]: simple('info'),
      [`${prefix}_message_regular`]: simple('regular'),
      [`${prefix}_message_confirm`]: (message?: unknown, header?: unknown, callback?: unknown) =>
        show({ type: 'confirm', message: { legacyHtml: text(message) }, header: text(header), ...withCallback(callback) }),
      [`${prefix}_message_dialog`]: (content?: unknown, header?: unknown, init?: unknown, callback?: unknown) =>
        show({
          type: 'dialog',
          message: { legacyHtml: text(content) },
          header: text(header),
          ...(typeof init === 'function' ? { init: (popup: HTMLElement) => (init as (popup: unknown) => void)(wrapElement(popup)) } : {}),
          ...withCallback(callback),
        }),
    };
    const globals = window as unknown as Record<string, unknown>;
    const previous = Object.fromEntries(Object.keys(functions).map((name) => [name, globals[name]]));
    Object.assign(globals, functions);

    const { message, status, header } = settings.systemMessage;
    if (message) show({ type: systemMessageTypes[status] ?? 'warning', message, header });

    return () => {
      for (const [name, original] of Object.entries(previous)) {
        if (original === undefined) delete globals[name];
        else globals[name] = original;
      }
    };
  },
});
