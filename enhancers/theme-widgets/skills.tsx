import { useLayoutEffect, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { onceScrolledTo } from '../../src/scrolled-into-view';

type SkillsRun = ComponentType<{ root: HTMLElement }>;

/**
 * Skills `.sc_skills[data-type=bar|counter|pie|arc]`: once scrolled into view (and only once) the
 * block gets `inited` and animates. The animating component (skills-run) loads only then.
 */
function Skills({ element, report }: ServerMarkupProps) {
  const [Run, setRun] = useState<SkillsRun | null>(null);
  useLayoutEffect(() => {
    const controller = new AbortController();
    onceScrolledTo(
      element,
      () => {
        element.classList.add('inited');
        import('./skills-run').then(({ SkillsRun }) => controller.signal.aborted || flushSync(() => setRun(() => SkillsRun)), report);
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [element, report]);
  return Run && <Run root={element} />;
}

export default defineComponent(Skills);
