import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useServerEvent } from '../../src/use-server-event';
import { wrapsOf, type FieldError } from './field-errors';

type Control = HTMLElement & { setCustomValidity?: (message: string) => void };

const controlsOf = (wrap: HTMLElement): Control[] => [...wrap.querySelectorAll<Control>('.wpcf7-form-control')];

/** Marks a wrap's controls invalid for as long as it is mounted (contract plugins.md §A.5, Field error). */
function useInvalidControls(wrap: HTMLElement, message: string, id: string): void {
  useLayoutEffect(() => {
    const flagged = [...wrap.querySelectorAll('[aria-invalid]')];
    const controls = controlsOf(wrap);
    for (const element of flagged) element.setAttribute('aria-invalid', 'true');
    for (const control of controls) {
      control.classList.add('wpcf7-not-valid');
      control.setAttribute('aria-describedby', id);
      control.setCustomValidity?.(message);
    }
    return () => {
      for (const element of flagged) element.setAttribute('aria-invalid', 'false');
      for (const control of controls) {
        control.removeAttribute('aria-describedby');
        control.classList.remove('wpcf7-not-valid');
        control.setCustomValidity?.('');
      }
    };
  }, [wrap, message, id]);
}

/**
 * The tip after a wrap's controls. Under `.use-floating-validation-tip` it hides when a control gets focus
 * or the tip is clicked, with one listener per control for as long as the tip is shown (the original added
 * another each time, defect 6).
 */
function WrapTip({ wrap, message, id }: { wrap: HTMLElement; message: string; id: string }) {
  const [hidden, setHidden] = useState(false);
  useInvalidControls(wrap, message, id);
  const floating = controlsOf(wrap).some((control) => control.closest('.use-floating-validation-tip'));
  useServerEvent(floating ? wrap : null, 'focusin', (event) => {
    if ((event.target as Element).closest('.wpcf7-form-control')) setHidden(true);
  });
  return createPortal(
    <span className="wpcf7-not-valid-tip" aria-hidden="true" style={hidden ? { display: 'none' } : undefined} onClick={floating ? () => setHidden(true) : undefined}>
      {message}
    </span>,
    wrap,
  );
}

/** The screen-reader list entry: a link to the control when it has an id, the message as text (defect 3). */
function ErrorItem({ message, id, controlId }: { message: string; id: string; controlId: string | undefined }) {
  return <li id={id}>{controlId ? <a href={`#${controlId}`}>{message}</a> : message}</li>;
}

export interface ErrorViewsProps {
  form: HTMLFormElement;
  errors: readonly FieldError[];
  list: HTMLElement | null;
  idOf: (field: string) => string;
}

/** Every field error: its entry in the screen-reader list, and a tip in each wrap it was set for. */
export function ErrorViews({ form, errors, list, idOf }: ErrorViewsProps) {
  const controlId = (field: string) => wrapsOf(form, field)[0]?.querySelector('.wpcf7-form-control')?.id || undefined;
  return (
    <>
      {list && createPortal(errors.map((error) => <ErrorItem key={`${error.field}\u0000${error.serial}`} message={error.message} id={idOf(error.field)} controlId={controlId(error.field)} />), list)}
      {errors.flatMap((error) => error.wraps.map((wrap, index) => <WrapTip key={`${error.field}\u0000${error.serial}\u0000${index}`} wrap={wrap} message={error.message} id={idOf(error.field)} />))}
    </>
  );
}
