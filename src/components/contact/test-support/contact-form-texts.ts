/** The contact dialog's texts as the tests of the dialog and its call to action use them. */
export const contactFormTexts = {
  title: "Kontakt aufnehmen",
  intro: "Schreiben Sie uns.",
  nameLabel: "Name",
  emailLabel: "E-Mail",
  messageLabel: "Nachricht",
  consentText: "Ich bin einverstanden, gemäß der",
  privacyLinkText: "Datenschutzerklärung",
  submitLabel: "Nachricht senden",
};
