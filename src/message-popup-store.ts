import { signal } from '@preact/signals-core';
import type { ReactNode } from 'react';

export type PopupType = 'warning' | 'success' | 'info' | 'regular' | 'confirm' | 'dialog';

/** A fragment from legacy callers that pass HTML; it is sanitised before it is shown. */
export interface LegacyHtml {
  legacyHtml: string;
}

/** Text (shown as text), a React node, or legacy HTML (sanitised). */
export type PopupContent = ReactNode | LegacyHtml;

/** Called with the 1-based position of the clicked button and the popup, or with 0 when dismissed. */
export type PopupCallback = (button: number, popup?: HTMLElement) => void;

export interface PopupOptions {
  type: PopupType;
  message: PopupContent;
  header?: string;
  /** Icon name (`cancel`, `check`, ...); '' for none; the type's default when left out. */
  icon?: string;
  /** Milliseconds until it closes by itself; 0 keeps it open; the type's default when left out. */
  delay?: number;
  buttons?: readonly string[];
  /** Runs once the popup is in the page, with its element. */
  init?: (popup: HTMLElement) => void;
  callback?: PopupCallback;
}

export interface PopupState {
  id: number;
  type: PopupType;
  message: PopupContent;
  header: string;
  icon: string;
  buttons: readonly string[];
  init?: (popup: HTMLElement) => void;
  /** True during the 500 ms fade-out. */
  closing: boolean;
  /** What had focus before the popup opened. */
  opener: Element | null;
}

export const POPUP_REMOVAL_DELAY_MS = 500;

const defaultIcons: Record<PopupType, string> = {
  warning: 'cancel',
  success: 'check',
  info: 'info',
  regular: 'quote',
  confirm: 'help',
  dialog: '',
};

const defaultButtons: Partial<Record<PopupType, readonly string[]>> = {
  confirm: ['Yes', 'No'],
  dialog: ['Apply', 'Cancel'],
};

/** Confirm and dialog wait for an answer: they hold focus and never time out. */
export const isModalPopup = (type: PopupType): boolean => type === 'confirm' || type === 'dialog';

const config = { defaultDelay: 5000 };

/** The page's `message_timeout` (5000 ms unless the theme prints another). */
export function setDefaultPopupDelay(milliseconds: number): void {
  config.defaultDelay = milliseconds;
}

/** The one popup on the page, or null. */
export const popupState = signal<PopupState | null>(null);

let sequence = 0;
let pending: { id: number; callback?: PopupCallback; closeTimer?: ReturnType<typeof setTimeout> } | undefined;
let removalTimer: ReturnType<typeof setTimeout> | undefined;

/** Forgets the current popup's callback and timer; returns the callback if it was still waiting. */
function detachCurrent(): PopupCallback | undefined {
  if (!pending) return undefined;
  clearTimeout(pending.closeTimer);
  const { callback } = pending;
  pending = undefined;
  return callback;
}

/** Shows a popup, replacing any other at once (its pending callback gets 0). Returns the popup's id. */
export function openPopup(options: PopupOptions): number {
  const replaced = popupState.peek();
  const replacedCallback = detachCurrent();
  clearTimeout(removalTimer);
  const id = ++sequence;
  const active = typeof document === 'undefined' ? null : document.activeElement;
  const opener = replaced && active?.closest('[data-enhance-popup]') ? replaced.opener : active;
  popupState.value = {
    id,
    type: options.type,
    message: options.message,
    header: options.header ?? '',
    icon: options.icon === undefined ? defaultIcons[options.type] : options.icon,
    buttons: options.buttons ?? defaultButtons[options.type] ?? [],
    ...(options.init && { init: options.init }),
    closing: false,
    opener,
  };
  const delay = options.delay ?? (isModalPopup(options.type) ? 0 : config.defaultDelay);
  pending = { id, ...(options.callback && { callback: options.callback }) };
  if (delay > 0) pending.closeTimer = setTimeout(() => closePopup(id, 0), delay);
  replacedCallback?.(0);
  return id;
}

/**
 * Closes popup `id` (a stale id does nothing): fades it out, removes it after 500 ms, then calls its
 * callback with the button's 1-based position, or 0 when dismissed.
 */
export function closePopup(id: number, button: number, element?: HTMLElement): void {
  const state = popupState.peek();
  if (!state || state.id !== id || state.closing || pending?.id !== id) return;
  const callback = detachCurrent();
  popupState.value = { ...state, closing: true };
  removalTimer = setTimeout(() => {
    if (popupState.peek()?.id === id) popupState.value = null;
  }, POPUP_REMOVAL_DELAY_MS);
  callback?.(button, element);
}

/** The id of the popup on screen and not closing, if any. */
export const currentPopupId = (): number | undefined => {
  const state = popupState.peek();
  return state && !state.closing ? state.id : undefined;
};

/** Removes any popup at once, without callbacks. */
export function dropPopup(): void {
  detachCurrent();
  clearTimeout(removalTimer);
  popupState.value = null;
}
