// The account popups' mount code, one small chunk; each form's behaviour loads on first use.
export { default as loginForm } from './login-form';
export { default as popupLink } from './popup-link';
export { default as registrationForm } from './registration-form';
