import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { alertMessage, PlacedAlert, type AlertMessage } from '../inline-alert';
import { labelCustomFieldToggles } from './appointment-list-tools';

/** The list's look while changes are sent: every block dimmed to 0.4, back to full opacity after the last answer. */
function useDimmed(list: HTMLElement, dimmed: boolean): void {
  const was = useRef(false);
  useLayoutEffect(() => {
    if (!dimmed && !was.current) return;
    was.current = dimmed;
    for (const block of Array.from(list.querySelectorAll<HTMLElement>('.appt-block'))) {
      if (dimmed) {
        block.style.opacity = '0.4';
      } else {
        block.style.transition = 'opacity 150ms';
        block.style.opacity = '';
      }
    }
  }, [list, dimmed]);
}

export interface AppointmentList {
  /** The failure line under the list's heading, to render. */
  alert: ReactNode;
  say(text: string): void;
  clear(): void;
  /** Runs a request with the list dimmed until the last one running has its answer. */
  sending<T>(task: () => Promise<T>): Promise<T>;
}

/** What the customer's and the staff's appointment lists share: their failure line and their dimmed look. */
export function useAppointmentList(list: HTMLElement): AppointmentList {
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const [running, setRunning] = useState(0);
  useDimmed(list, running > 0);
  useLayoutEffect(() => labelCustomFieldToggles(list), [list]);
  return {
    alert: (
      <PlacedAlert
        message={message}
        place={(line) => {
          const heading = list.querySelector('h4');
          if (heading) heading.after(line);
          else list.prepend(line);
        }}
      />
    ),
    say: (text) => setMessage(alertMessage(text)),
    clear: () => setMessage(null),
    async sending(task) {
      setRunning((count) => count + 1);
      try {
        return await task();
      } finally {
        setRunning((count) => Math.max(0, count - 1));
      }
    },
  };
}
