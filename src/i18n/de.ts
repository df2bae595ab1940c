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
  footerNav: "Rechtliches",
  impressum: "Impressum",
  datenschutz: "Datenschutz",
  linkedin: "LinkedIn",
  website: "Website",
  standDate: "Stand",
} as const;
