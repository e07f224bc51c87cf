import { SCREENSHOT_MAX_HEIGHT } from './page-view/at-rest';
import type { Box, Crop, Finding } from './page-view/finding';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** How big a crop may show on the report, in CSS pixels; how much of the page around the element it shows. */
const CROP_WIDTH = 560;
const CROP_HEIGHT = 320;
const MARGIN = 24;
/** A very tall element shows its top: a whole column scaled to fit would show nothing. */
const REGION_MAX_HEIGHT = 900;

/**
 * The part of the page a side's crop shows: around its box; a side without one shows where the other side has it
 * (the pages may be laid out differently: each side is cropped around its own element).
 */
function regionOf(crop: Crop, other: Crop, width: number): Box {
  const [x, y, w, h] = crop.box ?? other.box ?? [0, 0, width, 0];
  const left = Math.max(0, x - MARGIN);
  const top = Math.max(0, y - MARGIN);
  return [left, top, Math.min(width, x + w + MARGIN) - left, Math.min(h + 2 * MARGIN, REGION_MAX_HEIGHT)];
}

const px = (value: number) => `${Math.round(value)}px`;

const scaleFor = (region: Box) => Math.min(1, CROP_WIDTH / Math.max(region[2], 1), CROP_HEIGHT / Math.max(region[3], 1));

function cropHtml(name: string, crop: Crop, region: Box, scale: number, width: number): string {
  const [left, top] = region;
  const outline = crop.box
    ? `<div class="outline${crop.ofAncestor ? ' ancestor' : ''}" style="left:${px((crop.box[0] - left) * scale)};top:${px((crop.box[1] - top) * scale)};width:${px(crop.box[2] * scale)};height:${px(crop.box[3] * scale)}"></div>`
    : '';
  const note = !crop.box ? ': not on this side (where it would be)' : crop.ofAncestor ? ': not on this side, its container outlined' : '';
  const below = top >= SCREENSHOT_MAX_HEIGHT ? ' (below the screenshot)' : '';
  return `<figure><div class="crop" style="width:${px(region[2] * scale)};height:${px(region[3] * scale)}">` +
    `<img src="${escape(crop.screenshot)}" alt="" loading="lazy" style="left:${px(-left * scale)};top:${px(-top * scale)};width:${px(width * scale)}">${outline}</div>` +
    `<figcaption>${escape(name)}${note}${below}</figcaption></figure>`;
}

function cropsHtml({ original, enhanced }: { original: Crop; enhanced: Crop }, width: number): string {
  const regions = [regionOf(original, enhanced, width), regionOf(enhanced, original, width)] as const;
  // One scale for both: sizes compare at a glance.
  const scale = Math.min(scaleFor(regions[0]), scaleFor(regions[1]));
  return `<div class="sides">${cropHtml('original', original, regions[0], scale, width)}${cropHtml('enhanced', enhanced, regions[1], scale, width)}</div>`;
}

const findingHtml = (finding: Finding) => {
  const crops = finding.crops ? cropsHtml(finding.crops, finding.width) : '';
  return `<div class="finding"><p>${escape(finding.line)}${finding.intended ? ` <em>(intended: ${escape(finding.intended)})</em>` : ''}</p>${crops}</div>`;
};

const byGroup = (findings: readonly Finding[]) => {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) groups.set(finding.group, [...(groups.get(finding.group) ?? []), finding]);
  return [...groups].map(([group, list]) => `<h3>${escape(group)} (${list.length})</h3>${list.map(findingHtml).join('\n')}`).join('\n');
};

/** Styles the findings' crops need. */
export const FINDINGS_CSS = `.finding { margin: 1em 0 2em; } .finding p { margin: .3em 0; font-weight: 500; }
.crop { position: relative; overflow: hidden; border: 1px solid #c3c4c7; background: #f6f7f7; }
.crop img { position: absolute; max-width: none; border: 0; }
.outline { position: absolute; outline: 3px solid #d63638; outline-offset: 1px; box-shadow: 0 0 0 9999px rgb(0 0 0 / 15%); }
.outline.ancestor { outline-style: dashed; box-shadow: none; }`;

/** Each finding beside its two crops, grouped by heading; the intended ones apart. */
export function findingsHtml(findings: readonly Finding[]): string {
  const differ = findings.filter((finding) => !finding.intended);
  const intended = findings.filter((finding) => finding.intended);
  return [
    `<h2>What a visitor sees differ (${differ.length})</h2>`,
    differ.length ? byGroup(differ) : '<p>Nothing: every element compared looks the same on both sides.</p>',
    ...(intended.length ? [`<h2>Intended (${intended.length})</h2>`, byGroup(intended)] : []),
  ].join('\n');
}
