import { defineEnhancerModule } from '../../src/enhancer';
import { closedDrawer } from './drawer-at-rest';
import { nameClose, pushyParts } from './pushy-parts';

/**
 * The pushy menu (B) as the page opens, before its code (pushy-menu.tsx) loads on first use: the closed
 * panel inert, the menu buttons keyboard buttons that say it is collapsed, the icon-only close link
 * named. A one-time change with neither UI nor state, so plain DOM at ready; the component adopts it.
 */
export default defineEnhancerModule({
  mount(element) {
    const panel = element as HTMLElement;
    const parts = pushyParts(panel);
    const undo = [nameClose(parts.close), closedDrawer({ panel, toggles: parts.toggles, closers: parts.closers, label: 'Menu' })];
    return () => undo.forEach((restore) => restore());
  },
});
