/**
 * Legal texts name the company through {{company.*}} tokens so that its name, address,
 * e-mail and the other facts live only in content/company.md. This fills them into the
 * rendered HTML, escaping every value.
 */
export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface DataProcessorFacts {
  name: string;
  address: string;
  privacyUrl: string;
  thirdCountry?: string | null;
}

export interface CompanyFacts {
  name: string;
  legalForm: string;
  address: PostalAddress;
  email: string;
  phone?: string | null;
  register?: { court?: string | null; number?: string | null } | null;
  vatId?: string | null;
  vatStatus: string;
  responsible: { name: string; address: PostalAddress };
  providers: { hosting: DataProcessorFacts; mail: DataProcessorFacts; consent: DataProcessorFacts };
  representatives: string[];
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const lines = (...parts: string[]) => parts.map(escapeHtml).join("<br>");

const postal = (address: PostalAddress) => lines(address.street, `${address.postalCode} ${address.city}`, address.country);

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** "Name, Anschrift (Datenschutzhinweise)": who a provider is and where its own privacy notice is. */
const processor = (provider: DataProcessorFacts) =>
  `${escapeHtml(provider.name)}, ${escapeHtml(provider.address)} (${link(provider.privacyUrl, "Datenschutzhinweise des Anbieters")})`;

const transfer = (provider: DataProcessorFacts) =>
  provider.thirdCountry?.trim()
    ? escapeHtml(`Dabei werden Daten auch außerhalb der EU verarbeitet: ${provider.thirdCountry.trim()}`)
    : "Die Daten werden ausschließlich in der Europäischen Union bzw. im Europäischen Wirtschaftsraum verarbeitet.";

function tokenValues(company: CompanyFacts): Record<string, string> {
  const phone = company.phone?.trim();
  const register = company.register?.court?.trim() && company.register?.number?.trim() ? company.register : null;
  return {
    name: escapeHtml(`${company.name} ${company.legalForm}`.trim()),
    street: escapeHtml(company.address.street),
    postalCode: escapeHtml(company.address.postalCode),
    city: escapeHtml(company.address.city),
    country: escapeHtml(company.address.country),
    email: link(`mailto:${company.email}`, company.email),
    phone: phone ? `Telefon: ${link(`tel:${phone.replace(/[^+\d]/g, "")}`, phone)}` : "",
    register: register
      ? lines(`Registergericht: ${register.court}`, `Registernummer: ${register.number}`)
      : "Die Gesellschaft ist in kein Register eingetragen.",
    vatStatus: escapeHtml(company.vatId?.trim() || company.vatStatus),
    representatives: escapeHtml(joinNames(company.representatives)),
    responsible: `${escapeHtml(company.responsible.name)}<br>${postal(company.responsible.address)}`,
    hostingProvider: processor(company.providers.hosting),
    hostingTransfer: transfer(company.providers.hosting),
    mailProvider: processor(company.providers.mail),
    mailTransfer: transfer(company.providers.mail),
    consentProvider: processor(company.providers.consent),
    consentTransfer: transfer(company.providers.consent),
  };
}

/** "A", "A und B", "A, B und C" */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} und ${names[names.length - 1]}`;
}

export function fillCompanyTokens(html: string, company: CompanyFacts): string {
  const values = tokenValues(company);
  return html.replace(/\{\{\s*company\.(\w+)\s*\}\}/g, (token, key: string) => {
    if (!(key in values)) {
      throw new Error(
        `Unknown placeholder ${token}; known: ${Object.keys(values)
          .map((k) => `{{company.${k}}}`)
          .join(", ")}`,
      );
    }
    return values[key];
  });
}
