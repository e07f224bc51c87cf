// The emulated Contact Form 7 REST routes (fixtures/server/cf7.ts, cf7/*): schema per form, server validation by the
// same SWV rules, every status, files, quiz and captcha, refill, faults.
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { FixtureServer } from "../../fixtures/server/app.js";
import {
  CF7_616_FORM_ID, CF7_ABORT_WORD, CF7_ALL_FIELDS_FORM_ID, CF7_CALLBACK_FORM_ID, CF7_CAPTCHA_ANSWER, CF7_CAPTCHA_FORM_ID, CF7_FILE_LIMIT,
  CF7_FORM_ID, CF7_MAIL_FAIL_WORD, CF7_NOVALIDATE_FORM_ID, CF7_QUIZ, CF7_QUIZ_FORM_ID, CF7_SPAM_WORD,
} from "../../fixtures/server/demo-constants.js";
import { requiresUnitTag } from "../../fixtures/server/cf7.js";
import { startServer } from "./server-helpers.js";

let server: FixtureServer;
test.before(async () => {
  server = await startServer();
});
test.before.each(() => server.reset());
test.after(() => server.close());

type Value = string | File;
const route = (id: number, endpoint: string) => `${server.url}/wp-json/contact-form-7/v1/contact-forms/${id}/${endpoint}`;

async function feedback(id: number, fields: [string, Value][], unitTag = `wpcf7-f${id}-p60-o1`) {
  const form = new FormData();
  for (const [name, value] of [["_wpcf7", String(id)], ["_wpcf7_unit_tag", unitTag], ...fields] as [string, Value][]) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, value.name);
  }
  const response = await fetch(route(id, "feedback"), { method: "POST", body: form });
  assert.is(response.status, 200);
  return response.json() as Promise<Record<string, unknown> & {
    status: string; message: string; posted_data_hash: string; invalid_fields: { field: string; message: string; error_id: string }[];
    quiz?: Record<string, [string, string]>; captcha?: Record<string, string>;
  }>;
}

const errors = (answer: { invalid_fields: { field: string; message: string }[] }) =>
  Object.fromEntries(answer.invalid_fields.map(({ field, message }) => [field, message]));

const file = (name: string, size: number, type = "application/pdf") => new File(["x".repeat(size)], name, { type });

/** A valid submission of form 45 (every field type); entries replace or extend it. */
const allFields = (...changes: [string, Value][]): [string, Value][] => {
  const base = new Map<string, Value[]>([
    ["your-name", ["Ann"]], ["your-email", ["ann@example.com"]], ["your-website", [""]], ["your-phone", [""]],
    ["divers", ["2"]], ["trip-date", ["2027-05-01"]], ["trip", ["Reef"]], ["equipment[]", ["Mask", "Fins"]],
    ["heard-from", ["Other"]], ["heard-from_free_text", ["A magazine"]], ["your-file", [new File([], "")]],
  ]);
  for (const [name, value] of changes) base.set(name, [value]);
  return [...base].flatMap(([name, values]) => values.map((value): [string, Value] => [name, value]));
};

test("schema: each form's rules in CF7's module order, with thresholds and accept lists", async () => {
  const schema = await (await fetch(route(CF7_ALL_FIELDS_FORM_ID, "feedback/schema"))).json();
  assert.is(schema.version, "Contact Form 7 SWV Schema 2022-10");
  assert.is(schema.locale, "en_US");
  assert.equal(schema.rules.map((rule: { rule: string; field: string }) => `${rule.rule} ${rule.field}`), [
    "required equipment", "required heard-from",
    "required trip-date", "date trip-date", "mindate trip-date", "maxdate trip-date",
    "file your-file", "maxfilesize your-file",
    "required divers", "number divers", "minnumber divers", "maxnumber divers",
    "required trip",
    "required your-name", "minlength your-name", "maxlength your-name", "required your-email", "email your-email",
    "url your-website", "tel your-phone",
  ]);
  const byName = (name: string, field: string) => schema.rules.find((rule: { rule: string; field: string }) => rule.rule === name && rule.field === field);
  assert.equal(byName("file", "your-file"), {
    rule: "file", field: "your-file", accept: [".pdf", ".jpg", ".jpeg", ".png", ".txt"], error: "You are not allowed to upload files of this type.",
  });
  assert.equal(byName("maxfilesize", "your-file").threshold, CF7_FILE_LIMIT);
  assert.equal(byName("minnumber", "divers"), { rule: "minnumber", field: "divers", threshold: "1", error: "This field has a too small number." });
  assert.is(byName("mindate", "trip-date").threshold, "2026-01-01");
  const plain = await (await fetch(`${server.url}/index.php?rest_route=/contact-form-7/v1/contact-forms/${CF7_NOVALIDATE_FORM_ID}/feedback/schema`)).json();
  assert.equal(plain.rules.map((rule: { rule: string }) => rule.rule), ["required", "email", "required", "minlength", "maxlength"]);
});

test("validation_failed: the first error per field by the same rules, error ids from the unit tag, no hash", async () => {
  const answer = await feedback(CF7_ALL_FIELDS_FORM_ID, allFields(
    ["your-name", "A"], ["your-email", "ann@"], ["your-website", "example.com"], ["your-phone", "call me"],
    ["divers", "13"], ["trip-date", "2025-12-31"], ["trip", ""], ["equipment[]", ""], ["heard-from", ""],
  ), "wpcf7-f45-o2");
  assert.is(answer.status, "validation_failed");
  assert.is(answer.message, "One or more fields have an error. Please check and try again.");
  assert.is(answer.posted_data_hash, "");
  assert.is(answer.into, "#wpcf7-f45-o2");
  assert.equal(Object.keys(answer).slice(0, 6), ["contact_form_id", "status", "message", "invalid_fields", "posted_data_hash", "into"]);
  assert.equal(errors(answer), {
    equipment: "Please fill out this field.", "heard-from": "Please fill out this field.",
    "trip-date": "This field has a too early date.", divers: "This field has a too large number.", trip: "Please fill out this field.",
    "your-name": "This field has a too short input.", "your-email": "Please enter an email address.",
    "your-website": "Please enter a URL.", "your-phone": "Please enter a telephone number.",
  });
  assert.equal(answer.invalid_fields[0], { field: "equipment", message: "Please fill out this field.", idref: null, error_id: "wpcf7-f45-o2-ve-equipment" });
  const more = await feedback(CF7_ALL_FIELDS_FORM_ID, allFields(["divers", "two"], ["trip-date", "2027-02-30"]));
  assert.equal(errors(more), { "trip-date": "Please enter a date in YYYY-MM-DD format.", divers: "Please enter a number." });
  assert.is(server.state.cf7.submissions.length, 0);
});

test("mail_sent records the user fields and the files' names, sizes and types", async () => {
  const answer = await feedback(CF7_ALL_FIELDS_FORM_ID, allFields(["your-file", file("log.pdf", 1200)]));
  assert.is(answer.status, "mail_sent");
  assert.is(answer.message, "Thank you for your message. It has been sent.");
  assert.match(answer.posted_data_hash, /^[0-9a-f]{32}$/);
  assert.equal(answer.invalid_fields, []);
  assert.not.ok("quiz" in answer || "captcha" in answer);
  const [record] = server.state.cf7.submissions;
  assert.is(record?.formId, CF7_ALL_FIELDS_FORM_ID);
  assert.is(record?.unitTag, "wpcf7-f45-p60-o1");
  assert.equal(record?.files, [{ field: "your-file", name: "log.pdf", size: 1200, type: "application/pdf" }]);
  assert.equal(record?.fields["equipment"], ["Mask", "Fins"]);
  assert.is(record?.fields["heard-from_free_text"], "A magazine");
  assert.not.ok("_wpcf7" in (record?.fields ?? {}));
  const recorded = server.requests.at(-1);
  assert.equal(recorded?.files?.find((each) => each.name === "your-file"), { name: "your-file", filename: "log.pdf", type: "application/pdf", size: 1200 });
  assert.equal(recorded?.fields.find(([name]) => name === "your-file"), ["your-file", "log.pdf"]);
});

test("files: type and size rules are checked after acceptance and spam, an empty file input passes", async () => {
  const tooBig = await feedback(CF7_ALL_FIELDS_FORM_ID, allFields(["your-file", file("log.pdf", CF7_FILE_LIMIT + 1)]));
  assert.equal(errors(tooBig), { "your-file": "The uploaded file is too large." });
  const wrongType = await feedback(CF7_ALL_FIELDS_FORM_ID, allFields(["your-file", file("run.exe", 10, "application/x-msdownload")]));
  assert.equal(errors(wrongType), { "your-file": "You are not allowed to upload files of this type." });
  const robotAndBadFile = await feedback(CF7_ALL_FIELDS_FORM_ID, allFields(["your-file", file("run.exe", 10)], ["acceptance-robot", "1"]));
  assert.is(robotAndBadFile.status, "acceptance_missing");
  assert.is((await feedback(CF7_ALL_FIELDS_FORM_ID, allFields())).status, "mail_sent");
  assert.equal(server.state.cf7.submissions[0]?.files, []);
});

test("acceptance: plain unticked and invert ticked are acceptance_missing; optional may stay unticked; as validation it is a field error", async () => {
  const plain = await feedback(CF7_FORM_ID, [["your-name", "Jo"], ["your-email", "jo@example.com"], ["your-message", "Hi"]]);
  assert.is(plain.status, "acceptance_missing");
  assert.is(plain.message, "You must accept the terms and conditions before sending your message.");
  assert.is(plain.posted_data_hash, "");
  assert.is((await feedback(CF7_ALL_FIELDS_FORM_ID, allFields(["acceptance-robot", "1"]))).status, "acceptance_missing");
  const optional = await feedback(CF7_CALLBACK_FORM_ID, [["your-name", "Jo"], ["your-phone", "+49 30 1234"]]);
  assert.is(optional.status, "mail_sent");
  const captcha = await feedback(CF7_CAPTCHA_FORM_ID, [["your-name", "Jo"], ["your-email", "jo@example.com"], ["your-message", ""]]);
  assert.is(captcha.status, "validation_failed");
  // Tag checks run in form order after the schema's rules: the captcha field comes before the acceptance box.
  assert.equal(captcha.invalid_fields.map(({ field, message }) => [field, message]), [
    ["captcha-1", "Your entered code is incorrect."],
    ["acceptance-terms", "You must accept the terms and conditions before sending your message."],
  ]);
});

test("spam, aborted and mail_failed are reached with the demo words; spam keeps no hash", async () => {
  const base: [string, string][] = [["your-name", "Jo"], ["your-email", "jo@example.com"], ["acceptance-1", "1"]];
  const spam = await feedback(CF7_FORM_ID, [...base, ["your-message", `Please ${CF7_SPAM_WORD.toUpperCase()} now`]]);
  assert.equal([spam.status, spam.message, spam.posted_data_hash], ["spam", "There was an error trying to send your message. Please try again later.", ""]);
  const aborted = await feedback(CF7_FORM_ID, [...base, ["your-message", CF7_ABORT_WORD]]);
  assert.equal([aborted.status, aborted.message], ["aborted", "Sending mail has been aborted."]);
  assert.match(aborted.posted_data_hash, /^[0-9a-f]{32}$/);
  const failed = await feedback(CF7_FORM_ID, [...base, ["your-message", CF7_MAIL_FAIL_WORD]]);
  assert.equal([failed.status, failed.message], ["mail_failed", "There was an error trying to send your message. Please try again later."]);
  const invalidAndSpam = await feedback(CF7_FORM_ID, [...base, ["your-email", "x"], ["your-message", CF7_SPAM_WORD]]);
  assert.is(invalidAndSpam.status, "validation_failed");
  assert.is(server.state.cf7.submissions.length, 0);
});

test("quiz: every answer carries a new question; a wrong answer is a field error, the right one passes", async () => {
  const refill = await (await fetch(route(CF7_QUIZ_FORM_ID, "refill"))).json();
  const [question, hash] = refill.quiz["quiz-1"] as [string, string];
  const answer = CF7_QUIZ.find(([each]) => each === question)?.[1] ?? "";
  const base: [string, string][] = [["your-name", "Jo"], ["your-email", "jo@example.com"], ["_wpcf7_quiz_answer_quiz-1", hash]];
  const wrong = await feedback(CF7_QUIZ_FORM_ID, [...base, ["quiz-1", "nope"]]);
  assert.equal(errors(wrong), { "quiz-1": "The answer to the quiz is incorrect." });
  assert.is(wrong.quiz?.["quiz-1"]?.length, 2);
  assert.is.not(wrong.quiz?.["quiz-1"]?.[0], question);
  const right = await feedback(CF7_QUIZ_FORM_ID, [...base, ["quiz-1", ` ${answer.toUpperCase()} `]]);
  assert.is(right.status, "mail_sent");
  assert.ok(right.quiz?.["quiz-1"]);
});

test("captcha: a new image each time (…NNN.png, served), the right code once per challenge, refill [] without challenges", async () => {
  const refill = await (await fetch(route(CF7_CAPTCHA_FORM_ID, "refill"))).json();
  assert.equal(Object.keys(refill), ["captcha"]);
  const url = refill.captcha["captcha-1"] as string;
  assert.match(url, new RegExp(`^${server.url}/wp-content/uploads/wpcf7_captcha/\\d+\\.png$`));
  const image = await fetch(url);
  assert.is(image.headers.get("content-type"), "image/svg+xml");
  assert.match(await image.text(), CF7_CAPTCHA_ANSWER);
  const prefix = /(\d+)\.png$/.exec(url)?.[1] ?? "";
  const fields = (code: string, message = "A table by the window"): [string, string][] => [
    ["your-name", "Jo"], ["your-email", "jo@example.com"], ["your-message", message], ["acceptance-terms", "1"],
    ["_wpcf7_captcha_challenge_captcha-1", prefix], ["captcha-1", code],
  ];
  const sent = await feedback(CF7_CAPTCHA_FORM_ID, fields(CF7_CAPTCHA_ANSWER.toLowerCase()));
  assert.is(sent.status, "mail_sent");
  assert.match(sent.captcha?.["captcha-1"] ?? "", /\d+\.png$/);
  assert.is.not(sent.captcha?.["captcha-1"], url);
  const reused = await feedback(CF7_CAPTCHA_FORM_ID, fields(CF7_CAPTCHA_ANSWER));
  assert.equal(errors(reused), { "captcha-1": "Your entered code is incorrect." });
  const short = await feedback(CF7_CAPTCHA_FORM_ID, fields(CF7_CAPTCHA_ANSWER, "short"));
  assert.equal(errors(short), { "your-message": "This field has a too short input.", "captcha-1": "Your entered code is incorrect." });
  const nothing = await fetch(route(CF7_FORM_ID, "refill"));
  assert.is(await nothing.text(), "[]");
});

test("415 for a body that is not multipart; the fault switch covers the three routes", async () => {
  const urlencoded = await fetch(route(CF7_FORM_ID, "feedback"), {
    method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "your-name=Jo",
  });
  assert.is(urlencoded.status, 415);
  assert.equal(await urlencoded.json(), {
    code: "wpcf7_unsupported_media_type", message: "The request payload format is not supported.", data: { status: 415 },
  });
  server.faults.set("cf7_schema", { kind: "html500", times: 1 });
  const schema = await fetch(route(CF7_FORM_ID, "feedback/schema"));
  assert.is(schema.status, 500);
  assert.is((await fetch(route(CF7_FORM_ID, "feedback/schema"))).status, 200);
  server.faults.set("cf7_refill", { kind: "invalid-json" });
  const refill = await fetch(route(CF7_QUIZ_FORM_ID, "refill"));
  await refill.text().then((text) => assert.throws(() => JSON.parse(text)));
  server.faults.set("cf7_feedback", { kind: "error-response" });
  const failed = await feedback(CF7_FORM_ID, [["your-name", "Jo"]], "wpcf7-f42-o3");
  assert.equal([failed.status, failed.into], ["mail_failed", "#wpcf7-f42-o3"]);
  assert.equal(server.requests.slice(-4).map((request) => request.action), ["cf7_schema", "cf7_schema", "cf7_refill", "cf7_feedback"]);
});

test("contacts pages: the forms rendered from their definitions, the wpcf7 global with this host, every hook", async () => {
  const page = async (name: string) => (await fetch(`${server.url}/${name}`)).text();
  const unitTags = (html: string) => [...html.matchAll(/<div class="wpcf7 no-js" id="([^"]+)"/g)].map((match) => match[1]);
  const contacts = await page("contacts.html");
  assert.equal(unitTags(contacts), ["wpcf7-f44-p60-o1", "wpcf7-f42-p60-o2", "wpcf7-f44-o3"]);
  const global = JSON.stringify({ api: { root: `${server.url}/wp-json/`, namespace: "contact-form-7/v1" } }).replace(/\//g, "\\/");
  assert.match(contacts, `var wpcf7 = ${global};`);
  assert.match(contacts, '<form action="/contacts.html#wpcf7-f44-o3" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init">');
  assert.match(contacts, '<input type="hidden" name="_wpcf7_container_post" value="0" />');
  assert.match(contacts, '<span class="wpcf7-character-count down" data-target-name="your-message" data-starting-value="2000" data-current-value="2000" data-maximum-value="2000">2000</span>');
  assert.match(contacts, '<span class="wpcf7-form-control wpcf7-acceptance optional">');
  assert.match(contacts, "<link rel='stylesheet' id='contact-form-7-css' href='/assets/cf7.css'");
  const shop = await page("contacts-shop.html");
  assert.equal(unitTags(shop), ["wpcf7-f45-p61-o1"]);
  for (const hook of ['enctype="multipart/form-data"', "wpcf7-validates-as-url", "wpcf7-exclusive-checkbox", "has-free-text", 'class="wpcf7-free-text"',
    'data-reflection-of="your-name"', "wpcf7-acceptance invert", 'type="number" name="divers"', 'min="2026-01-01" max="2030-12-31"',
    'accept=".pdf,.jpg,.jpeg,.png,.txt"', '<option value="">&#8212;Please choose an option&#8212;</option>', 'name="equipment[]"']) {
    assert.ok(shop.includes(hook), hook);
  }
  const sports = await page("contacts-sports.html");
  assert.equal(unitTags(sports), ["wpcf7-f43-p62-o1", "wpcf7-f47-p62-o2"]);
  assert.match(sports, "index.php?rest_route=\\/");
  assert.match(sports, 'class="wpcf7-form init novalidate"');
  assert.match(sports, `<span class="wpcf7-quiz-label">${CF7_QUIZ[0]![0]}</span>`);
  assert.match(sports, 'data-minimum-value="20"');
  const restaurant = await page("contacts-restaurant.html");
  assert.match(restaurant, 'class="wpcf7-form init use-floating-validation-tip wpcf7-acceptance-as-validation"');
  const prefix = /name="_wpcf7_captcha_challenge_captcha-1" value="(\d+)"/.exec(restaurant)?.[1] ?? "";
  assert.ok(restaurant.includes(`<img class="wpcf7-form-control wpcf7-captchac wpcf7-captcha-captcha-1" width="72" height="24" alt="captcha" src="${server.url}/wp-content/uploads/wpcf7_captcha/${prefix}.png" />`));
  assert.ok(Object.hasOwn(server.state.cf7.captchas, prefix));
  for (const html of [contacts, shop, sports, restaurant]) assert.not.match(html, "<!--fixture:");
  assert.match(await (await fetch(`${server.url}/`)).text(), 'href="/contacts-restaurant.html"');
});

test("6.1.6: the page's form and global as 6.1.6 prints them; its schema's version and default maxlengths", async () => {
  const html = await (await fetch(`${server.url}/contacts-cf7-616.html`)).text();
  assert.match(html, '<div class="wpcf7 no-js" id="wpcf7-f48-p64-o1" lang="en-US" dir="ltr" data-wpcf7-id="48">');
  assert.match(html, '<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="48" /><input type="hidden" name="_wpcf7_version" value="6.1.6" />');
  assert.match(html, '<input type="hidden" name="_wpcf7_posted_data_hash" value="" />\n</fieldset>\n<p><label> Your name<br />\n<span class="wpcf7-form-control-wrap" data-name="your-name">');
  assert.match(html, '<input size="40" maxlength="400" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" aria-invalid="false" value="" type="email" name="your-email" />');
  assert.match(html, '<textarea cols="40" rows="10" maxlength="2000" class="wpcf7-form-control wpcf7-textarea" aria-invalid="false" name="your-message"></textarea>');
  assert.match(html, '<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Submit" />\n</p><div class="wpcf7-response-output" aria-hidden="true"></div>\n</form>\n</div>');
  const root = `${server.url}/wp-json/`.replace(/\//g, "\\/");
  assert.match(html, `<script id="contact-form-7-js-before">\nvar wpcf7 = {\n    "api": {\n        "root": "${root}",\n        "namespace": "contact-form-7\\/v1"\n    }\n};\n</script>`);
  assert.not.match(html, "<!--fixture:");
  const schema = await (await fetch(route(CF7_616_FORM_ID, "feedback/schema"))).json();
  assert.is(schema.version, "Contact Form 7 SWV Schema 2024-10");
  assert.equal(schema.rules.filter((rule: { rule: string }) => rule.rule === "maxlength").map((rule: { field: string; threshold: number }) => `${rule.field} ${rule.threshold}`), [
    "your-name 400", "your-email 400", "your-phone 400", "your-subject 400", "your-message 2000",
  ]);
  const sent = await feedback(CF7_616_FORM_ID, [["_wpcf7_version", "6.1.6"], ["your-name", "Jo"], ["your-email", "jo@example.com"], ["your-phone", "0123"], ["accept-terms", "1"]], "wpcf7-f48-p64-o1");
  assert.equal(Object.keys(sent), ["contact_form_id", "status", "message", "posted_data_hash", "into", "invalid_fields"]);
  assert.is(sent.status, "mail_sent");
});

test("a release that refuses a feedback POST without a valid unit tag (6.1, and 6.0.6, 5.9.8, 5.8.7) answers 400", async () => {
  assert.equal(["5.5.6", "5.7.3", "5.8.6", "5.8.7", "5.9.7", "5.9.8", "6.0.5", "6.0.6", "6.1", "6.1.6", "7.0"].map(requiresUnitTag), [
    false, false, false, true, false, true, false, true, true, true, true,
  ]);
  const body = new FormData();
  for (const [name, value] of [["_wpcf7", "48"], ["_wpcf7_version", "6.1.6"], ["_wpcf7_unit_tag", "not-a-tag"], ["your-name", "Jo"]]) body.append(name!, value!);
  const refused = await fetch(route(CF7_616_FORM_ID, "feedback"), { method: "POST", body });
  assert.is(refused.status, 400);
  assert.equal(await refused.json(), { code: "wpcf7_unit_tag_not_found", message: "There is no valid unit tag.", data: { status: 400 } });
  body.set("_wpcf7_version", "5.7.3");
  assert.is((await fetch(route(CF7_616_FORM_ID, "feedback"), { method: "POST", body })).status, 200, "5.7.3 answered all the same");
});

test("reset forgets submissions, captchas and the quiz turn", async () => {
  await fetch(route(CF7_CAPTCHA_FORM_ID, "refill"));
  await fetch(route(CF7_QUIZ_FORM_ID, "refill"));
  assert.ok(Object.keys(server.state.cf7.captchas).length);
  await fetch(`${server.url}/__reset`, { method: "POST" });
  assert.equal(server.state.cf7.captchas, {});
  assert.is(server.state.cf7.quizTurn, 0);
});

test.run();
