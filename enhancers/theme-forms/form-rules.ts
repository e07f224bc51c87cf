import type { FieldRule } from './validate-form';
import { isRequired } from './validate-form';

type Text = (key: string) => string;

/** Generation A's contact form (`.sc_contact_form`): every field is required. */
export function contactRulesA(text: Text, emailPattern: RegExp | undefined, messageMax: number): Record<string, FieldRule> {
  return {
    username: { minLength: 1, maxLength: 60, messages: { min: text('name_empty'), max: text('name_long') } },
    email: {
      minLength: 7,
      maxLength: 60,
      mask: emailPattern,
      maskEmptyToo: true,
      messages: { min: text('email_empty'), max: text('email_long'), mask: text('email_not_valid') },
    },
    subject: { minLength: 1, maxLength: 100, messages: { min: text('subject_empty'), max: text('subject_long') } },
    message: { minLength: 1, maxLength: messageMax, messages: { min: text('text_empty'), max: text('text_long') } },
  };
}

/** Generation B's form (`.sc_form`): maximum lengths always, minimum lengths only for `aria-required` fields. */
export function contactRulesB(form: HTMLFormElement, text: Text, emailPattern: RegExp | undefined, messageMax: number): Record<string, FieldRule> {
  const min = (name: string, length: number) => (isRequired(form.querySelector(`[name="${name}"]`)) ? length : 0);
  return {
    username: { minLength: min('username', 1), maxLength: 60, messages: { min: text('name_empty'), max: text('name_long') } },
    email: {
      minLength: min('email', 7),
      maxLength: 60,
      mask: emailPattern,
      messages: { min: text('email_empty'), max: text('email_long'), mask: text('email_not_valid') },
    },
    subject: { minLength: min('subject', 1), maxLength: 100, messages: { min: text('subject_empty'), max: text('subject_long') } },
    message: { minLength: min('message', 1), maxLength: messageMax, messages: { min: text('text_empty'), max: text('text_long') } },
  };
}

/** The comment form: the text always; name and e-mail only when the page marks them required. */
export function commentRules(form: HTMLFormElement, text: Text, emailPattern: RegExp | undefined, commentMax: number): Record<string, FieldRule> {
  const rules: Record<string, FieldRule> = {
    comment: { minLength: 1, maxLength: commentMax, messages: { min: text('text_empty'), max: text('text_long') } },
  };
  if (isRequired(form.querySelector('.comments_author input'))) {
    rules.author = { minLength: 1, maxLength: 60, messages: { min: text('name_empty'), max: text('name_long') } };
  }
  if (isRequired(form.querySelector('.comments_email input'))) {
    rules.email = {
      minLength: 7,
      maxLength: 60,
      mask: emailPattern,
      messages: { min: text('email_empty'), max: text('email_long'), mask: text('email_not_valid') },
    };
  }
  return rules;
}
