import type { BookedSettings } from '../../../src/settings-booking';
import { reloadSlotViews } from '../booking-registry';
import { bookedEvents, fireOnDocument } from '../legacy-events';
import { closeModal, type BookedModal } from '../modal/modal-shell';
import { navigation } from '../navigation';

/**
 * After every appointment is booked: listeners may take over (`redirect = true`); otherwise the profile
 * page opens if there is one, else every list view and open day reloads and the modal closes.
 */
export async function completeBooking(modal: BookedModal, settings: Pick<BookedSettings, 'profilePage'>): Promise<void> {
  const outcome = { redirect: false };
  fireOnDocument(bookedEvents.bookingComplete, [outcome]);
  if (outcome.redirect) return;
  if (settings.profilePage) {
    navigation.assign(settings.profilePage);
    return;
  }
  await reloadSlotViews();
  closeModal(modal);
}
