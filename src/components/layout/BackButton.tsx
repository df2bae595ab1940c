import { labelLang, type Label } from "../../i18n/de";
import { LabelText } from "../ui/LabelText";
import { quietButton } from "../ui/button-styles";

/** "Back to Home" or "Zurück zur Startseite": the spec names the label per page. */
export function BackButton({ label }: { label: Label }) {
  return (
    <a href="/" css={quietButton} {...labelLang(label)}>
      <span aria-hidden="true">←</span> <LabelText label={label} />
    </a>
  );
}
