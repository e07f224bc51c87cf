import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { answerFinder, readAnswers, type Answer } from '../../cli/answers';
import { CliError } from '../../cli/cli-error';

const answer = (fields: [string, string][], body: string): Answer => ({ method: 'POST', path: '/wp-admin/admin-ajax.php', fields, status: 200, contentType: 'text/html', body });
const DECEMBER = answer([['action', 'booked_calendar_month'], ['gotoMonth', '2026-12-01']], 'december');
const JANUARY = answer([['action', 'booked_calendar_month'], ['gotoMonth', '2027-01-01']], 'january');
const LIKE = answer([['action', 'post_counter'], ['post_id', '12']], '{"error":""}');
const ask = (fields: [string, string][], method = 'POST', path = '/wp-admin/admin-ajax.php') => ({ method, path, fields });

test('the recorded exchange with the same fields first; else the same action\'s least used answer', () => {
  const find = answerFinder([DECEMBER, JANUARY, LIKE]);
  assert.is(find(ask([['action', 'booked_calendar_month'], ['gotoMonth', '2027-01-01']]))?.body, 'january');
  assert.is(find(ask([['action', 'booked_calendar_month'], ['gotoMonth', '2027-05-01']]))?.body, 'december', 'another month: the action\'s unused answer');
  assert.is(find(ask([['action', 'post_counter'], ['post_id', '12']]))?.body, '{"error":""}');
  assert.is(find(ask([['action', 'view_more_posts']])), undefined, 'never recorded');
  assert.is(find(ask(DECEMBER.fields, 'GET')), undefined, 'another method');
  assert.is(find(ask(DECEMBER.fields, 'POST', '/wp-json/x')), undefined, 'another path');
});

test('an answers file of the wrong shape: one line naming the first thing wrong', () => {
  const dir = mkdtempSync(join(tmpdir(), 'answers-'));
  const write = (name: string, content: string) => {
    writeFileSync(join(dir, name), content);
    return join(dir, name);
  };
  const fails = (file: string, message: RegExp) =>
    assert.throws(() => readAnswers(file), (error: unknown) => error instanceof CliError && message.test(error.message) && !error.message.includes('\n'));
  fails(write('a.json', '{'), /a\.json is not valid JSON$/);
  fails(join(dir, 'none.json'), /none\.json is missing$/);
  fails(write('b.json', JSON.stringify({ answers: [] })), /b\.json is not a wp-enhance answers file: wpEnhanceAnswers: /);
  fails(write('c.json', JSON.stringify({ wpEnhanceAnswers: 1, url: 'u', answers: [{ ...DECEMBER, status: '200' }] })), /answers\.0\.status: /);
  assert.equal(readAnswers(write('d.json', JSON.stringify({ wpEnhanceAnswers: 1, url: 'u', answers: [DECEMBER] }))).answers, [DECEMBER]);
});

test.run();
