// Kidsplanet's contact form (realsite content-lib.php: name*, email*, phone*, subject, message, acceptance) as
// three Contact Form 7 releases print it, and their feedback answers as each release's rest-api.php prints
// them, key order included. 5.5.6 is what the real Kidsplanet site printed and answered; 5.7.3 and 6.1.6 are
// read from their tags' contact-form.php, modules/*.php and rest-api.php. Not a test file itself.

export type Release = '5.5.6' | '5.7.3' | '6.1.6';
export const RELEASES: readonly Release[] = ['5.5.6', '5.7.3', '6.1.6'];

export const FORM_ID = 16;
export const UNIT_TAG = 'wpcf7-f16-p17-o1';

const HIDDEN: [string, string][] = [
  ['_wpcf7', '16'], ['_wpcf7_locale', 'en_US'], ['_wpcf7_unit_tag', UNIT_TAG], ['_wpcf7_container_post', '17'], ['_wpcf7_posted_data_hash', ''],
];
/** The hidden fields in the order the form holds them (`_wpcf7_version` second). */
export const hiddenFields = (release: Release): [string, string][] => [HIDDEN[0]!, ['_wpcf7_version', release], ...HIDDEN.slice(1)];

const hiddenHtml = (release: Release): string => {
  const inputs = hiddenFields(release).map(([name, value]) => `<input type="hidden" name="${name}" value="${value}" />`);
  // 6.1 puts them in a fieldset (WPCF7_HTMLFormatter), before in a hidden div, one a line.
  return release === '6.1.6'
    ? `<fieldset class="hidden-fields-container">${inputs.join('')}\n</fieldset>\n`
    : `<div style="display: none;">\n${inputs.join('\n')}\n</div>\n`;
};

// A wrap: 5.5 names the field by a class, 5.6 and later by data-name.
const wrap = (release: Release, name: string, inner: string): string =>
  release === '5.5.6' ? `<span class="wpcf7-form-control-wrap ${name}">${inner}</span>` : `<span class="wpcf7-form-control-wrap" data-name="${name}">${inner}</span>`;

const TEXTS: [name: string, type: string, label: string, required: boolean][] = [
  ['your-name', 'text', 'Your name', true], ['your-email', 'email', 'Your email', true], ['your-phone', 'tel', 'Your phone (required)', true], ['your-subject', 'text', 'Subject', false],
];

function textInput(release: Release, name: string, type: string, required: boolean): string {
  const own = [`wpcf7-${type}`, ...(required ? ['wpcf7-validates-as-required'] : [])];
  // wpcf7_form_controls_class(): the default class (`wpcf7-text`) first until 6.x, last in 6.1.
  const ordered = release === '6.1.6' ? [...own, 'wpcf7-text'] : ['wpcf7-text', ...own];
  const classes = [...new Set(['wpcf7-form-control', ...ordered, ...(type === 'text' ? [] : [`wpcf7-validates-as-${type}`])])].join(' ');
  const aria = `${required ? 'aria-required="true" ' : ''}aria-invalid="false"`;
  if (release === '5.5.6') return `<input type="${type}" name="${name}" value="" size="40" class="${classes}" ${aria} />`;
  const max = release === '6.1.6' ? 'maxlength="400" ' : '';
  return `<input size="40" ${max}class="${classes}" ${aria} value="" type="${type}" name="${name}" />`;
}

function textarea(release: Release): string {
  if (release === '5.5.6') return '<textarea name="your-message" cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" aria-invalid="false"></textarea>';
  const max = release === '6.1.6' ? 'maxlength="2000" ' : '';
  return `<textarea cols="40" rows="10" ${max}class="wpcf7-form-control wpcf7-textarea" aria-invalid="false" name="your-message"></textarea>`;
}

/** The form as the release's [contact-form-7] shortcode prints it in the page's loop. */
export function formMarkup(release: Release): string {
  const outer = release === '5.5.6'
    ? `<div role="form" class="wpcf7" id="${UNIT_TAG}" lang="en-US" dir="ltr">`
    : `<div class="wpcf7 no-js" id="${UNIT_TAG}" lang="en-US" dir="ltr"${release === '6.1.6' ? ` data-wpcf7-id="${FORM_ID}"` : ''}>`;
  const label = release === '5.5.6' ? '' : ' aria-label="Contact form"';
  // 6.1's WPCF7_HTMLFormatter keeps no indent before a tag and closes the paragraph on a line of its own.
  const paragraph = (text: string, control: string) => (release === '6.1.6' ? `<p><label> ${text}<br />\n${control} </label>\n</p>\n` : `<p><label> ${text}<br />\n    ${control} </label></p>\n`);
  const texts = TEXTS.map(([name, type, text, required]) => paragraph(text, wrap(release, name, textInput(release, name, type, required)))).join('');
  const acceptance = wrap(release, 'accept-terms', '<span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="accept-terms" value="1" aria-invalid="false" /><span class="wpcf7-list-item-label">I agree to the terms of this test site.</span></label></span></span>');
  const submit = release === '5.5.6'
    ? '<input type="submit" value="Submit" class="wpcf7-form-control has-spinner wpcf7-submit" />'
    : `<input class="wpcf7-form-control ${release === '6.1.6' ? 'wpcf7-submit has-spinner' : 'has-spinner wpcf7-submit'}" type="submit" value="Submit" />`;
  return `${outer}\n<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>\n` +
    `<form action="/contact/#${UNIT_TAG}" method="post" class="wpcf7-form init"${label} novalidate="novalidate" data-status="init">\n${hiddenHtml(release)}` +
    `${texts}${paragraph('Your message (optional)', wrap(release, 'your-message', textarea(release)))}` +
    (release === '6.1.6'
      ? `<p>${acceptance}\n</p>\n<p>${submit}\n</p><div class="wpcf7-response-output" aria-hidden="true"></div>\n</form>\n</div>`
      : `<p>${acceptance}</p>\n<p>${submit}</p>\n<div class="wpcf7-response-output" aria-hidden="true"></div></form></div>`);
}

/** Each release's default messages (includes/contact-form-template.php, modules/text.php). */
export const MESSAGES = {
  sent: 'Thank you for your message. It has been sent.',
  failed: 'There was an error trying to send your message. Please try again later.',
  invalid: 'One or more fields have an error. Please check and try again.',
  spam: 'There was an error trying to send your message. Please try again later.',
  unaccepted: 'You must accept the terms and conditions before sending your message.',
  aborted: 'Sending mail has been aborted.',
  required: (release: Release) => (release === '5.5.6' ? 'The field is required.' : 'Please fill out this field.'),
};

/** A field's error in the answer: 5.5 gives its wrap's selector (`into`), 5.6 and later its name (`field`). */
function invalidField(release: Release, name: string, message: string): Record<string, unknown> {
  const where = release === '5.5.6' ? { into: `span.wpcf7-form-control-wrap.${name}` } : { field: name };
  return { ...where, message, idref: null, error_id: `${UNIT_TAG}-ve-${name}` };
}

export type Status = 'validation_failed' | 'acceptance_missing' | 'spam' | 'aborted' | 'mail_sent' | 'mail_failed';

/**
 * create_feedback's answer: submit()'s result (contact_form_id, status, message, invalid_fields for
 * validation_failed, posted_data_hash) merged with into and an empty invalid_fields, which keeps its place.
 */
export function feedbackAnswer(release: Release, status: Status, message: string, invalid: [string, string][] = [], hash = ''): Record<string, unknown> {
  const base = { contact_form_id: FORM_ID, status, message };
  if (status === 'validation_failed') {
    return { ...base, invalid_fields: invalid.map(([name, text]) => invalidField(release, name, text)), posted_data_hash: '', into: `#${UNIT_TAG}` };
  }
  return { ...base, posted_data_hash: hash, into: `#${UNIT_TAG}`, invalid_fields: [] };
}

/** 5.6 and later: GET feedback/schema (6.1.6's version string; the Kidsplanet form's rules in module order). */
export function schemaAnswer(release: Release): Record<string, unknown> {
  const required = (field: string) => ({ rule: 'required', field, error: MESSAGES.required(release) });
  const max = (field: string, threshold: number) => (release === '6.1.6' ? [{ rule: 'maxlength', field, threshold, error: 'This field has a too long input.' }] : []);
  return {
    version: release === '6.1.6' ? 'Contact Form 7 SWV Schema 2024-10' : 'Contact Form 7 SWV Schema 2022-10',
    locale: 'en_US',
    rules: [
      required('your-name'), ...max('your-name', 400),
      required('your-email'), { rule: 'email', field: 'your-email', error: 'Please enter an email address.' }, ...max('your-email', 400),
      required('your-phone'), { rule: 'tel', field: 'your-phone', error: 'Please enter a telephone number.' }, ...max('your-phone', 400),
      ...max('your-subject', 400), ...max('your-message', 2000),
    ],
  };
}
