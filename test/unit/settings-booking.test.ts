import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readBookedAgentSettings, readBookedSettings } from '../../src/settings-booking';

test.before.each(() => resetDom());

test('Booked 2.3.5: no nonce, flags from strings, i18n texts kept', () => {
  setPageGlobal('booked_js_vars', {
    ajax_url: '/wp-admin/admin-ajax.php?wpml_lang=de',
    profilePage: '',
    publicAppointments: '',
    i18n_please_wait: 'Please wait ...',
  });
  const settings = readBookedSettings();
  assert.is(settings.ajaxUrl, '/wp-admin/admin-ajax.php?wpml_lang=de');
  assert.is(settings.nonce, '');
  assert.is(settings.publicAppointments, false);
  assert.is(settings.texts.i18n_please_wait, 'Please wait ...');
});

test('Booked 2.4: the nonce is read', () => {
  setPageGlobal('booked_js_vars', { ajax_url: '/a', profilePage: '/my-appointments/', publicAppointments: 'true', nonce: '5b1c9e0a2f' });
  const settings = readBookedSettings();
  assert.is(settings.nonce, '5b1c9e0a2f');
  assert.is(settings.publicAppointments, true);
  assert.is(settings.profilePage, '/my-appointments/');
});

test('Front-End Agents: confirmation texts with fallbacks', () => {
  setPageGlobal('booked_fea_vars', { ajax_url: '/a', i18n_confirm_appt_delete: 'Delete?' });
  const settings = readBookedAgentSettings();
  assert.is(settings.confirmDelete, 'Delete?');
  assert.is(settings.confirmApprove, 'Are you sure you want to approve this appointment?');
});

test.run();
