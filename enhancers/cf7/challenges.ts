import { wrapsOf } from './field-errors';

/** New captcha images: each field emptied, its image and challenge replaced. */
export function refreshCaptchas(form: HTMLFormElement, captchas: Readonly<Record<string, string>>): void {
  for (const [name, url] of Object.entries(captchas)) {
    form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`).forEach((input) => {
      input.value = '';
    });
    form.querySelectorAll(`img.wpcf7-captcha-${name.replaceAll(':', '')}`).forEach((image) => image.setAttribute('src', url));
    const challenge = /([0-9]+)\.(png|gif|jpeg)$/.exec(url)?.[1];
    if (challenge === undefined) continue;
    form.querySelectorAll<HTMLInputElement>(`input[name="_wpcf7_captcha_challenge_${name}"]`).forEach((input) => {
      input.value = challenge;
    });
  }
}

/** New quiz questions: each answer emptied, its question and answer hash replaced. */
export function refreshQuizzes(form: HTMLFormElement, quizzes: Readonly<Record<string, readonly [string, string]>>): void {
  for (const [name, [question, hash]] of Object.entries(quizzes)) {
    wrapsOf(form, name).forEach((wrap) => {
      const answer = wrap.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      const label = wrap.querySelector('.wpcf7-quiz-label');
      const hashField = wrap.querySelector<HTMLInputElement>(`input[name="_wpcf7_quiz_answer_${name}"]`);
      if (answer) answer.value = '';
      if (label) label.textContent = question;
      if (hashField) hashField.value = hash;
    });
  }
}
