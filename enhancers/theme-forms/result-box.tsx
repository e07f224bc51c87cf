import { Fragment, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePlacedElement } from '../../src/use-placed-element';
import type { BoxContent, BoxPlace, ShowBox } from './result-content';

/** The server's (or an earlier created) box for validation errors: `.result` in the form, else in its parent. */
export const findValidationBox = (form: HTMLFormElement): HTMLElement | null =>
  form.querySelector<HTMLElement>('.result') ?? form.parentElement?.querySelector<HTMLElement>('.result') ?? null;

/** The box for a request's result: `.result` in the form, else a sibling `.result`. */
export function findRequestBox(form: HTMLFormElement): HTMLElement | null {
  const sibling = Array.from(form.parentElement?.children ?? []).find((element) => element !== form && element.classList.contains('result'));
  return form.querySelector<HTMLElement>('.result') ?? (sibling as HTMLElement | undefined) ?? null;
}

/** The box the component makes when the page has none: `<div class="result">`. */
function newBox(form: HTMLFormElement): HTMLElement {
  const box = form.ownerDocument.createElement('div');
  box.className = 'result';
  return box;
}

interface Shown {
  content: BoxContent;
  /** Each message is new markup (announced again even when the text repeats). */
  serial: number;
}

/**
 * One result box: its classes (`sc_infobox_style_error` / `_success`, `sc_infobox` when asked), the
 * role screen readers announce (`alert` for errors, `status` otherwise) and `display:block` (the
 * theme's stylesheet hides `.sc_form .result`), hidden again after the message's time; a newer message
 * restarts the time. The message itself is rendered into the box.
 */
export function ResultBox({ box, content, serial }: { box: HTMLElement } & Shown) {
  useLayoutEffect(() => {
    box.classList.remove('sc_infobox_style_error', 'sc_infobox_style_success');
    if (content.infobox) box.classList.add('sc_infobox');
    box.classList.add(`sc_infobox_style_${content.style}`);
    box.setAttribute('role', content.style === 'error' ? 'alert' : 'status');
    box.style.display = 'block';
    const timer = setTimeout(() => (box.style.display = 'none'), content.hideAfterMs);
    return () => clearTimeout(timer);
  }, [box, content, serial]);
  const message =
    'errors' in content
      ? content.errors.map((error, index) => (
          <p key={index} className="error_item">
            {error}
          </p>
        ))
      : content.lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ));
  return createPortal(<Fragment key={serial}>{message}</Fragment>, box);
}

type Target = HTMLElement | 'inside' | 'after';

/**
 * The result boxes of a form's component: `show(place, content)` finds the box the theme's code would
 * use (see BoxPlace) and shows the message there; a box the page lacks is created at the theme's place
 * (appended to the form, or right after it) and stays. Render `boxes` from the component.
 */
export function useResultBoxes(form: HTMLFormElement): { show: ShowBox; boxes: ReactNode } {
  const [shown, setShown] = useState<ReadonlyMap<Target, Shown>>(() => new Map());
  const wantsInside = shown.has('inside');
  const wantsAfter = shown.has('after');
  const inside = usePlacedElement(() => (wantsInside ? form.appendChild(newBox(form)) : null), [form, wantsInside]);
  const after = usePlacedElement(() => {
    if (!wantsAfter) return null;
    const box = newBox(form);
    form.after(box);
    return box;
  }, [form, wantsAfter]);
  const placed = useRef({ inside, after });
  placed.current = { inside, after };
  const claimed = useRef(new WeakSet<HTMLElement>());
  const serial = useRef(0);
  const keys = useRef({ next: 0, of: new WeakMap<HTMLElement, number>() });

  const show = useCallback(
    (place: BoxPlace, content: BoxContent) => {
      const found = place === 'validation' ? findValidationBox(form) : findRequestBox(form);
      let target: Target;
      if (!found) target = place === 'validation' ? 'inside' : 'after';
      else if (found === placed.current.inside) target = 'inside';
      else if (found === placed.current.after) target = 'after';
      else {
        target = found;
        // A server box's own content gives way to the messages, as the theme's code replaced it.
        if (!claimed.current.has(found)) {
          claimed.current.add(found);
          found.replaceChildren();
        }
      }
      const entry = { content, serial: ++serial.current };
      setShown((current) => new Map(current).set(target, entry));
    },
    [form],
  );

  const keyOf = (target: Target) => {
    if (typeof target === 'string') return target;
    let key = keys.current.of.get(target);
    if (key === undefined) keys.current.of.set(target, (key = keys.current.next++));
    return `server-${key}`;
  };
  const boxes = Array.from(shown, ([target, entry]) => {
    const box = target === 'inside' ? inside : target === 'after' ? after : target;
    return box && <ResultBox key={keyOf(target)} box={box} {...entry} />;
  });
  return { show, boxes };
}
