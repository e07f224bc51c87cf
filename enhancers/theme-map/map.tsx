import { useLayoutEffect, useState } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { readThemeSettings } from '../../src/settings-theme';
import { optionalSettings } from '../theme-shared/page-settings';
import { readMapData } from './map-data';
import type { Generation } from './map-styles';
import { findMapsKey, loadMapsApi, pageMapsApi, themeApiScript, type MapsApi } from './maps-api';
import { startThemeMap } from './place-markers';

export interface MapSettings {
  generation: Generation;
  /** `strings.geocode_error`, logged with the status of a failed geocode. */
  geocodeError: string;
  /** `strings.googlemap_not_avail`, logged when the API cannot load. */
  notAvailable: string;
}

/** The theme's generation and its two map texts (the theme's own English where the page lacks them). */
export function readMapSettings(): MapSettings {
  const theme = optionalSettings(() => readThemeSettings());
  return {
    generation: theme?.generation ?? 'B',
    geocodeError: theme?.strings['geocode_error'] || 'Geocode was not successful for the following reason:',
    notAvailable: theme?.strings['googlemap_not_avail'] || 'Google map API not available!',
  };
}

/** Hidden as jQuery's `:hidden` sees it: no box (display:none on it or around it). */
export function isHidden(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return !element.checkVisibility();
  const win = element.ownerDocument.defaultView!;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.hidden || win.getComputedStyle(node).display === 'none') return true;
  }
  return false;
}

/** False while the element is hidden (in a closed accordion or tab); true from the moment it has a box. */
function useShown(element: HTMLElement): boolean {
  const [shown, setShown] = useState(() => !isHidden(element));
  useLayoutEffect(() => {
    if (shown) return;
    const Observer = element.ownerDocument.defaultView?.ResizeObserver;
    if (!Observer) return;
    const observer = new Observer(() => {
      if (isHidden(element)) return;
      observer.disconnect();
      setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, shown]);
  return shown;
}

let toldNoKey = false;
let toldNotAvailable = false;

/**
 * The theme's `[trx_googlemap]` (both generations) on `.sc_googlemap`: once it is shown, gets `google.maps`
 * (the page's, or loaded with the key the page gives), creates the map and places its markers
 * (place-markers.ts). A map without marker divs (the server's iframe embed, printed without a key) and one
 * another script has set up (`inited`) are left alone; so is every map when there is neither an API nor a key.
 */
function ThemeMap({ element, settings }: ServerMarkupProps<MapSettings>) {
  const [data] = useState(() => (element.classList.contains('inited') ? undefined : readMapData(element)));
  const wanted = !!data && data.markers.length > 0;
  const shown = useShown(element);
  const [api, setApi] = useState<MapsApi>();

  useLayoutEffect(() => {
    if (!wanted || !shown) return;
    const win = element.ownerDocument.defaultView!;
    const present = pageMapsApi(win);
    if (present) return setApi(present);
    const key = findMapsKey(element);
    if (!key && !themeApiScript(win.document)) {
      if (!toldNoKey) console.warn('[enhance] theme-map: no Google Maps API key on the page; the maps stay as the server printed them.');
      toldNoKey = true;
      return;
    }
    let live = true;
    loadMapsApi(win, key).then(
      (loaded) => live && setApi(loaded),
      (error: unknown) => {
        // Every map on the page shares the one failed load: said once.
        if (!toldNotAvailable) console.warn(settings.notAvailable, error);
        toldNotAvailable = true;
      },
    );
    return () => {
      live = false;
    };
  }, [element, wanted, shown, settings]);

  useLayoutEffect(() => {
    if (!api || !data) return;
    element.classList.add('inited');
    const map = startThemeMap(api, element, data, settings);
    return () => {
      map.stop();
      element.classList.remove('inited');
    };
  }, [api, data, element, settings]);

  return null;
}

export default defineComponent(ThemeMap, { settings: readMapSettings });
