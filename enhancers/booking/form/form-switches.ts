import { focusableWithin } from '../../../src/focusable';
import { resizeModal } from '../modal/modal-shell';

const show = (element: Element | null | undefined, shown: boolean) => {
  if (element instanceof HTMLElement) element.style.display = shown ? 'block' : 'none';
};

/** Customer choice (new / current): hides the condition's blocks and shows `#condition-<value>`. */
export function switchCondition(root: ParentNode, input: HTMLInputElement): void {
  const condition = input.getAttribute('data-condition') ?? '';
  for (const block of Array.from(root.querySelectorAll('.condition-block'))) {
    if (condition && block.classList.contains(condition)) show(block, block.id === `condition-${input.value}`);
  }
  resizeModal();
}

/** Login form ⇄ forgot-password form; focus goes to the first field of the one shown. */
export function showForgotPassword(root: ParentNode, forgot: boolean): void {
  const login = root.querySelector('#ajaxlogin');
  const reset = root.querySelector('#ajaxforgot');
  show(login, !forgot);
  show(reset, forgot);
  const shown = forgot ? reset : login;
  if (shown) focusableWithin(shown)[0]?.focus();
  resizeModal();
}

/** Multi-calendar bookings: the clicked tab and its content get `active`, their siblings lose it. */
export function switchFormTab(root: ParentNode, tab: Element): void {
  const name = tab.getAttribute('data-tab-cnt') ?? '';
  for (const sibling of Array.from(tab.parentElement?.children ?? [])) {
    sibling.classList.toggle('active', sibling === tab);
    sibling.setAttribute('aria-selected', String(sibling === tab));
  }
  for (const content of Array.from(root.querySelectorAll('.booked-tabs-cnt'))) {
    for (const panel of Array.from(content.children)) {
      if (name && panel.classList.contains(name)) {
        for (const sibling of Array.from(content.children)) sibling.classList.toggle('active', sibling === panel);
      }
    }
  }
  resizeModal();
}
