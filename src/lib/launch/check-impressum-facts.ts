import type { LaunchFinding } from "./launch-finding";

export interface ImpressumFacts {
  name?: string;
  legalForm?: string;
  address?: { street?: string; postalCode?: string; city?: string; country?: string };
  email?: string;
  phone?: string | null;
  register?: { court?: string | null; number?: string | null } | null;
  vatId?: string | null;
  vatStatus?: string;
  responsible?: { name?: string; address?: { street?: string; postalCode?: string; city?: string } };
}

// Legal forms entered in a register (Handelsregister, Partnerschafts-, Genossenschafts- or
// Gesellschaftsregister); a plain GbR is not.
const REGISTERED_FORMS = /\b(GmbH|gGmbH|UG|AG|SE|KGaA|eGbR|OHG|KG|e\.\s?K\.|eG|PartG|PartGmbB)\b/;

const missing = (value: string | null | undefined) => !value?.trim() || /Platzhalter|\[.*\]/i.test(value);

/**
 * The Impressum's required facts, checked as data (§ 5 DDG, § 18 Abs. 2 MStV). `where` names
 * the frontmatter key's line; `hasContactForm` says whether the Impressum names the contact
 * form as the second fast channel.
 */
export function checkImpressumFacts(
  company: ImpressumFacts,
  { representatives, hasContactForm, where }: { representatives: string[]; hasContactForm: boolean; where: (key: string) => string },
): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  const add = (key: string, what: string) => findings.push({ where: where(key), what });
  if (missing(company.name) || missing(company.legalForm)) add("name", "§ 5 DDG: the company's name and legal form are missing");
  const address = company.address ?? {};
  if (missing(address.street) || missing(address.city)) add("address", "§ 5 DDG: a street address (street, postal code, city) is missing");
  if ((address.country ?? "Deutschland") === "Deutschland" && !/^\d{5}$/.test(address.postalCode?.trim() ?? "")) {
    add("postalCode", "§ 5 DDG: the postal code is not a German five-digit code");
  }
  if (representatives.length === 0 || representatives.some(missing))
    add("name", "§ 5 DDG: the representatives (content/team/*.md) are missing or placeholders");
  if (missing(company.email) || /example\./i.test(company.email ?? "")) add("email", "§ 5 DDG: a real e-mail address is missing");
  if (missing(company.phone) && !hasContactForm)
    add("phone", "§ 5 DDG: a second fast channel (a phone number or the contact form) is missing");
  if (company.phone?.trim() && missing(company.phone))
    add("phone", "§ 5 DDG: the phone number is a placeholder (empty it to name only the contact form)");
  if (REGISTERED_FORMS.test(company.legalForm ?? "") && (missing(company.register?.court) || missing(company.register?.number))) {
    add("register", `§ 5 DDG: a ${company.legalForm} needs its register court and number`);
  }
  if (missing(company.vatId) && missing(company.vatStatus)) add("vatStatus", "§ 5 DDG: the VAT ID or its status is missing");
  const responsible = company.responsible ?? {};
  if (missing(responsible.name) || missing(responsible.address?.street) || missing(responsible.address?.city)) {
    add("responsible", "§ 18 Abs. 2 MStV: one named person responsible for the content, with an address, is missing");
  }
  return findings;
}
