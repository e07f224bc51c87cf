import { writeCookie } from '../../src/cookies';
import { defineEnhancerModule } from '../../src/enhancer';
import { findThemeStorage } from '../../src/theme-storage';
import { actAsButton } from '../../src/act-as-button';

type Mode = 'thumbs' | 'list';

/**
 * Shop view switch `.mode_buttons`: the thumbs or list link writes `{prefix}_shop_mode` (365 days,
 * `/`), sets the form's mode input and submits the form the usual way (the server renders the mode).
 */
export default defineEnhancerModule({
  settings: () => findThemeStorage(),
  mount(buttons, { settings, signal }) {
    const prefix = settings?.prefix ?? 'themerex';
    const links = Array.from(buttons.querySelectorAll<HTMLElement>('a.woocommerce_thumbs, a.woocommerce_list'));
    const modeOf = (link: Element): Mode => (link.classList.contains('woocommerce_thumbs') ? 'thumbs' : 'list');
    const inputOf = (link: Element) => {
      const form = link.closest('form');
      return form?.querySelector<HTMLInputElement>(`input[name="${prefix}_shop_mode"]`) ?? form?.querySelector<HTMLInputElement>('input') ?? null;
    };
    const undo = links.map((link) => actAsButton(link, link.getAttribute('title') ?? modeOf(link)));
    for (const link of links) link.setAttribute('aria-pressed', String(inputOf(link)?.value === modeOf(link)));
    buttons.addEventListener(
      'click',
      (event) => {
        const link = links.find((candidate) => candidate.contains(event.target as Node));
        if (!link) return;
        event.preventDefault();
        const mode = modeOf(link);
        writeCookie(`${prefix}_shop_mode`, mode);
        const input = inputOf(link);
        if (input) input.value = mode;
        for (const each of links) each.setAttribute('aria-pressed', String(modeOf(each) === mode));
        const form = link.closest('form');
        if (!form) return;
        if (typeof form.requestSubmit === 'function') form.requestSubmit();
        else HTMLFormElement.prototype.submit.call(form);
      },
      { signal },
    );
    return () => {
      undo.forEach((restore) => restore());
      for (const link of links) link.removeAttribute('aria-pressed');
    };
  },
});
