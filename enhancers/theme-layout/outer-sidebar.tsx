import { useLayoutEffect, useMemo, useRef } from 'react';
import { ensureId } from '../../src/act-as-button';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useActAsButton } from '../../src/use-act-as-button';
import { useServerEvent } from '../../src/use-server-event';
import { useSlidePanel } from '../../src/use-slide-panel';
import { isDisplayed } from '../theme-widgets/dom/fade';

/** jQuery's default slide duration. */
export const OUTER_WIDGETS_SLIDE_MS = 400;

/**
 * Outer sidebar (B): `.sidebar_outer_widgets_button` shows or hides the `.sidebar_outer_widgets`
 * of its sidebar, sliding, and is marked `opened` while they show.
 */
function OuterSidebar({ element: button, widgets }: ServerMarkupProps & { widgets: HTMLElement }) {
  const panel = useSlidePanel(widgets, () => isDisplayed(widgets), OUTER_WIDGETS_SLIDE_MS);
  // At mount `opened` stays as the server printed it; from the first change on it follows the state.
  const mounted = useRef(false);

  useActAsButton(button, 'Widgets');
  useLayoutEffect(() => {
    button.setAttribute('aria-controls', ensureId(widgets, 'sidebar-outer-widgets'));
    return () => {
      button.removeAttribute('aria-controls');
      button.removeAttribute('aria-expanded');
    };
  }, [button, widgets]);
  useLayoutEffect(() => {
    button.setAttribute('aria-expanded', String(panel.open));
    if (mounted.current) button.classList.toggle('opened', panel.open);
    mounted.current = true;
  }, [button, panel.open]);

  useServerEvent(button, 'click', (event) => {
    event.preventDefault();
    panel.toggle();
  });
  return null;
}

function OuterSidebarButton(props: ServerMarkupProps) {
  const widgets = useMemo(
    () => (props.element.closest('.sidebar_outer') ?? props.element.ownerDocument).querySelector<HTMLElement>('.sidebar_outer_widgets'),
    [props.element],
  );
  return widgets ? <OuterSidebar {...props} widgets={widgets} /> : null;
}

export default defineComponent(OuterSidebarButton);
