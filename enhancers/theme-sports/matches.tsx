import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { actAsButton, ensureId } from '../../src/act-as-button';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { fadeIn } from '../theme-widgets/dom/fade';

/** jQuery's default fadeIn duration. */
export const MATCH_FADE_MS = 400;

/** The match a fixture's `data-item` selector names, if any. */
function targetOf(entry: Element): HTMLElement | null {
  const selector = entry.getAttribute('data-item') ?? '';
  try {
    return selector ? entry.ownerDocument.querySelector<HTMLElement>(selector) : null;
  } catch {
    return null; // not a selector: nothing to show
  }
}

/** The fixture chosen last; a new object per choice, so choosing the same fixture again shows its match again. */
interface Choice {
  index: number;
}

/**
 * Match list (B): choosing a fixture in `.sc_matches_next .sc_matches_list` hides the current match
 * and fades in the one its `data-item` names. The chosen fixture is state (`aria-pressed`); the
 * fixtures work as buttons from the keyboard.
 */
function Matches({ element }: ServerMarkupProps) {
  const entries = useMemo(() => Array.from(element.querySelectorAll<HTMLElement>('.sc_matches_next .sc_matches_list .sc_match[data-item]')), [element]);
  const targets = useMemo(() => entries.map(targetOf), [entries]);
  // The fixture whose match is showing at load is the pressed one.
  const [choice, setChoice] = useState<Choice>(() => ({ index: targets.findIndex((shown) => shown && shown.style.display !== 'none') }));
  const shown = useRef(choice);

  useLayoutEffect(() => {
    const undo = entries.map((entry, index) => {
      const restore = actAsButton(entry);
      const shownMatch = targets[index];
      if (shownMatch) entry.setAttribute('aria-controls', ensureId(shownMatch, 'sc-match'));
      return () => {
        restore();
        entry.removeAttribute('aria-controls');
        entry.removeAttribute('aria-pressed');
      };
    });
    return () => undo.forEach((restore) => restore());
  }, [entries, targets]);

  useLayoutEffect(() => {
    entries.forEach((entry, index) => entry.setAttribute('aria-pressed', String(index === choice.index)));
    if (shown.current === choice) return;
    shown.current = choice;
    const match = targets[choice.index];
    if (!match) return;
    for (const other of Array.from(element.querySelectorAll<HTMLElement>('.sc_matches_current .sc_match'))) {
      if (other !== match) other.style.display = 'none';
    }
    fadeIn(match, MATCH_FADE_MS);
  }, [element, entries, targets, choice]);

  useServerEvent(element, 'click', (event) => {
    const entry = (event.target as Element).closest?.<HTMLElement>('.sc_matches_list .sc_match[data-item]');
    const index = entry ? entries.indexOf(entry) : -1;
    if (index < 0 || !targets[index]) return;
    setChoice({ index });
  });
  return null;
}

export default defineComponent(Matches);
