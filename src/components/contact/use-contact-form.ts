import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Language } from "../../../core/languages";
import { sendContactRequest, type ContactFormValues, type SendResult } from "./send-contact-request";

type SendStatus = "idle" | "sending" | SendResult["outcome"];

/** How long the success message stays before the dialog closes (the specification's 2 seconds). */
const AUTO_CLOSE_MS = 2000;

const empty: ContactFormValues = { name: "", email: "", message: "", agreed_to_agbs: false, website: "" };

/**
 * The contact form's states: success clears the form and closes the dialog; an error keeps every value for a retry.
 * `language`: the page's, in which the server answers.
 */
export function useContactForm(language: Language, onDone: () => void) {
  const [values, setValues] = useState(empty);
  const [status, setStatus] = useState<SendStatus>("idle");
  const [notice, setNotice] = useState("");
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const update = <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status === "sending") return;
    setStatus("sending");
    const result = await sendContactRequest(values, language);
    if (result.outcome === "preview") setNotice(result.notice);
    setStatus(result.outcome);
    if (result.outcome !== "sent") return;
    setValues(empty);
    closeTimer.current = setTimeout(() => {
      setStatus("idle");
      onDone();
    }, AUTO_CLOSE_MS);
  }

  return { values, update, status, notice, submit };
}
