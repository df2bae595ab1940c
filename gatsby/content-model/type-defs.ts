/** What every provider that processes visitors' data declares (the host declares its logs besides). */
const dataProcessorFields = /* GraphQL */ `
    name: String! @shared @label(text: "Name des Anbieters", hint: "So nennt ihn die Datenschutzerklärung.")
    address: String! @shared @label(text: "Anschrift", hint: "Steht in der Datenschutzerklärung hinter dem Namen.")
    privacyUrl: String! @shared @url
      @label(text: "Link zu seinen Datenschutzhinweisen", hint: "Die Datenschutzerklärung verlinkt sie.")
    "Never left empty: the privacy policy names it"
    country: String! @shared @country
      @label(text: "Land der Verarbeitung", hint: "Wo der Anbieter die Daten verarbeitet; die Datenschutzerklärung nennt es.")
    safeguard: Safeguard @shared
      @label(
        text: "Garantie für die Übermittlung in ein Drittland"
        hint: "Nur bei einem Land außerhalb von EU und EWR: worauf die Übermittlung beruht, wie es der Anbieter angibt."
      )`;

/** A page's address and search-engine texts, the first fields of every page type. */
const pageFields = /* GraphQL */ `
    "The page's address; fixed, because links, the sitemap and search engines know it"
    slug: String! @label(text: "Adresse der Seite", hidden: true)
    seo: SeoMeta!
      @label(text: "Suchmaschinen (SEO)", hint: "Wie die Seite in Suchergebnissen und geteilten Links erscheint; nicht auf der Seite selbst.")`;

/**
 * The content model: one GraphQL type per kind of Markdown file in content/, checked at build
 * (validate-frontmatter.ts) and offered by the CMS (cms-config.ts). "…" descriptions are for developers
 * and stay out of the CMS. `@fromMarkdown` fields are taken from the Markdown file, not its frontmatter.
 */
export const typeDefs = /* GraphQL */ `
  "Icons the site can draw (src/components/ui/Icon.tsx); the CMS offers them by their German names."
  enum IconName {
    code @label(text: "Code (spitze Klammern)")
    sparkles @label(text: "Funken")
    megaphone @label(text: "Megafon")
    share @label(text: "Teilen")
    eye @label(text: "Auge")
    cursor @label(text: "Mauszeiger")
    phone @label(text: "Smartphone")
    search @label(text: "Lupe")
    bolt @label(text: "Blitz")
    shield @label(text: "Schild mit Haken")
    chart @label(text: "Diagramm")
    users @label(text: "Personen")
    rocket @label(text: "Rakete")
    mail @label(text: "Briefumschlag")
    calendar @label(text: "Kalender")
    chat @label(text: "Sprechblase")
    target @label(text: "Zielscheibe")
    pen @label(text: "Stift")
  }

  type SeoMeta {
    title: String!
      @label(text: "Titel für Suchmaschinen", hint: "Erscheint im Browser-Tab, als Titel im Suchergebnis und in geteilten Links.")
      @length(max: 60)
    description: String!
      @label(text: "Beschreibung für Suchmaschinen", hint: "Erscheint unter dem Titel im Suchergebnis und in geteilten Links.")
      @length(max: 175)
    keywords: [String!]!
      @label(
        text: "Suchbegriffe"
        singular: "Suchbegriff"
        hint: "Begriffe, unter denen die Seite gefunden werden soll; stehen im Kopf der Seite, nicht im sichtbaren Text."
      )
  }

  type CompanyAddress {
    street: String! @shared @label(text: "Straße und Hausnummer")
    postalCode: String! @shared @label(text: "Postleitzahl")
    city: String! @shared @label(text: "Ort")
    country: String! @shared @country @label(text: "Land")
  }

  "What a transfer outside the EU/EEA rests on (Art. 45 to 47 DSGVO); legalTexts.safeguards words each per language"
  enum Safeguard {
    dataPrivacyFramework @label(text: "Angemessenheitsbeschluss (EU-U.S. Data Privacy Framework)")
    adequacyDecision @label(text: "Angemessenheitsbeschluss der EU-Kommission für das Land")
    standardContractualClauses @label(text: "Standardvertragsklauseln der EU-Kommission")
    bindingCorporateRules @label(text: "Verbindliche interne Datenschutzvorschriften (Binding Corporate Rules)")
  }

  type SafeguardWordings {
    dataPrivacyFramework: String! @label(text: "EU-U.S. Data Privacy Framework")
    adequacyDecision: String! @label(text: "Angemessenheitsbeschluss")
    standardContractualClauses: String! @label(text: "Standardvertragsklauseln")
    bindingCorporateRules: String! @label(text: "Verbindliche interne Datenschutzvorschriften")
  }

  type SocialLink {
    "The network's name: the privacy policy includes the section of content/legal/privacy/social/ that names it"
    name: String! @shared
      @label(text: "Netzwerk", hint: "Name des Netzwerks, z. B. LinkedIn; die Datenschutzerklärung zeigt den Abschnitt zu diesem Netzwerk.")
    url: String! @shared @url @label(text: "Link zum Profil", hint: "Steht in den Daten der Firma für Suchmaschinen.")
  }

  type CompanyRegister {
    court: String @shared @label(text: "Registergericht", hint: "z. B. Amtsgericht Hamburg")
    number: String @shared @label(text: "Registernummer", hint: "z. B. HRB 12345")
  }

  type ResponsiblePerson {
    name: String! @shared @label(text: "Vor- und Nachname")
    address: CompanyAddress! @label(text: "Anschrift")
  }

  type DataProcessor {
${dataProcessorFields}
  }

  "The web server in front of the production server (deploy/): what the privacy policy says it logs follows from it"
  enum ServerFront {
    caddy @label(text: "Caddy (eigener Server, deploy/Caddyfile)")
    nginx @label(text: "nginx (eigener Server, deploy/nginx-site.conf)")
    none @label(text: "keiner: ein Hosting-Anbieter wie Netlify liefert die Seiten aus")
  }

  type HostingProvider {
${dataProcessorFields}
    front: ServerFront!
      @label(
        text: "Webserver vor der Serveranwendung"
        hint: "Der Webserver, der die verschlüsselte Verbindung herstellt. Danach richtet sich, was die Datenschutzerklärung über die Protokolle der Serveranwendung und des Webservers sagt (Textbausteine unten); hinter nginx auch, dass seine Fehlermeldungen die angefragte Adresse samt Parametern und die zuvor besuchte Seite enthalten können."
      )
    logs: String!
      @label(
        text: "Was der Hosting-Anbieter protokolliert"
        hint: "Steht im Abschnitt zum Hosting der Datenschutzerklärung hinter dem, was Serveranwendung und Webserver protokollieren: was der Anbieter selbst bei jedem Abruf protokolliert und wie lange (ohne eigenen Server: alles, was protokolliert wird)."
      )
  }

  type DataProcessors {
    hosting: HostingProvider! @label(text: "Hosting-Anbieter", hint: "Der Anbieter, auf dessen Servern die Website läuft.")
    mail: DataProcessor! @label(text: "E-Mail-Postfach", hint: "Der Anbieter des Postfachs, in dem die Kontaktanfragen ankommen.")
    "Only with a consent script (GATSBY_CONSENT_SCRIPT_URL): the consent tool's provider. Without one the site sets no cookies, needs no consent banner, and this entry is deleted"
    consent: DataProcessor
      @label(
        text: "Einwilligungsverwaltung (Cookie-Consent-Tool)"
        hint: "Nur wenn die Website ein Einwilligungs-Tool lädt; ohne eines setzt sie keine Cookies, und dieser Eintrag entfällt."
      )
    newsletter: DataProcessor
      @label(text: "Newsletter-Versand", hint: "Nur mit Newsletter (unter „Verarbeitungen“ angekreuzt): der Dienst, der ihn versendet.")
    analytics: DataProcessor
      @label(
        text: "Reichweitenmessung (Webanalyse)"
        hint: "Nur mit Webanalyse (unter „Verarbeitungen“ angekreuzt): der Dienst, der die Besucherstatistik erstellt."
      )
  }

  "Professional liability insurance (§ 2 Abs. 1 Nr. 11 DL-InfoV); the Impressum names it only when there is one"
  type ProfessionalInsurance {
    name: String @shared @label(text: "Versicherer", hint: "Name des Versicherungsunternehmens.")
    address: String @shared @label(text: "Anschrift des Versicherers")
    area: String @shared @label(text: "Räumlicher Geltungsbereich", hint: "z. B. Deutschland oder EU")
  }

  "What the agency does with personal data besides the website and the contact form; the privacy policy includes the section content/legal/privacy/<field>.<language>.md of each one that is true (docs/content.md, Privacy policy)"
  type DataProcessing {
    newsletter: Boolean!
      @label(text: "Newsletter wird versendet", hint: "Ein Newsletter geht an Abonnenten; dann unter „Dienstleister“ den Newsletter-Versand eintragen.")
    advertising: Boolean! @label(text: "Werbung per E-Mail, Post, Fax oder Telefon", hint: "An Kunden oder Interessenten.")
    analytics: Boolean!
      @label(
        text: "Webanalyse eines Anbieters (mit Einwilligung)"
        hint: "Ein Dienst eines anderen Anbieters erfasst die Besucher mit Cookies oder einem Skript; dafür braucht die Website ein Einwilligungs-Tool."
      )
    statistics: Boolean!
      @label(
        text: "Besucherstatistik des eigenen Servers"
        hint: "Der eigene Server zählt Seitenaufrufe je Tag, ohne Cookies und ohne personenbezogene Daten zu speichern. Aus, wenn die Website bei Netlify läuft oder die Einstellung STATS_ENABLED auf false steht."
      )
  }

  type LegalSentences {
    noRegister: String! @label(text: "Satz ohne Registereintrag", hint: "Steht im Impressum, wenn kein Registereintrag angegeben ist.")
    insuranceHeading: String!
      @label(text: "Überschrift zur Berufshaftpflichtversicherung", hint: "Steht im Impressum, wenn eine Versicherung eingetragen ist.")
    insuranceArea: String!
      @label(text: "Bezeichnung des Geltungsbereichs", hint: "Steht im Impressum vor dem Geltungsbereich der Versicherung.")
    vatHeading: String!
      @label(text: "Überschrift zur Umsatzsteuer-Identifikationsnummer", hint: "Steht im Impressum, wenn eine Nummer eingetragen ist.")
    vatId: String!
      @label(text: "Bezeichnung der Umsatzsteuer-Identifikationsnummer", hint: "Steht im Impressum vor der Nummer.")
    "The VAT status (vatStatus, a shared fact written in German) in a translation's words; the German file leaves it out"
    vatStatus: String
      @label(
        text: "Stand der Umsatzsteuer-ID in dieser Sprache"
        hint: "Nur in einer Übersetzung: der Stand der Umsatzsteuer-Identifikationsnummer in ihren Worten, solange er im Impressum steht."
      )
    transferInsideEu: String!
      @label(
        text: "Satz: Verarbeitung in der EU/im EWR"
        hint: "Steht in der Datenschutzerklärung bei jedem Anbieter in der EU oder im EWR; {country} wird durch sein Land ersetzt."
      )
    transferOutsideEu: String!
      @label(
        text: "Satz: Verarbeitung in einem Drittland"
        hint: "Steht bei jedem Anbieter außerhalb von EU und EWR; {country} und {safeguard} werden durch seine Angaben ersetzt."
      )
    safeguards: SafeguardWordings!
      @label(text: "Garantien für Drittländer", hint: "Wie die Datenschutzerklärung jede Garantie für {safeguard} nennt.")
    serverLogs: String!
      @label(
        text: "Satz: Protokoll der Serveranwendung"
        hint: "Steht im Abschnitt zum Hosting, wenn ein eigener Server die Seiten ausliefert (Webserver Caddy oder nginx)."
      )
    caddyLogs: String!
      @label(text: "Satz: Protokolle hinter Caddy", hint: "Was der Webserver Caddy protokolliert; steht hinter dem Satz zur Serveranwendung.")
    nginxLogs: String!
      @label(
        text: "Satz: Protokolle hinter nginx"
        hint: "Was der Webserver nginx protokolliert, auch was seine Fehlermeldungen enthalten können; steht hinter dem Satz zur Serveranwendung."
      )
    providerPrivacyLink: String!
      @label(text: "Linktext zu den Datenschutzhinweisen eines Anbieters", hint: "Text des Links hinter jedem Anbieter in der Datenschutzerklärung.")
    economicId: String!
      @label(text: "Bezeichnung der Wirtschafts-Identifikationsnummer", hint: "Steht im Impressum vor der Nummer.")
    "Which of them the Impressum shows follows from legalForm (gatsby/content-model/legal-forms.ts)"
    representation: RepresentationLabels!
      @label(
        text: "Bezeichnung der Vertretung"
        hint: "Steht im Impressum vor den Namen der vertretungsberechtigten Personen; welche gilt, folgt aus der Rechtsform."
      )
  }

  type RepresentationLabels {
    partners: String! @label(text: "Bei GbR, eGbR, OHG und Partnerschaft (PartG)", hint: "z. B. „Vertretungsberechtigte Gesellschafter:“")
    generalPartners: String!
      @label(
        text: "Bei KG und GmbH & Co. KG"
        hint: "z. B. „Persönlich haftende Gesellschafter:“ (Kommanditisten vertreten die KG nicht; bei einer GmbH & Co. KG die GmbH mit ihren Geschäftsführern)"
      )
    managingDirectors: String! @label(text: "Bei GmbH und UG (haftungsbeschränkt)", hint: "z. B. „Geschäftsführer:“")
    board: String! @label(text: "Bei einer AG", hint: "z. B. „Vorstand:“")
    owner: String! @label(text: "Bei e. K. und Einzelunternehmen", hint: "z. B. „Inhaber:“ oder „Inhaberin:“")
  }

  "content/company.de.md: the agency's facts, read by the legal texts, the footer and the search-engine data"
  type Company implements Node @dontInfer {
    name: String! @shared
      @label(text: "Firmenname", hint: "Erscheint mit der Rechtsform im Impressum, in der Datenschutzerklärung, in der Fußzeile und für Suchmaschinen.")
    shortName: String! @shared @label(text: "Kurzname (Logo)", hint: "Erscheint als Logo oben auf jeder Seite.")
    "One of the forms gatsby/content-model/legal-forms.ts knows; it decides how the Impressum names the representatives"
    legalForm: String! @shared
      @label(
        text: "Rechtsform"
        hint: "Steht hinter dem Firmennamen: GbR, eGbR, OHG, PartG, PartG mbB, KG, GmbH & Co. KG, GmbH, UG (haftungsbeschränkt), AG, e. K. oder Einzelunternehmen. Danach richtet sich, wie das Impressum die vertretungsberechtigten Personen nennt (bei GmbH und UG die Geschäftsführer)."
      )
    address: CompanyAddress! @label(text: "Anschrift", hint: "Die Anschrift im Impressum und in der Datenschutzerklärung.")
    email: String! @shared @label(text: "E-Mail-Adresse", hint: "Im Impressum, in der Datenschutzerklärung und auf der Kontaktseite.")
    phone: String @shared
      @label(
        text: "Telefonnummer"
        hint: "Zweiter schneller Kontaktweg neben der E-Mail (§ 5 Abs. 1 Nr. 2 DDG), steht im Impressum. Vor dem Start eintragen: Das Kontaktformular allein genügt nur, wenn jede Anfrage innerhalb von 30 bis 60 Minuten beantwortet wird (EuGH, C-298/07)."
      )
    register: CompanyRegister
      @label(
        text: "Registereintrag"
        hint: "Bei GmbH, UG, AG, eGbR, OHG, KG, Partnerschaft oder e. K. eintragen; bei einer nicht eingetragenen GbR beide Felder leer lassen."
      )
    representatives: [String!]! @shared
      @label(
        text: "Vertretungsberechtigte Personen"
        singular: "Person"
        hint: "Wer die Firma vertritt (bei einer GbR: alle Gesellschafter, bei einer GmbH oder UG: die Geschäftsführer), wie das Impressum sie nennt. Wer im Team steht, vertritt die Firma deshalb noch nicht."
      )
    vatId: String @shared
      @label(
        text: "Umsatzsteuer-Identifikationsnummer"
        hint: "Sobald das Finanzamt sie erteilt hat, z. B. DE123456789. Ohne Nummer leer lassen: Das Impressum nennt dann keine."
      )
    vatStatus: String @shared
      @label(
        text: "Stand der Umsatzsteuer-Identifikationsnummer"
        hint: "Steht im Impressum, solange keine Nummer eingetragen ist. Vor dem Start leer lassen oder löschen: Das Gesetz verlangt nur eine vorhandene Nummer."
      )
    economicId: String @shared
      @label(
        text: "Wirtschafts-Identifikationsnummer"
        hint: "Sobald sie erteilt ist, z. B. DE123456789-00001; das Impressum nennt sie nur, wenn sie eingetragen ist."
      )
    responsible: ResponsiblePerson!
      @label(
        text: "Verantwortlich für den Inhalt"
        hint: "Die eine Person, die nach § 18 Abs. 2 MStV für den Inhalt verantwortlich ist; steht im Impressum. Benannt werden darf nur, wer seinen ständigen Aufenthalt in Deutschland hat, voll geschäftsfähig ist, unbeschränkt strafrechtlich verfolgt werden kann und die Fähigkeit zur Bekleidung öffentlicher Ämter nicht durch Richterspruch verloren hat."
      )
    processing: DataProcessing!
      @label(
        text: "Verarbeitungen"
        hint: "Was die Firma außer der Website und dem Kontaktformular mit personenbezogenen Daten tut; die Datenschutzerklärung zeigt den Abschnitt zu jeder angekreuzten Verarbeitung (Sammlung „Datenschutz: Abschnitte je Verarbeitung“)."
      )
    providers: DataProcessors!
      @label(text: "Dienstleister", hint: "Wer für die Website Daten der Besucher verarbeitet, wie die Datenschutzerklärung sie nennt.")
    insurance: ProfessionalInsurance
      @label(
        text: "Berufshaftpflichtversicherung"
        hint: "Nur wenn eine besteht: Versicherer, Anschrift und Geltungsbereich erscheinen dann im Impressum. Sonst leer lassen."
      )
    legalTexts: LegalSentences!
      @label(text: "Textbausteine der Rechtstexte", hint: "Sätze, die Impressum und Datenschutzerklärung aus den Angaben oben bilden.")
    copyrightYear: Int! @label(text: "Jahr im Copyright-Vermerk", hint: "Erscheint in der Fußzeile jeder Seite: © Jahr und Firmenname.")
    social: [SocialLink!]
      @label(
        text: "Profile in sozialen Netzwerken"
        singular: "Profil"
        hint: "Die Datenschutzerklärung zeigt nur die Abschnitte zu diesen Netzwerken."
      )
  }

  type HomeTile {
    name: String! @label(text: "Titel der Kachel", hint: "Groß auf der Kachel.")
    gradient: [String!]! @shared
      @label(text: "Farben des Verlaufs", singular: "Farbe", hint: "Hintergrund der Kachel, von der ersten Farbe (oben links) zur zweiten (unten rechts).")
      @color
    path: String! @shared @url(internal: true) @label(text: "Ziel der Kachel", hint: "Die Adresse der Seite, die die Kachel öffnet, z. B. /webdesign/.")
    icon: IconName! @label(text: "Symbol", hint: "Erscheint über dem Namen.")
    buttonText: String! @label(text: "Text der Schaltfläche", hint: "Unter dem Namen, mit einem Pfeil dahinter.")
  }

  type LinkButton {
    label: String! @label(text: "Beschriftung")
    path: String! @shared @url(internal: true) @label(text: "Ziel", hint: "Die Adresse einer Seite dieser Website, z. B. /team/.")
  }

  "content/home.de.md"
  type HomePage implements Node @dontInfer {
    seo: SeoMeta!
      @label(text: "Suchmaschinen (SEO)", hint: "Wie die Seite in Suchergebnissen und geteilten Links erscheint; nicht auf der Seite selbst.")
    headline: String! @label(text: "Überschrift", hint: "Erscheint oben auf der Startseite.")
    intro: String! @label(text: "Einleitung", hint: "Der Absatz unter der Überschrift.")
    tiles: [HomeTile!]! @label(text: "Kacheln", singular: "Kachel", hint: "Die Kacheln zu den Leistungen, in dieser Reihenfolge.")
    roundButton: LinkButton! @label(text: "Runde Schaltfläche", hint: "Unter den Kacheln.")
    "The way from the start page to the references, beside the specification's tiles and round button"
    projectsLink: LinkButton!
      @label(text: "Link zu den Projekten", hint: "Unter der Einleitung, über den Kacheln, z. B. zu /projects/.")
  }

  type ServiceCard {
    name: String! @label(text: "Titel der Karte", hint: "Überschrift der Karte.")
    color: String! @shared @label(text: "Farbe", hint: "Hintergrund der Karte.") @color
    icon: IconName! @label(text: "Symbol", hint: "Erscheint über dem Namen.")
    description: String! @label(text: "Beschreibung", hint: "Der Text der Karte.")
  }

  "content/services/*.<language>.md (except webdesign): /ai, /digital-marketing, /social-media"
  type ServicePage implements Node @dontInfer {
${pageFields}
    title: String! @label(text: "Seitentitel", hint: "Erscheint als Überschrift oben auf der Seite.")
    intro: String! @label(text: "Einleitung", hint: "Der Absatz unter dem Seitentitel.")
    features: [ServiceCard!]! @label(text: "Leistungskarten", singular: "Leistungskarte", hint: "Die Karten unter der Einleitung.")
    paragraph: String! @label(text: "Absatz", hint: "Der Text unter den Karten.")
    ctaText: String!
      @label(text: "Text des Aufrufs zum Kontakt", hint: "Beschriftung der Schaltfläche am Ende der Seite; sie öffnet das Kontaktformular.")
  }

  type WebdesignHero {
    headline: String! @label(text: "Überschrift", hint: "Groß im Kopfbereich der Seite.")
    subline: String! @label(text: "Unterzeile", hint: "Unter der Überschrift.")
    scrollLabel: String!
      @label(text: "Beschriftung des Pfeils nach unten", hint: "Nicht sichtbar: Screenreader lesen sie vor; der Pfeil springt zum nächsten Abschnitt.")
    icons: [IconName!]!
      @label(text: "Symbole", singular: "Symbol", hint: "Kreisen um die Überschrift; auf dem Smartphone laufen sie als Band durch.")
  }

  type WebdesignCard {
    name: String! @label(text: "Titel der Karte", hint: "Überschrift der Karte.")
    color: String! @shared @label(text: "Farbe", hint: "Das Symbol und die geöffnete Karte haben diese Farbe.") @color
    icon: IconName! @label(text: "Symbol", hint: "Erscheint über dem Titel.")
    teaser: String!
      @label(text: "Kurzzeile", hint: "Steht unter dem Titel, solange die Karte geschlossen ist; ein kurzer Satz, der neugierig macht.")
      @length(max: 70)
    description: String! @label(text: "Beschreibung", hint: "Erscheint, wenn man die Karte öffnet, an Stelle der Kurzzeile.")
  }

  type WebdesignCards {
    heading: String! @label(text: "Überschrift")
    intro: String! @label(text: "Einleitung")
    items: [WebdesignCard!]!
      @label(text: "Karten", singular: "Karte", hint: "Beim Überfahren mit der Maus oder Antippen zeigt eine Karte ihre Beschreibung.")
    moreHint: String!
      @label(text: "Hinweis auf die Beschreibung", hint: "Steht unten auf jeder geschlossenen Karte, z. B. „Mehr erfahren“.")
      @length(max: 24)
  }

  type WebdesignTypewriter {
    heading: String! @label(text: "Überschrift")
    text: String! @label(text: "Getippter Text", hint: "Wird Zeichen für Zeichen getippt, sobald der Abschnitt sichtbar wird.")
  }

  type RetroMockup {
    title: String! @label(text: "Titel")
    marquee: String! @label(text: "Lauftext")
    welcome: String! @label(text: "Begrüßung")
    links: [String!]! @label(text: "Einträge der Linkliste", singular: "Eintrag", hint: "Die Linkliste der alten Seite; nur Text, nichts davon führt irgendwohin.")
    counter: String! @label(text: "Besucherzähler")
    footer: String! @label(text: "Fußzeile")
  }

  type MockupService {
    name: String! @label(text: "Name der Leistung")
    description: String! @label(text: "Beschreibung")
  }

  type SuccessStory {
    value: String! @label(text: "Wert", hint: "z. B. 35 %")
    label: String! @label(text: "Bezeichnung", hint: "Steht unter dem Wert.")
  }

  type ModernMockup {
    brand: String! @label(text: "Markenname", hint: "Oben in der Beispielseite.")
    headline: String! @label(text: "Überschrift")
    text: String! @label(text: "Einleitungstext")
    buttonText: String! @label(text: "Text der Schaltfläche")
    services: [MockupService!]! @label(text: "Leistungen", singular: "Leistung")
    successHeading: String! @label(text: "Überschrift der Erfolgsgeschichten")
    exampleNote: String!
      @label(text: "Hinweis: Beispielseite", hint: "Steht über der Beispielseite: Sie ist erfunden, ihre Zahlen sind keine Ergebnisse der Agentur.")
    successStories: [SuccessStory!]! @label(text: "Erfolgsgeschichten", singular: "Erfolgsgeschichte")
  }

  type WebdesignToggle {
    heading: String! @label(text: "Überschrift")
    intro: String! @label(text: "Einleitung")
    oldLabel: String! @label(text: "Beschriftung „Alt“", hint: "Der Schalter, der die alte Beispielseite zeigt.")
    newLabel: String! @label(text: "Beschriftung „Neu“", hint: "Der Schalter, der die moderne Beispielseite zeigt.")
    retro: RetroMockup! @label(text: "Alte Beispielseite (90er-Jahre)")
    modern: ModernMockup! @label(text: "Moderne Beispielseite")
  }

  type WebdesignCta {
    heading: String! @label(text: "Überschrift")
    text: String! @label(text: "Absatz")
    buttonText: String! @label(text: "Text der Schaltfläche", hint: "Die Schaltfläche öffnet das Kontaktformular.")
  }

  "content/services/webdesign.de.md: /webdesign with its showcase sections"
  type WebdesignPage implements Node @dontInfer {
${pageFields}
    hero: WebdesignHero! @label(text: "Kopfbereich", hint: "Der erste Bildschirm der Seite, mit den kreisenden Symbolen.")
    cards: WebdesignCards! @label(text: "Karten", hint: "Der Abschnitt unter dem Kopfbereich.")
    typewriter: WebdesignTypewriter! @label(text: "Schreibmaschinen-Text")
    toggle: WebdesignToggle! @label(text: "Vergleich Alt/Neu", hint: "Zwei Beispielseiten, zwischen denen ein Schalter wechselt.")
    cta: WebdesignCta! @label(text: "Aufruf zum Kontakt", hint: "Der letzte Abschnitt der Seite.")
  }

  "content/team/*.md: one founder per file"
  type TeamMember implements Node @dontInfer {
    name: String! @shared @label(text: "Vor- und Nachname", hint: "Auf der Vorderseite der Karte.")
    role: String! @label(text: "Rolle", hint: "Auf der Rückseite der Karte, über dem Zitat.")
    passion: String! @label(text: "Zitat", hint: "Auf der Rückseite der Karte, in Anführungszeichen.")
    image: File! @fileByRelativePath @label(text: "Foto", hint: "Rund auf der Vorderseite der Karte.")
    imageAlt: String! @label(text: "Bildbeschreibung (Alternativtext)", hint: "Beschreibt das Foto für Menschen, die es nicht sehen.")
    gradient: [String!]! @shared
      @label(text: "Farben des Verlaufs", singular: "Farbe", hint: "Hintergrund der Vorderseite, von der ersten Farbe (oben links) zur zweiten (unten rechts).")
      @color
    linkedin: String! @shared @url @label(text: "LinkedIn-Profil", hint: "Link auf der Rückseite der Karte.")
    webpage: String! @shared @url @label(text: "Website", hint: "Link auf der Rückseite der Karte.")
    order: Int! @label(text: "Reihenfolge", hint: "Kleinere Zahlen stehen auf der Teamseite weiter vorn.")
  }

  "content/projects/*.md: one project per file; the Markdown body is the details text"
  type Project implements Node @dontInfer {
    name: String! @label(text: "Projektname", hint: "Überschrift der Projektkarte.")
    type: String! @label(text: "Art des Projekts", hint: "z. B. Webdesign; unter dem Namen auf der Karte.")
    description: String! @label(text: "Kurzbeschreibung", hint: "Der Text auf der Karte.")
    image: File! @fileByRelativePath @label(text: "Bild", hint: "Im Fenster, das „More Info“ öffnet.")
    imageAlt: String! @label(text: "Bildbeschreibung (Alternativtext)", hint: "Beschreibt das Bild für Menschen, die es nicht sehen.")
    gradient: [String!]! @shared
      @label(text: "Farben des Verlaufs", singular: "Farbe", hint: "Hintergrund des Kopfes der Projektkarte mit dem Namen, von der ersten Farbe (oben links) zur zweiten (unten rechts).")
      @color
    link: String! @shared @url(internal: true)
      @label(text: "Link zum Projekt", hint: "Ziel von „Go to project page“.")
    order: Int! @label(text: "Reihenfolge", hint: "Kleinere Zahlen stehen auf der Projektseite weiter vorn.")
    html: String! @fromMarkdown(field: "html") @label(text: "Details", hint: "Der Text im Fenster, das „More Info“ öffnet.")
  }

  "content/legal/*.md: Impressum, Datenschutz and the accessibility statement; the body may use {{company.*}} placeholders, the privacy policy {{privacy.*}} for its sections"
  type LegalPage implements Node @dontInfer {
${pageFields}
    title: String! @label(text: "Seitentitel", hint: "Erscheint als Überschrift oben auf der Seite.")
    date: String @shared @label(text: "Datum", hint: "Der Stand des Textes oder der Tag der letzten Prüfung; steht unter dem Seitentitel.")
    dateLabel: String @label(text: "Bezeichnung des Datums", hint: "Die Worte vor dem Datum, z. B. „Letzte Prüfung“; leer: „Stand“.")
    showToc: Boolean! @label(text: "Inhaltsübersicht zeigen", hint: "Eine Liste der Zwischenüberschriften am Anfang der Seite.")
    tocHeading: String @label(text: "Überschrift der Inhaltsübersicht")
    html: String!
      @fromMarkdown(field: "html", fillCompanyTokens: true)
      @label(
        text: "Text"
        hint: "Der Text der Seite. Zwischenüberschriften (##) bilden die Inhaltsübersicht; Platzhalter wie {{company.name}} füllt die Website aus den Firmenangaben. In der Datenschutzerklärung steht {{privacy.newsletter}} allein in einem Absatz für den Abschnitt zum Newsletter, allein in einem Listenpunkt für seinen Zweck: Beides erscheint nur, wenn die Verarbeitung angegeben ist (Sammlung „Datenschutz: Abschnitte je Verarbeitung“)."
      )
    headings: [LegalHeading!]! @fromMarkdown(field: "headings", depth: "h2") @label(text: "Zwischenüberschriften", singular: "Zwischenüberschrift")
  }

  "content/legal/privacy/<name>.md: the privacy policy's section of one processing, included where {{privacy.<name>}} stands when it is declared: a processing of content/company.de.md, consent (with a consent script), no-consent (without one), social (with social profiles)"
  type PrivacySection implements Node @dontInfer {
    title: String! @shared @label(text: "Bezeichnung", hint: "Nennt den Abschnitt in der Liste; steht nicht auf der Seite.")
    purpose: String
      @label(
        text: "Zweck in der Übersicht"
        hint: "Die Zeile unter „Zwecke der Verarbeitung“ an der Stelle, an der die Datenschutzerklärung den Abschnitt in einem Listenpunkt nennt."
      )
    html: String!
      @fromMarkdown(field: "html", fillCompanyTokens: true)
      @label(
        text: "Text"
        hint: "Der Abschnitt, wie er in der Datenschutzerklärung erscheint, wenn die Verarbeitung angegeben ist; mit ## beginnt ein Eintrag der Inhaltsübersicht."
      )
    headings: [LegalHeading!]! @fromMarkdown(field: "headings", depth: "h2") @label(text: "Zwischenüberschriften", singular: "Zwischenüberschrift")
  }

  "content/legal/privacy/social/*.md: one social network's subsection, included after the social-media section while content/company.de.md's social lists a profile there"
  type SocialNetworkSection implements Node @dontInfer {
    network: String! @shared
      @label(text: "Netzwerk", hint: "So heißt es unter „Profile in sozialen Netzwerken“ der Firma; nur dann erscheint dieser Abschnitt.")
    html: String!
      @fromMarkdown(field: "html", fillCompanyTokens: true)
      @label(text: "Text", hint: "Anbieter, Datenschutzerklärung und die gemeinsame Verantwortlichkeit (Art. 26 DSGVO), unter einer Überschrift ###.")
  }

  type LegalHeading {
    id: String! @label(text: "Sprungmarke")
    value: String! @label(text: "Überschrift")
  }

  "content/blog.de.md: the texts of the blog's list (/blog/, its further pages and the topic pages) and the call to action below every article"
  type BlogText implements Node @dontInfer {
${pageFields}
    title: String! @label(text: "Seitentitel", hint: "Überschrift der Liste aller Beiträge; die Seiten der Themen und die weiteren Seiten der Liste tragen ihn im Titel.")
    intro: String! @label(text: "Einleitung", hint: "Der Absatz unter dem Seitentitel der Liste.")
    feedTitle: String! @label(text: "Name des Feeds", hint: "So zeigt ein Feedreader den Feed der Beiträge an.")
    ctaIntro: String! @label(text: "Absatz vor dem Aufruf zum Kontakt", hint: "Steht am Ende jedes Beitrags über der Schaltfläche.")
    ctaText: String!
      @label(text: "Text des Aufrufs zum Kontakt", hint: "Beschriftung der Schaltfläche am Ende jedes Beitrags; sie öffnet das Kontaktformular.")
    "Every topic an article names needs its entry: the build stops, naming this file, at a topic page without one"
    topicPages: [BlogTopicText!]!
      @label(
        text: "Themenseiten"
        singular: "Themenseite"
        hint: "Für jedes Thema, das ein Beitrag nennt, die Beschreibung seiner Seite (/blog/thema/…/)."
      )
  }

  type BlogTopicText {
    topic: BlogTopic! @label(text: "Thema")
    description: String!
      @label(
        text: "Beschreibung"
        hint: "Steht unter der Überschrift der Themenseite und als Beschreibung im Suchergebnis; jede Themenseite hat ihre eigene."
      )
      @length(max: 175)
  }

  "The blog's topics; each one an article names gets its page at /blog/thema/<name with - for _>/ (gatsby/blog/topics.ts)"
  enum BlogTopic {
    webdesign @label(text: "Webdesign & Entwicklung")
    ai @label(text: "KI & Automatisierung")
    digital_marketing @label(text: "Digitales Marketing")
    social_media @label(text: "Social-Media-Marketing")
    barrierefreiheit @label(text: "Barrierefreiheit")
    ladezeit @label(text: "Ladezeit & Performance")
    recht @label(text: "Recht")
  }

  type ArticleCallToAction {
    intro: String! @label(text: "Absatz vor dem Aufruf zum Kontakt", hint: "Steht am Ende dieses Beitrags über der Schaltfläche.")
    text: String!
      @label(text: "Text des Aufrufs zum Kontakt", hint: "Beschriftung der Schaltfläche am Ende dieses Beitrags; sie öffnet das Kontaktformular.")
  }

  type ArticleImage {
    src: File! @fileByRelativePath @label(text: "Bilddatei")
    alt: String! @label(text: "Bildbeschreibung (Alternativtext)", hint: "Beschreibt das Bild für Menschen, die es nicht sehen.")
  }

  "content/blog/*.md: one article per file; its address is /blog/<file name>/, so a corrected title keeps it"
  type BlogPost implements Node @dontInfer {
    title: String!
      @label(text: "Überschrift", hint: "Die Überschrift des Beitrags; auch Titel im Browser-Tab, im Suchergebnis, im Feed und in geteilten Links.")
      @length(max: 60)
    description: String!
      @label(text: "Kurzbeschreibung", hint: "Steht in der Liste der Beiträge, im Feed und unter dem Titel im Suchergebnis.")
      @length(max: 175)
    date: String! @shared @label(text: "Veröffentlicht am", hint: "Der Tag der Veröffentlichung; die neuesten Beiträge stehen oben.")
    updated: String @shared
      @label(text: "Überarbeitet am", hint: "Nur nach einer wesentlichen Überarbeitung; steht unter der Überschrift und sagt Suchmaschinen, dass der Beitrag neu ist.")
    author: String! @shared
      @reference(folder: "team")
      @label(text: "Autor oder Autorin", hint: "Eine Person aus dem Team; Name, Foto und Rolle stehen dann beim Beitrag.")
    topics: [BlogTopic!]!
      @label(text: "Themen", singular: "Thema", hint: "Der Beitrag erscheint auf der Seite jedes seiner Themen.")
    image: ArticleImage
      @label(text: "Bild zum Beitrag", hint: "Optional: erscheint über dem Text des Beitrags, in voller Breite.")
    "Optional: replaces the shared call to action of content/blog.de.md below this article, e.g. where the shared one would read as an offer the agency must not make (legal advice under § 2 RDG below a legal article)"
    cta: ArticleCallToAction
      @label(
        text: "Eigener Aufruf zum Kontakt"
        hint: "Optional: ersetzt unter diesem Beitrag den gemeinsamen Aufruf aus „Blog: Liste und Aufruf zum Kontakt“, wenn er zum Thema nicht passt. Unter einem Beitrag über Recht bieten wir keine Rechtsberatung an, sondern z. B. eine technische Prüfung."
      )
    draft: Boolean!
      @label(text: "Entwurf", hint: "Ein Entwurf erscheint nur in der Vorschau auf dem eigenen Rechner (npm run develop), nie auf der veröffentlichten Website.")
    slug: String! @fromMarkdown(field: "fileName") @label(text: "Adresse (aus dem Dateinamen)")
    html: String!
      @fromMarkdown(field: "html")
      @label(
        text: "Text"
        hint: "Der Beitrag. Zwischenüberschriften mit ## (Ebene 2) und ### (Ebene 3); jede Quelle als Link. Bilder (JPEG, PNG, WebP oder AVIF) über „Komponente hinzufügen“ → „Image“; unter „Alt Text“ steht, was das Bild zeigt: ohne ihn wird der Beitrag nicht gebaut."
      )
    "Minutes to read, as gatsby-transformer-remark counts them"
    timeToRead: Int! @fromMarkdown(field: "timeToRead") @label(text: "Lesezeit in Minuten")
  }

  "content/pages/*.md: headline and SEO texts of /team, /projects, /kontakt (with its answer pages) and the 404 page"
  type PageText implements Node @dontInfer {
${pageFields}
    title: String! @label(text: "Seitentitel", hint: "Erscheint als Überschrift oben auf der Seite.")
    intro: String! @label(text: "Einleitung", hint: "Der Absatz unter dem Seitentitel.")
  }

  "content/contact.de.md: the texts of the contact dialog and the contact page's form"
  type ContactForm implements Node @dontInfer {
    title: String! @label(text: "Überschrift", hint: "Oben im Kontaktdialog und auf der Kontaktseite.")
    intro: String! @label(text: "Einleitung", hint: "Der Absatz unter der Überschrift.")
    nameLabel: String! @label(text: "Beschriftung des Namensfelds")
    emailLabel: String! @label(text: "Beschriftung des E-Mail-Felds")
    messageLabel: String! @label(text: "Beschriftung des Nachrichtenfelds")
    consentText: String! @label(text: "Text der Einwilligung", hint: "Neben dem Häkchen; dahinter folgt der Link zur Datenschutzerklärung.")
    privacyLinkText: String! @label(text: "Linktext zur Datenschutzerklärung")
    submitLabel: String! @label(text: "Beschriftung der Senden-Schaltfläche")
    emailAlternative: String!
      @label(text: "Hinweis auf die E-Mail-Adresse", hint: "Steht vor der E-Mail-Adresse, für alle, die lieber eine E-Mail schreiben.")
    toFormLink: String! @label(text: "Link zurück zum Formular", hint: "Auf der Seite nach einer nicht gesendeten Anfrage; führt zu einem leeren Formular.")
    "What /kontakt/fehler/ says when a form post was not sent. Each anchor is fixed by the server (core/contact/form-post-answer.ts); the texts are the editors'"
    problems: [ContactProblem!]!
      @label(
        text: "Meldungen bei nicht gesendeten Anfragen"
        singular: "Meldung"
        hint: "Was die Seite sagt, wenn eine Anfrage über die Kontaktseite nicht gesendet wurde. Welche Meldungen es gibt, legt der Server fest; hier ändern Sie ihre Texte."
        fixed: true
      )
  }

  type ContactProblem {
    anchor: String! @label(text: "Sprungmarke", hidden: true)
    text: String! @label(text: "Text der Meldung")
  }
`;
