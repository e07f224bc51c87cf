import { defineEnhancerModule } from '../../src/enhancer';
import { onceScrolledTo } from '../../src/scrolled-into-view';

/**
 * Skills `.sc_skills[data-type=bar|counter|pie|arc]`: once scrolled into view (and only once) the
 * block gets `inited` and animates. The animation code loads only then.
 */
export default defineEnhancerModule({
  mount(root, { signal, report }) {
    onceScrolledTo(
      root,
      () => {
        root.classList.add('inited');
        import('./skills-run').then(({ runSkills }) => signal.aborted || runSkills(root as HTMLElement, signal), report);
      },
      signal,
    );
  },
});
