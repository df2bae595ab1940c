/** What every provider that processes visitors' data declares (the host declares its logs besides). */
const dataProcessorFields = /* GraphQL */ `
    name: String! @label(text: "Name")
    address: String! @label(text: "Anschrift")
    privacyUrl: String! @label(text: "Link zu seinen Datenschutzhinweisen")
    "Where the provider processes the data, e.g. Deutschland or USA; several separated by commas. Never left empty: the privacy policy names it"
    country: String! @label(text: "Land der Verarbeitung")
    "Only for a country outside the EU/EEA: what makes the transfer lawful, e.g. Angemessenheitsbeschluss (EU-U.S. Data Privacy Framework) or Standardvertragsklauseln"
    safeguard: String @label(text: "Garantie für die Übermittlung in ein Drittland")`;

/**
 * The content model: one GraphQL type per kind of Markdown file in content/.
 * Every frontmatter field is declared here; `gatsby-node` checks each file against
 * these types (see validate-frontmatter.ts), so a missing required field fails the
 * build with the file's name instead of leaving a blank spot on a page. The CMS at
 * /admin/ offers the same fields (cms-config.ts).
 *
 * A field marked `@fromMarkdown` is not written in the frontmatter: the build takes it from
 * the Markdown file itself (its rendered body, its headings, its path). That one mark drives
 * the resolver (gatsby-node.ts), the frontmatter check and the CMS.
 */
export const typeDefs = /* GraphQL */ `
  "Icons the site can draw; an editor picks one of these names."
  enum IconName {
    code
    sparkles
    megaphone
    share
    eye
    cursor
    phone
    search
    bolt
    shield
    chart
    users
    rocket
    mail
    calendar
    chat
    target
    pen
  }

  type SeoMeta {
    title: String!
    description: String!
    keywords: [String!]!
  }

  type CompanyAddress {
    street: String!
    postalCode: String!
    city: String!
    country: String!
  }

  type SocialLink {
    name: String!
    url: String!
  }

  "The commercial register entry; empty for a plain GbR"
  type CompanyRegister {
    court: String
    number: String
  }

  "The person responsible for the content (§ 18 Abs. 2 MStV)"
  type ResponsiblePerson {
    name: String!
    address: CompanyAddress!
  }

  "A service provider that processes visitors' data for the site"
  type DataProcessor {
${dataProcessorFields}
  }

  "The host: a data processor that also keeps logs of every request"
  type HostingProvider {
${dataProcessorFields}
    "What is logged of each request, by whom and for how long, as the privacy policy's hosting section says it"
    logs: String! @label(text: "Was protokolliert wird")
  }

  type DataProcessors {
    hosting: HostingProvider! @label(text: "Hosting")
    mail: DataProcessor! @label(text: "E-Mail-Postfach")
    "Only with a consent script (GATSBY_CONSENT_SCRIPT_URL): the consent tool's provider"
    consent: DataProcessor @label(text: "Einwilligungsverwaltung (Cookie-Consent-Tool)")
    "Only with a newsletter: its sending provider"
    newsletter: DataProcessor @label(text: "Newsletter-Versand")
  }

  "What the agency does with personal data besides the website and the contact form; the launch check holds the privacy policy to it"
  type DataProcessing {
    "A newsletter is sent (name its provider under providers.newsletter)"
    newsletter: Boolean! @label(text: "Newsletter")
    "Advertising by e-mail, post, fax or phone"
    advertising: Boolean! @label(text: "Werbung per E-Mail, Post, Fax oder Telefon")
    "Visitor statistics (web analytics) on the site"
    analytics: Boolean! @label(text: "Reichweitenmessung (Webanalyse)")
  }

  "Sentences the legal texts make from the facts; {country} and {safeguard} are filled in"
  type LegalSentences {
    noRegister: String! @label(text: "Satz ohne Registereintrag")
    transferInsideEu: String! @label(text: "Satz: Verarbeitung in der EU/im EWR")
    transferOutsideEu: String! @label(text: "Satz: Verarbeitung in einem Drittland")
    providerPrivacyLink: String! @label(text: "Linktext zu den Datenschutzhinweisen eines Anbieters")
    economicId: String! @label(text: "Bezeichnung der Wirtschafts-Identifikationsnummer")
  }

  "content/company.md: the single source of the agency's facts."
  type Company implements Node @dontInfer {
    name: String!
    shortName: String!
    legalForm: String!
    address: CompanyAddress!
    email: String!
    phone: String
    register: CompanyRegister
    "Who represents the company (for a GbR: its partners), as the Impressum names them"
    representatives: [String!]! @label(text: "Vertretungsberechtigte Personen")
    "DE and nine digits, once the tax office has assigned it"
    vatId: String
    "Until then: Noch nicht Erhalten, beantragt or nicht vorhanden"
    vatStatus: String!
    "Wirtschafts-Identifikationsnummer (§ 139c AO), once assigned: DE, nine digits, a hyphen and five digits"
    economicId: String @label(text: "Wirtschafts-Identifikationsnummer")
    responsible: ResponsiblePerson!
    processing: DataProcessing! @label(text: "Verarbeitungen")
    providers: DataProcessors!
    legalTexts: LegalSentences! @label(text: "Textbausteine der Rechtstexte")
    copyrightYear: Int!
    social: [SocialLink!]!
    fileAbsolutePath: String! @fromMarkdown(field: "fileAbsolutePath")
  }

  type HomeTile {
    name: String!
    gradient: [String!]!
    path: String!
    icon: IconName!
    buttonText: String!
  }

  type LinkButton {
    label: String!
    path: String!
  }

  "content/home.md"
  type HomePage implements Node @dontInfer {
    seo: SeoMeta!
    headline: String!
    intro: String!
    tiles: [HomeTile!]!
    roundButton: LinkButton!
    fileAbsolutePath: String! @fromMarkdown(field: "fileAbsolutePath")
  }

  type ServiceCard {
    name: String!
    color: String!
    icon: IconName!
    description: String!
  }

  "content/services/*.md (except webdesign.md): /ai, /digital-marketing, /social-media"
  type ServicePage implements Node @dontInfer {
    "The page's address; fixed, because links, the sitemap and search engines know it"
    slug: String! @label(text: "Adresse der Seite", hidden: true)
    seo: SeoMeta!
    title: String!
    intro: String!
    features: [ServiceCard!]!
    paragraph: String!
    ctaText: String!
    fileAbsolutePath: String! @fromMarkdown(field: "fileAbsolutePath")
  }

  type WebdesignHero {
    headline: String!
    subline: String!
    scrollLabel: String!
    icons: [IconName!]!
  }

  type WebdesignCards {
    heading: String!
    intro: String!
    items: [ServiceCard!]!
  }

  type WebdesignTypewriter {
    heading: String!
    text: String!
  }

  type RetroMockup {
    title: String!
    marquee: String!
    welcome: String!
    links: [String!]!
    counter: String!
    footer: String!
  }

  type MockupService {
    name: String!
    description: String!
  }

  type SuccessStory {
    value: String!
    label: String!
  }

  type ModernMockup {
    brand: String!
    headline: String!
    text: String!
    buttonText: String!
    services: [MockupService!]!
    successHeading: String!
    "Shown above the mock-up: it is an example page, and its figures are no results of the agency's"
    exampleNote: String! @label(text: "Hinweis: Beispielseite")
    successStories: [SuccessStory!]!
  }

  type WebdesignToggle {
    heading: String!
    intro: String!
    oldLabel: String!
    newLabel: String!
    retro: RetroMockup!
    modern: ModernMockup!
  }

  type WebdesignCta {
    heading: String!
    text: String!
    buttonText: String!
  }

  "content/services/webdesign.md: /webdesign with its showcase sections"
  type WebdesignPage implements Node @dontInfer {
    "The page's address; fixed, because links, the sitemap and search engines know it"
    slug: String! @label(text: "Adresse der Seite", hidden: true)
    seo: SeoMeta!
    hero: WebdesignHero!
    cards: WebdesignCards!
    typewriter: WebdesignTypewriter!
    toggle: WebdesignToggle!
    cta: WebdesignCta!
    fileAbsolutePath: String! @fromMarkdown(field: "fileAbsolutePath")
  }

  "content/team/*.md: one founder per file"
  type TeamMember implements Node @dontInfer {
    name: String!
    role: String!
    passion: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    gradient: [String!]!
    linkedin: String!
    webpage: String!
    order: Int!
    fileAbsolutePath: String! @fromMarkdown(field: "fileAbsolutePath")
  }

  "content/projects/*.md: one project per file; the Markdown body is the details text"
  type Project implements Node @dontInfer {
    name: String!
    type: String!
    description: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    gradient: [String!]!
    link: String!
    order: Int!
    "The Markdown body below the frontmatter, as HTML"
    html: String! @fromMarkdown(field: "html")
    fileAbsolutePath: String! @fromMarkdown(field: "fileAbsolutePath")
  }

  "content/legal/*.md: Impressum, Datenschutz and the accessibility statement; the body may use {{company.*}} placeholders"
  type LegalPage implements Node @dontInfer {
    "The page's address; fixed, because links, the sitemap and search engines know it"
    slug: String! @label(text: "Adresse der Seite", hidden: true)
    seo: SeoMeta!
    title: String!
    date: String
    "The words before the date, e.g. 'Letzte Prüfung'; 'Stand' when empty"
    dateLabel: String
    showToc: Boolean!
    tocHeading: String
    "The Markdown body as HTML, with the {{company.*}} tokens filled in from content/company.md"
    html: String! @fromMarkdown(field: "html", fillCompanyTokens: true)
    "The body's level-2 headings: the table of contents"
    headings: [LegalHeading!]! @fromMarkdown(field: "headings", depth: "h2")
    fileAbsolutePath: String! @fromMarkdown(field: "fileAbsolutePath")
  }

  type LegalHeading {
    id: String!
    value: String!
  }

  "content/pages/*.md: headline and SEO texts of /team, /projects, /kontakt (with its answer pages) and the 404 page"
  type PageText implements Node @dontInfer {
    "The page's address; fixed, because links, the sitemap and search engines know it"
    slug: String! @label(text: "Adresse der Seite", hidden: true)
    seo: SeoMeta!
    title: String!
    intro: String!
    fileAbsolutePath: String! @fromMarkdown(field: "fileAbsolutePath")
  }

  "content/contact.md: the texts of the contact dialog and the contact page's form"
  type ContactForm implements Node @dontInfer {
    title: String!
    intro: String!
    nameLabel: String!
    emailLabel: String!
    messageLabel: String!
    consentText: String!
    privacyLinkText: String!
    submitLabel: String!
    emailAlternative: String!
    toFormLink: String!
    problems: [ContactProblem!]!
    fileAbsolutePath: String! @fromMarkdown(field: "fileAbsolutePath")
  }

  "Why a form post from /kontakt/ was not sent: its anchor on /kontakt/fehler/ and what the page says"
  type ContactProblem {
    anchor: String!
    text: String!
  }
`;
