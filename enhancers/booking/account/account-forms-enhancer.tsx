import { useLayoutEffect, useState } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../../src/mount-component';
import { useServerEvent } from '../../../src/use-server-event';

const requiredFields = ['log', 'pwd', 'user_login'];

/** What the page's `.booked-custom-error` shows: nothing said yet, hidden, or shown (each mistake anew). */
type ErrorState = { shown: false } | { shown: true; mistake: number } | null;

/**
 * A WordPress login or lost-password form inside `.booked-form-wrap` (Booked's `[booked-login]` page) is
 * checked before it goes (log + pwd, or user_login): all filled hides the wrap's `.booked-custom-error`;
 * otherwise the form stays, the error blinks (faded out and in, 200 ms each, so a repeated mistake is
 * noticed) and the first empty field gets the focus.
 */
function LoginFormCheck({ wrap }: { wrap: HTMLElement }) {
  const [error, setError] = useState<ErrorState>(null);
  // The message is the form's sibling (Booked looked for it inside the form and never found it).
  const [line] = useState(() => wrap.querySelector<HTMLElement>('.booked-custom-error'));

  useLayoutEffect(() => {
    if (!line || !error) return;
    if (!error.shown) {
      line.style.display = 'none';
      return;
    }
    line.setAttribute('role', 'alert');
    line.style.display = 'block';
    line.animate?.([{ opacity: 1 }, { opacity: 0 }, { opacity: 1 }], { duration: 400 });
  }, [line, error]);

  useServerEvent(wrap, 'submit', (event) => {
    const form = event.target as HTMLFormElement;
    const fields = requiredFields
      .map((name) => form.elements.namedItem(name))
      .filter((field): field is HTMLInputElement => field instanceof HTMLInputElement);
    if (fields.length === 0) return;
    const empty = fields.find((field) => field.value.trim() === '');
    if (!empty) {
      setError({ shown: false });
      return;
    }
    event.preventDefault();
    empty.focus();
    setError((before) => ({ shown: true, mistake: (before?.shown ? before.mistake : 0) + 1 }));
  });
  return null;
}

/** The avatar upload field (`.booked-upload-wrap`) shows the chosen file's name, as text, and gets `hasFile`. */
function UploadName({ wrap }: { wrap: HTMLElement }) {
  const [name, setName] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (name === null) return;
    const label = Array.from(wrap.children).find((child) => child.tagName === 'SPAN');
    if (label) label.textContent = name;
    wrap.classList.toggle('hasFile', name !== '');
  }, [wrap, name]);
  useServerEvent(wrap, 'change', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.type !== 'file') return;
    setName(input.files?.[0]?.name ?? input.value.split(/[\\/]/).pop() ?? '');
  });
  return null;
}

/** Booked's login page forms and avatar upload field. */
function AccountForms({ element }: ServerMarkupProps) {
  return element.matches('.booked-upload-wrap') ? <UploadName wrap={element} /> : <LoginFormCheck wrap={element} />;
}

export default defineComponent(AccountForms);
