/**
 * Legal texts name the company through {{company.*}} tokens so that its name,
 * address and e-mail live only in content/company.md. This fills them into the
 * rendered HTML, escaping every value.
 */
export interface CompanyFacts {
  name: string;
  legalForm: string;
  address: { street: string; postalCode: string; city: string; country: string };
  email: string;
  vatStatus: string;
  representatives: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function tokenValues(company: CompanyFacts): Record<string, string> {
  const email = escapeHtml(company.email);
  return {
    name: escapeHtml(`${company.name} ${company.legalForm}`.trim()),
    street: escapeHtml(company.address.street),
    postalCode: escapeHtml(company.address.postalCode),
    city: escapeHtml(company.address.city),
    country: escapeHtml(company.address.country),
    email: `<a href="mailto:${email}">${email}</a>`,
    vatStatus: escapeHtml(company.vatStatus),
    representatives: escapeHtml(joinNames(company.representatives)),
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
      throw new Error(`Unknown placeholder ${token}; known: ${Object.keys(values).map((k) => `{{company.${k}}}`).join(", ")}`);
    }
    return values[key];
  });
}
