import type { InteractionOutcome } from './interactive-outcome';
import type { InteractiveTarget } from './interactive-targets';

/** A difference the enhancers make on purpose (docs/decisions.md): listed with why, not counted. */
interface IntendedOutcome {
  why: string;
  applies: (target: InteractiveTarget, original: InteractionOutcome, enhanced: InteractionOutcome) => boolean;
}

const INTENDED: IntendedOutcome[] = [
  {
    why: 'generation A\'s header search submits on the first Enter; the original\'s first Enter only widens the open field (docs/decisions.md, issue 27)',
    applies: (target, original, enhanced) =>
      target.action === 'type' && /search/.test(target.key) && !original.navigation && /[?&]s=/.test(enhanced.navigation ?? ''),
  },
  {
    why: 'the header cart\'s button never follows its # (the original jumps to the top of the page) (docs/decisions.md, issue 27)',
    applies: (target, original, enhanced) => /cart/.test(target.key) && original.hash === '#' && enhanced.hash !== '#',
  },
  {
    why: 'every failure is said: the check holds back what would change data and answers it 0, which the enhancers report and the original plugins only log (docs/decisions.md, issue 9)',
    applies: (_target, original, enhanced) => {
      const shown = new Set(original.changes.appeared.map((change) => change.name));
      const onlyEnhanced = enhanced.changes.appeared.filter((change) => !shown.has(change.name));
      return enhanced.requests.some((request) => request.heldBack) && onlyEnhanced.length > 0 && onlyEnhanced.every((change) => /message|error|notice/i.test(change.name));
    },
  },
];

/** Why the enhancers deliberately do otherwise with this target, if they do. */
export const intendedWhy = (target: InteractiveTarget, original: InteractionOutcome, enhanced: InteractionOutcome): string | undefined =>
  INTENDED.find((rule) => rule.applies(target, original, enhanced))?.why;
