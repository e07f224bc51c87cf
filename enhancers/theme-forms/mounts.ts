// The theme forms' mount code, one small chunk; each form's behaviour loads on first use.
export { default as commentForm } from './comment-form';
export { default as contactForm } from './contact-form';
export { default as emailer } from './emailer';
export { default as privacyGate } from './privacy-gate';
