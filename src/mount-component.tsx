import type { ComponentType } from 'react';
import type { EnhancerModule, MountContext } from './enhancer';
import { renderInto } from './render';

/** What a component mounted on server markup receives: the element, plus the mount context. */
export interface ServerMarkupProps<Settings = undefined, Element extends HTMLElement = HTMLElement> {
  /** The server element the enhancer's selector matched. */
  element: Element;
  settings: Settings;
  /** Aborted when the element leaves the page. */
  signal: AbortSignal;
  /** Reports an error from async work under the enhancer's name. */
  report(error: unknown): void;
}

/**
 * The one way to attach a component to a server element. The component gets the element and drives it
 * through refs and effects (server content stays in place, with the visitor's input); what it creates
 * goes in through portals, or it renders the markup it owns into `element` itself when `ownsContent`.
 * The root sits in a detached container, so it adds nothing to the page by itself. A render error is
 * reported under the enhancer's name and removes only this component; removal of the element unmounts it.
 */
export function defineComponent<Settings = undefined, Element extends HTMLElement = HTMLElement>(
  Component: ComponentType<ServerMarkupProps<Settings, Element>>,
  options: { settings?: () => Settings } = {},
): EnhancerModule<Settings> {
  return {
    ...(options.settings && { settings: options.settings }),
    mount(element: globalThis.Element, context: MountContext<Settings>) {
      const container = element.ownerDocument.createElement('div');
      return renderInto(
        container,
        <Component element={element as Element} settings={context.settings} signal={context.signal} report={context.report} />,
        context.report,
      );
    },
  };
}
