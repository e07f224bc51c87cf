import { useState } from 'react';
import { useServerEvent } from './use-server-event';

/**
 * State a server control holds (a select's choice, a box's tick, a field's text), read from the control: when
 * the component mounts, since it need not be what the server printed (the browser restores it on back
 * navigation; a visitor or a script set it while the code loaded), and again on each `type` event. Returns
 * the state and a rereading (for changes that fire no event, such as a form's reset). `read` returning a new
 * object each time makes every event apply the state again, even when it reads the same.
 */
export function useControlState<T>(control: EventTarget | null | undefined, type: 'input' | 'change', read: () => T): [T, () => void] {
  const [state, setState] = useState(read);
  const reread = () => setState(read());
  useServerEvent(control, type, reread);
  return [state, reread];
}
