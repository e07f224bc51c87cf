import { defineEnhancerModule } from '../../src/enhancer';
import { warmUp } from '../theme-shared/warm-up';

const change = () => import('./calendar-change');
const arrows = '.month_prev a[data-month], .month_next a[data-month]';

/** The calendar widget's month arrows; one month change at a time. */
export default defineEnhancerModule({
  mount(widget, { signal, report }) {
    let busy = false;
    warmUp(widget, change, signal);
    widget.addEventListener(
      'click',
      (event) => {
        const arrow = (event.target as Element).closest<HTMLElement>(arrows);
        if (!arrow || !widget.contains(arrow)) return;
        event.preventDefault();
        if (busy) return;
        busy = true;
        widget.setAttribute('aria-busy', 'true');
        change()
          .then(({ changeMonth }) => changeMonth(widget, arrow, signal))
          .catch(report)
          .finally(() => {
            busy = false;
            widget.removeAttribute('aria-busy');
          });
      },
      { signal },
    );
  },
});
