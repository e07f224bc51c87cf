/**
 * Whether a class can change how an element looks: some stylesheet rule names it, in a compound selector whose
 * other classes the element has (`.sc_slider_swiper.inited` makes `inited` matter on a slider, not on a link), or
 * matches it by a part of its name (`[class*="sc_button_hover_"]`). A class no rule names is a script's own
 * marker: a visitor sees nothing of it. Without the selectors (a sheet could not be read), every class matters.
 */
export function classRelevance(selectors: readonly string[] | null): (classes: readonly string[], name: string) => boolean {
  if (!selectors) return () => true;
  const compounds = new Map<string, string[][]>();
  const partial: string[] = [];
  for (const selector of selectors) {
    for (const match of selector.matchAll(/\[class[*^]?=["']?([\w-]+)["']?\]/g)) partial.push(match[1]!);
    for (const compound of selector.replace(/:not\([^)]*\)/g, '').split(/[\s>+~,()]+/)) {
      const names = [...compound.matchAll(/\.([\w-]+)/g)].map((match) => match[1]!);
      for (const name of names) compounds.set(name, [...(compounds.get(name) ?? []), names.filter((other) => other !== name)]);
    }
  }
  return (classes, name) =>
    partial.some((part) => name.includes(part)) || (compounds.get(name) ?? []).some((others) => others.every((other) => classes.includes(other)));
}
