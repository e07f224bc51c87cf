import { useLayoutEffect, useMemo } from 'react';
import { ensureId } from '../../src/act-as-button';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useActAsButton } from '../../src/use-act-as-button';
import { useSlidePanel, useSlidePanelButton } from '../../src/use-slide-panel';
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

  useActAsButton(button, 'Widgets');
  useLayoutEffect(() => {
    button.setAttribute('aria-controls', ensureId(widgets, 'sidebar-outer-widgets'));
    return () => {
      button.removeAttribute('aria-controls');
      button.removeAttribute('aria-expanded');
    };
  }, [button, widgets]);
  useSlidePanelButton(button, panel);
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
