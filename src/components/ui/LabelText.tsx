import { labelText, type Label } from "../../i18n/de";

/** A label from i18n/de.ts: one in another language inside a span with its `lang` (WCAG 3.1.2). */
export function LabelText({ label }: { label: Label }) {
  if (typeof label === "string") return <>{label}</>;
  return <span lang={label.lang}>{labelText(label)}</span>;
}
