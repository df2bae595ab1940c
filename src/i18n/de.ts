/**
 * Interface labels fixed by the specification. Everything an editor writes lives in content/.
 */
export const labels = {
  backToHome: "Back to Home",
  backToStart: "Zurück zur Startseite",
  moreInfo: "More Info",
  goToProject: "Go to project page",
  closeDialog: "Schließen",
  skipToContent: "Zum Inhalt springen",
  homeLink: "Zur Startseite",
  footerNav: "Kontakt und Rechtliches",
  kontakt: "Kontakt",
  impressum: "Impressum",
  datenschutz: "Datenschutz",
  consentSettings: "Cookie-Einstellungen",
  linkedin: "LinkedIn",
  website: "Website",
  standDate: "Stand",
  sending: "Wird gesendet …",
  sendSuccess: "Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.",
  sendError: "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
} as const;
