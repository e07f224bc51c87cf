import { useMemo } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { isMobileLayout } from './layout-state';
import { inPageTarget } from './smooth-anchors';
import { useDrawer } from './use-drawer';

/**
 * B mobile header `.header_mobile`: `.menu_button` slides the `.side_wrap` menu in over the `.mask`
 * (`side_wrap.open`, `mask.show`, `html.menu_mobile_open`); the mask, the close button and in-page
 * links close it, and so does leaving the mobile layout.
 */
function SideMenu({ element: header, panel }: ServerMarkupProps & { panel: HTMLElement }) {
  const doc = header.ownerDocument;
  const parts = useMemo(() => {
    const mask = header.querySelector<HTMLElement>('.mask');
    return {
      mask,
      toggles: Array.from(header.querySelectorAll<HTMLElement>('.menu_button')),
      closers: [panel.querySelector<HTMLElement>(':scope > .close'), mask].filter((element): element is HTMLElement => !!element),
    };
  }, [header, panel]);
  const menu = useDrawer({
    panel,
    toggles: parts.toggles,
    closers: parts.closers,
    label: 'Menu',
    show: () => {
      panel.classList.add('open');
      parts.mask?.classList.add('show');
      doc.documentElement.classList.add('menu_mobile_open');
    },
    hide: () => {
      panel.classList.remove('open');
      parts.mask?.classList.remove('show');
      doc.documentElement.classList.remove('menu_mobile_open');
    },
  });
  useServerEvent(panel, 'click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href*="#"]');
    if (link && inPageTarget(link)) menu.close();
  });
  useServerEvent(doc.defaultView, 'resize', () => {
    if (!isMobileLayout(doc)) menu.close();
  });
  return null;
}

function MobileHeader(props: ServerMarkupProps) {
  const panel = useMemo(() => props.element.querySelector<HTMLElement>('.side_wrap'), [props.element]);
  return panel ? <SideMenu {...props} panel={panel} /> : null;
}

export default defineComponent(MobileHeader);
