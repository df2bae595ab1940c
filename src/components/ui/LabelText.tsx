import { labelText, type Label } from "../../i18n/de";

/**
 * A label from i18n/de.ts as text: a German label as it is, a label in another language
 * inside a span with its `lang` (WCAG 3.1.2), so assistive technology switches pronunciation.
 */
export function LabelText({ label }: { label: Label }) {
  if (typeof label === "string") return <>{label}</>;
  return <span lang={label.lang}>{labelText(label)}</span>;
}
