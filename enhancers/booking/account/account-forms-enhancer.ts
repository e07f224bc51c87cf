import { defineEnhancerModule } from '../../../src/enhancer';

const requiredFields = ['log', 'pwd', 'user_login'];

/** Fades the message out and in again (200 ms each) so a repeated mistake is noticed, then leaves it shown. */
function blink(error: HTMLElement): void {
  error.style.display = 'block';
  error.animate?.([{ opacity: 1 }, { opacity: 0 }, { opacity: 1 }], { duration: 400 });
}

/**
 * Booked's login page (`[booked-login]`): the WordPress login and lost-password forms inside
 * `.booked-form-wrap` are checked before they go (log + pwd, or user_login): all filled hides the page's
 * `.booked-custom-error`; otherwise the form stays, the error blinks and the first empty field gets the focus.
 * The avatar upload field shows the chosen file's name.
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const wrap = element as HTMLElement;
    if (wrap.matches('.booked-upload-wrap')) {
      wrap.addEventListener('change', (event) => {
        const input = event.target as HTMLInputElement;
        if (input.type !== 'file') return;
        const label = Array.from(wrap.children).find((child) => child.tagName === 'SPAN');
        const name = input.files?.[0]?.name ?? input.value.split(/[\\/]/).pop() ?? '';
        if (label) label.textContent = name;
        wrap.classList.toggle('hasFile', name !== '');
      }, { signal });
      return;
    }
    wrap.addEventListener('submit', (event) => {
      const form = event.target as HTMLFormElement;
      const fields = requiredFields
        .map((name) => form.elements.namedItem(name))
        .filter((field): field is HTMLInputElement => field instanceof HTMLInputElement);
      if (fields.length === 0) return;
      // The message is the form's sibling (Booked looked for it inside the form and never found it).
      const error = wrap.querySelector<HTMLElement>('.booked-custom-error');
      const empty = fields.find((field) => field.value.trim() === '');
      if (!empty) {
        if (error) error.style.display = 'none';
        return;
      }
      event.preventDefault();
      empty.focus();
      if (!error) return;
      error.setAttribute('role', 'alert');
      blink(error);
    }, { signal });
  },
});
