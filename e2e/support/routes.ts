/** The nine routes of the specification and a text each must show (fixed by the spec). */
export const routes = [
  { path: "/", text: "Webdesign & Entwicklung" },
  { path: "/webdesign/", text: "Digitale Erlebnisse schaffen" },
  { path: "/ai/", text: "Back to Home" },
  { path: "/digital-marketing/", text: "Back to Home" },
  { path: "/social-media/", text: "Back to Home" },
  { path: "/team/", text: "Zurück zur Startseite" },
  { path: "/projects/", text: "Unsere Projekte" },
  { path: "/datenschutz/", text: "Datenschutzerklärung" },
  { path: "/impressum/", text: "Noch nicht Erhalten" },
] as const;
