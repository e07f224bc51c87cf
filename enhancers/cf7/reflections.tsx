import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { quoted } from './field-errors';

/** The valid values of the fields a validation looked at, for their `[data-reflection-of]` elements. */
export type Reflected = ReadonlyMap<string, readonly string[]>;

/** A field's posted values (`field` and `field[…]` entries) as text: files by their names. */
export const reflectedValues = (data: FormData, field: string): string[] =>
  [...data]
    .filter(([name]) => name.replace(/\[.*$/, '') === field)
    .map(([, value]) => (typeof value === 'string' ? value : value.name));

function OutputReflection({ output, values }: { output: HTMLElement; values: readonly string[] }) {
  // An `<output>` shows the first value; with none it keeps what it showed.
  useLayoutEffect(() => {
    if (values.length > 0) output.textContent = values[0]!;
  }, [output, values]);
  return null;
}

function ListReflection({ element, field, values }: { element: HTMLElement; field: string; values: readonly string[] }) {
  // Any other element shows one `<output name>` per value, in place of what the server printed.
  const [printed] = useState(() => [...element.childNodes]);
  useLayoutEffect(() => {
    for (const node of printed) node.remove();
  }, [printed]);
  return createPortal(values.map((value, index) => <output key={index} name={field}>{value}</output>), element);
}

/** Every `[data-reflection-of]` element of a field the validations have looked at. */
export function Reflections({ form, reflected }: { form: HTMLFormElement; reflected: Reflected }) {
  return (
    <>
      {[...reflected].flatMap(([field, values]) =>
        [...form.querySelectorAll<HTMLElement>(`[data-reflection-of=${quoted(field)}]`)].map((element, index) =>
          element.tagName === 'OUTPUT' ? (
            <OutputReflection key={`${field}\u0000${index}`} output={element} values={values} />
          ) : (
            <ListReflection key={`${field}\u0000${index}`} element={element} field={field} values={values} />
          ),
        ),
      )}
    </>
  );
}
