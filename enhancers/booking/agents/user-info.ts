import { postForHtml } from '../booked-post';
import { createModal, fillModal, resizeModal, revealModal, showModalFailure } from '../modal/modal-shell';
import { bookedOptions, optionsToFields } from '../request-options';
import { failureTexts } from '../texts';

/** The customer-name link (`a.user`): the user-info popup, requested at once (no delay, no nonce). */
export async function showUserInfo(ajaxUrl: string, link: HTMLElement): Promise<void> {
  const modal = createModal(link);
  const fields = optionsToFields(bookedOptions('booked_fea_user_info_modal', '', {
    user_id: link.getAttribute('data-user-id') ?? undefined,
    appt_id: link.closest('.appt-block')?.getAttribute('data-appt-id') ?? undefined,
  }));
  const answer = await postForHtml(ajaxUrl, fields, 'booked-scrollable', modal.signal);
  if (modal.signal.aborted) return;
  if (!answer.ok) {
    showModalFailure(modal, failureTexts.infoTitle, answer.message);
    return;
  }
  fillModal(modal, answer.value);
  resizeModal(modal);
  await revealModal(modal);
}
