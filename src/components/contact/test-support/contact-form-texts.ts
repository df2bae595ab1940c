import { interfaceTables } from "../../../i18n/tables";
import type { ContactDialogTexts } from "../ContactDialog";

const { closeDialog, sending, sendSuccess, sendError } = interfaceTables.de;

/** The content's texts of the contact dialog as the tests of the dialog and its call to action use them. */
export const contactFormContent = {
  title: "Kontakt aufnehmen",
  intro: "Schreiben Sie uns.",
  nameLabel: "Name",
  emailLabel: "E-Mail",
  messageLabel: "Nachricht",
  consentText: "Ich bin einverstanden, gemäß der",
  privacyLinkText: "Datenschutzerklärung",
  submitLabel: "Nachricht senden",
};

/** The dialog's texts as the build hands them to it on a German page. */
export const contactFormTexts: ContactDialogTexts = {
  ...contactFormContent,
  language: "de",
  labels: { closeDialog, sending, sendSuccess, sendError },
};
