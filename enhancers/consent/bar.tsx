import { useLayoutEffect, useState } from 'react';
import { readCookie } from '../../src/cookies';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { readConsentSettings, type ConsentSettings } from '../../src/settings-consent';
import { useServerEvent } from '../../src/use-server-event';
import { useConsentSave } from './use-consent-save';

/**
 * The consent bar: shown as the first thing in the body while no consent cookie exists; Accept
 * saves consent for everything. Its settings button is handled by the modal (one path for all openers).
 */
function ConsentBar({ element: bar, settings, signal }: ServerMarkupProps<ConsentSettings>) {
  // Read once, as the page was served: a cookie written by a save is followed by a reload.
  const [consented] = useState(() => readCookie(settings.cookieName) !== undefined);
  const consent = useConsentSave(settings, signal);

  useLayoutEffect(() => {
    if (consented) {
      bar.style.display = 'none';
      return;
    }
    const body = bar.ownerDocument.body;
    if (body.firstChild !== bar) body.prepend(bar);
    const serverDisplay = bar.style.display;
    bar.style.display = 'block';
    return () => {
      bar.style.display = serverDisplay;
    };
  }, [bar, consented]);

  useServerEvent(consented ? null : bar, 'click', (event) => {
    const accept = (event.target as Element).closest('.wpgdprc-button--accept');
    if (!accept || !bar.contains(accept)) return;
    event.preventDefault();
    consent.save('all', accept);
  });

  return consent.failure;
}

export default defineComponent(ConsentBar, { settings: readConsentSettings });
