import { useCompany } from "../../hooks/use-company";
import { primaryButton } from "../ui/button-styles";

/**
 * Every call-to-action that starts a contact request. It is an e-mail link, so it
 * works with JavaScript off.
 */
export function ContactButton({ children }: { children: string }) {
  const { email } = useCompany();
  return (
    <a href={`mailto:${email}`} css={primaryButton}>
      {children}
    </a>
  );
}
