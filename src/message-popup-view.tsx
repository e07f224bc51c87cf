import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { closePopup, isModalPopup, popupState, type LegacyHtml, type PopupContent, type PopupState } from './message-popup-store';
import { focusableWithin } from './focusable';
import { sanitizeHtml } from './sanitize-html';
import { useDialogFocus } from './use-dialog-focus';
import { useSignalValue } from './use-signal-value';

const isLegacyHtml = (content: PopupContent): content is LegacyHtml =>
  typeof content === 'object' && content !== null && 'legacyHtml' in content;

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Buttons drawn as spans (the theme styles spans) still answer Enter and Space. */
const pressOnKey = (press: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    press();
  }
};

/** Slides the popup to the middle of the viewport (shown) or above it (hidden), as the theme does. */
function place(popup: HTMLElement, shown: boolean): void {
  const win = popup.ownerDocument.defaultView;
  if (!win) return;
  const height = popup.offsetHeight;
  popup.style.top = `${shown ? win.scrollY + Math.round((win.innerHeight - height) / 2) : win.scrollY - height}px`;
  popup.style.opacity = shown ? '1' : '0';
}

function Popup({ state, prefix, announce }: { state: PopupState; prefix: string; announce: (text: string) => void }) {
  const popupRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const headerId = useId();
  const bodyId = useId();
  const modal = isModalPopup(state.type);
  const press = (button: number) => {
    returnFocus();
    closePopup(state.id, button, popupRef.current ?? undefined);
  };
  const dismiss = () => press(0);

  useLayoutEffect(() => {
    const popup = popupRef.current!;
    if (isLegacyHtml(state.message)) bodyRef.current!.replaceChildren(sanitizeHtml(state.message.legacyHtml, popup.ownerDocument));
    place(popup, false);
    void popup.offsetHeight; // start the transition from the hidden position
    place(popup, true);
    backdropRef.current!.style.opacity = '1';
    state.init?.(popup);
    if (!modal) announce(popup.textContent ?? '');
    // Runs once per popup: each popup is a new component (keyed by id).
  }, []);

  // After the content is in (effects run in order): a dialog's own input gets the focus.
  const returnFocus = useDialogFocus(popupRef, {
    active: !state.closing,
    modal,
    onEscape: dismiss,
    returnTo: state.opener,
    // The content first (a dialog's input), else the first answer button rather than the close icon.
    initialFocus: () => focusableWithin(bodyRef.current!)[0] ?? popupRef.current!.querySelector<HTMLElement>(`.${prefix}_message_button`),
  });

  useLayoutEffect(() => {
    if (!state.closing) return;
    place(popupRef.current!, false);
    // While fading out, clicks go through to the page.
    for (const element of [popupRef.current!, backdropRef.current!]) element.style.pointerEvents = 'none';
    backdropRef.current!.style.opacity = '0';
  }, [state.closing]);

  const c = (name: string) => `${prefix}_message_${name}`;
  return (
    <>
      <div
        id={`${prefix}_modal_bg`}
        ref={backdropRef}
        data-enhance-popup=""
        // The theme's core.messages.css hides it (`display: none`) until jQuery's fadeIn showed it.
        style={{ display: 'block', opacity: 0, transition: 'opacity 0.5s' }}
        onClick={dismiss}
      />
      <div
        ref={popupRef}
        className={`${prefix}_message ${c(state.type)}${state.closing ? ` ${c('closing')}` : ''}`}
        data-enhance-popup=""
        role={modal ? (state.type === 'confirm' ? 'alertdialog' : 'dialog') : 'group'}
        aria-modal={modal ? true : undefined}
        aria-labelledby={state.header ? headerId : undefined}
        aria-describedby={bodyId}
        aria-label={state.header ? undefined : state.type}
        tabIndex={-1}
        style={{ position: 'absolute', transition: 'top 0.5s, opacity 0.5s' }}
      >
        <span className={`${c('close')} iconadmin-cancel icon-cancel`} role="button" tabIndex={0} aria-label="Close" onClick={dismiss} onKeyDown={pressOnKey(dismiss)} />
        {state.icon && <span className={`${c('icon')} iconadmin-${state.icon} icon-${state.icon}`} aria-hidden="true" />}
        {state.header && (
          <h2 id={headerId} className={c('header')}>
            {state.header}
          </h2>
        )}
        <div id={bodyId} ref={bodyRef} className={c('body')}>
          {isLegacyHtml(state.message) ? null : state.message}
        </div>
        {state.buttons.length > 0 && (
          <div className={c('buttons')}>
            {state.buttons.map((label, index) => (
              <span key={index} className={c('button')} role="button" tabIndex={0} onClick={() => press(index + 1)} onKeyDown={pressOnKey(() => press(index + 1))}>
                {label}
              </span>
            ))}
          </div>
        )}
      </div>
    </>
  );
}

/** The site-wide message popup: at most one, plus a polite live region that announces non-modal ones. */
export function MessagePopup({ prefix }: { prefix: string }) {
  const state = useSignalValue(popupState);
  const liveRef = useRef<HTMLDivElement>(null);
  const announce = (text: string) => {
    const region = liveRef.current;
    if (!region) return;
    // Clear first so the same text twice is announced twice.
    region.textContent = '';
    setTimeout(() => (region.textContent = text.trim()), 50);
  };
  return (
    <>
      <div ref={liveRef} aria-live="polite" role="status" style={visuallyHidden} data-enhance-popup-live="" />
      {state && <Popup key={state.id} state={state} prefix={prefix} announce={announce} />}
    </>
  );
}
