import { labelText, type Label } from "../../i18n/de";

/** The `lang` attribute of a control whose whole name is `label`. */
export const labelLang = (label: Label): { lang?: "en" } => (typeof label === "string" ? {} : { lang: label.lang });

/** A label from i18n/de.ts: one in another language inside a span with its `lang` (WCAG 3.1.2). */
export function LabelText({ label }: { label: Label }) {
  if (typeof label === "string") return <>{label}</>;
  return <span lang={label.lang}>{labelText(label)}</span>;
}
