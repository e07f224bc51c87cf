// The SWV rules of CF7 5.7.3 (includes/swv/rules/*.php, mirrored by includes/swv/js): each says whether a
// field's non-blank values pass. Rules name their field; a value-wise rule checks every value, an
// aggregate rule their count, total length or total size.
import { acceptedSuffixes, isAcceptedFileName } from './file-types';
import type { FieldValues } from './field-values';
import { countCodeUnits, isDate, isEmail, isNumber, isTel, isUrl, thresholdNumber } from './predicates';
import type { SwvRule } from './types';

export type RuleCheck = (values: FieldValues, rule: SwvRule) => boolean;

const integerThreshold = (rule: SwvRule): number | undefined => {
  const threshold = thresholdNumber(rule.threshold);
  return threshold === undefined ? undefined : Math.trunc(threshold);
};

const dateThreshold = (rule: SwvRule): string | undefined => {
  const threshold = rule.threshold === undefined ? '' : String(rule.threshold).trim();
  return isDate(threshold) ? threshold : undefined;
};

const everyText = (test: (text: string) => boolean): RuleCheck => ({ texts }) => texts.every(test);

const totalLength = (texts: readonly string[]): number => texts.reduce((sum, text) => sum + countCodeUnits(text), 0);
const totalSize = (values: FieldValues): number => values.files.reduce((sum, file) => sum + file.size, 0);

/** Numbers compared only when both the value and the threshold are numbers. */
const numberBound = (outside: (value: number, threshold: number) => boolean): RuleCheck => ({ texts }, rule) => {
  const threshold = thresholdNumber(rule.threshold);
  return threshold === undefined || texts.every((text) => !isNumber(text) || !outside(Number(text.trim()), threshold));
};

/** Y-m-d dates compare as strings; only real dates on both sides are compared. */
const dateBound = (outside: (value: string, threshold: string) => boolean): RuleCheck => ({ texts }, rule) => {
  const threshold = dateThreshold(rule);
  return threshold === undefined || texts.every((text) => !isDate(text) || !outside(text.trim(), threshold));
};

const enumeration: RuleCheck = ({ texts }, rule) => {
  const accepted = new Set((rule.accept ?? []).map(String).filter((value) => value !== ''));
  return texts.every((text) => accepted.has(text));
};

export const RULES: Readonly<Record<string, RuleCheck>> = {
  required: ({ texts, files }) => texts.length + files.length > 0,
  requiredfile: ({ files }) => files.length > 0,
  email: everyText(isEmail),
  url: everyText(isUrl),
  tel: everyText(isTel),
  number: everyText(isNumber),
  date: everyText(isDate),
  file: ({ files }, rule) => {
    const suffixes = acceptedSuffixes(rule.accept ?? []);
    return files.every((file) => isAcceptedFileName(file.name, suffixes));
  },
  // CF7 prints "enum" (rules/enum.php); its client script names the same check "enumeration".
  enum: enumeration,
  enumeration,
  minitems: ({ texts }, rule) => {
    const threshold = integerThreshold(rule);
    return threshold === undefined || texts.length >= threshold;
  },
  maxitems: ({ texts }, rule) => {
    const threshold = integerThreshold(rule);
    return threshold === undefined || texts.length <= threshold;
  },
  // Nothing typed passes minlength: `required` is the rule for that.
  minlength: ({ texts }, rule) => {
    const total = totalLength(texts);
    return total === 0 || total >= (integerThreshold(rule) ?? 0);
  },
  maxlength: ({ texts }, rule) => {
    const threshold = integerThreshold(rule);
    return threshold === undefined || totalLength(texts) <= threshold;
  },
  minnumber: numberBound((value, threshold) => value < threshold),
  maxnumber: numberBound((value, threshold) => value > threshold),
  mindate: dateBound((value, threshold) => value < threshold),
  maxdate: dateBound((value, threshold) => value > threshold),
  // No file chosen passes the size rules: `requiredfile` is the rule for that.
  minfilesize: (values, rule) => {
    const threshold = thresholdNumber(rule.threshold);
    return values.files.length === 0 || threshold === undefined || totalSize(values) >= threshold;
  },
  maxfilesize: (values, rule) => {
    const threshold = thresholdNumber(rule.threshold);
    return values.files.length === 0 || threshold === undefined || totalSize(values) <= threshold;
  },
};
