import type { EnhancerModule } from '../../../src/enhancer';

/**
 * Booked's tabs as the page opens (functions.js did this at load): the panel (`#profile-name`) of the tab
 * the server marked `active`, else of the first tab, shown (booked.css hides every `.booked-tab-content`),
 * the other tabs' panels hidden, the shown tab marked `active`. The count badges are filled by the
 * appointment lists' at-rest part, on the pages that have them.
 *
 * A one-time change with neither UI nor state, so plain DOM at ready. It is part of the family list's own
 * chunk (see `definition.ts`) and so is kept to a few lines that import nothing. The tabs' component
 * (`tabs-enhancer.tsx`: roles, keys, clicks) loads when the visitor uses the tabs; its first render picks
 * the same tab and shows the same panels, so nothing changes when it mounts.
 */
const tabsAtRest: EnhancerModule = {
  mount(list) {
    const tabs: [Element, HTMLElement][] = [];
    for (const link of list.querySelectorAll(':scope > li > a[href^="#"]')) {
      const panel = list.ownerDocument.getElementById(`profile-${link.getAttribute('href')!.slice(1)}`);
      if (panel) tabs.push([link.parentElement!, panel]);
    }
    const active = Math.max(0, tabs.findIndex(([item]) => item.classList.contains('active')));
    tabs.forEach(([item, panel], index) => {
      item.classList.toggle('active', index === active);
      panel.style.display = index === active ? 'block' : 'none';
    });
  },
};
export default tabsAtRest;
