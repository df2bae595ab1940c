import { Link } from "gatsby";
import { quietButton } from "../ui/button-styles";

/** "Back to Home" or "Zurück zur Startseite": the spec names the label per page. */
export function BackButton({ label }: { label: string }) {
  return (
    <Link to="/" css={quietButton}>
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
