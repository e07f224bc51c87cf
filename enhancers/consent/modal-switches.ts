import { consentAllows } from './consent-cookie';

const switches = (modal: Element): HTMLInputElement[] =>
  Array.from(modal.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));

const isNumeric = (value: string): boolean => /^\d+$/.test(value.trim());

/** Checks each consent switch the cookie allows, unchecks the rest. */
export function fillSwitches(modal: Element, cookieValue: string | undefined): void {
  for (const input of switches(modal)) input.checked = isNumeric(input.value) && consentAllows(cookieValue, parseInt(input.value, 10));
}

export function clearSwitches(modal: Element): void {
  for (const input of switches(modal)) input.checked = false;
}

/** The ids to save: every checked switch whose value is numeric. */
export const checkedConsentIds = (modal: Element): number[] =>
  switches(modal)
    .filter((input) => input.checked && isNumeric(input.value))
    .map((input) => parseInt(input.value, 10));
