import { useLayoutEffect, useMemo, useState } from 'react';
import { actAsButton } from '../../src/act-as-button';
import { writeCookie } from '../../src/cookies';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { findThemeStorage } from '../../src/theme-storage';
import { useServerEvent } from '../../src/use-server-event';
import { modeInputOf, modeLabel, modeLinks, modeOf } from './shop-parts';

type Settings = ReturnType<typeof findThemeStorage>;

/**
 * Shop view switch `.mode_buttons`: the thumbs or list link writes `{prefix}_shop_mode` (365 days,
 * `/`), sets the form's mode input and submits the form the usual way (the server renders the mode).
 * The chosen mode is state, announced on the links with `aria-pressed`. Loads on first use; the at-rest
 * part (at-rest.ts) has set the same attributes at ready.
 */
function ShopMode({ element: buttons, settings }: ServerMarkupProps<Settings>) {
  const prefix = settings?.prefix ?? 'themerex';
  const links = useMemo(() => modeLinks(buttons), [buttons]);
  const inputOf = (link: Element) => modeInputOf(link, prefix);
  // Each link is pressed while its form's mode input holds its mode.
  const [modes, setModes] = useState(() => links.map((link) => inputOf(link)?.value));

  useLayoutEffect(() => {
    const undo = links.map((link) => actAsButton(link, modeLabel(link)));
    return () => {
      undo.forEach((restore) => restore());
      for (const link of links) link.removeAttribute('aria-pressed');
    };
  }, [links]);
  useLayoutEffect(() => {
    links.forEach((link, index) => link.setAttribute('aria-pressed', String(modes[index] === modeOf(link))));
  }, [links, modes]);

  useServerEvent(buttons, 'click', (event) => {
    const link = links.find((candidate) => candidate.contains(event.target as Node));
    if (!link) return;
    event.preventDefault();
    const mode = modeOf(link);
    writeCookie(`${prefix}_shop_mode`, mode);
    const input = inputOf(link);
    if (input) input.value = mode;
    setModes(links.map(() => mode));
    const form = link.closest('form');
    if (!form) return;
    if (typeof form.requestSubmit === 'function') form.requestSubmit();
    else HTMLFormElement.prototype.submit.call(form);
  });
  return null;
}

export default defineComponent(ShopMode, { settings: () => findThemeStorage() });
