import type { CompanyFacts, Unchecked } from "../content-model/fill-company-tokens";
import { missing, type LaunchFinding } from "./launch-finding";
import { LEGAL_FORMS, legalFormOf } from "../content-model/legal-forms";

export type ImpressumFacts = Unchecked<CompanyFacts>;

// Legal forms entered in a register; a plain GbR is not. Not bounded by \b, which never matches after "e. K.".
const REGISTERED_FORMS =
  /(?:^|[\s(])(?:gGmbH|GmbH|UG|AG|SE|KGaA|eGbR|OHG|oHG|KG|e\.\s?K\.|e\.\s?Kfm\.|e\.\s?Kfr\.|eG|PartG|PartGmbB|Partnerschaft|Partnerschaftsgesellschaft|Kommanditgesellschaft|offene Handelsgesellschaft|eingetragene Gesellschaft bürgerlichen Rechts)(?=$|[\s),&])/;
// A GbR without the "e": once entered in the Gesellschaftsregister it must call itself eGbR (§ 707a Abs. 2 BGB).
const PLAIN_GBR = /^(?:GbR|Gesellschaft bürgerlichen Rechts)$/i;

// VAT ID (§ 27a UStG) and Wirtschafts-Identifikationsnummer (§ 139c AO); spaces an editor types are ignored.
const VAT_ID = /^DE\d{9}$/;
const ECONOMIC_ID = /^DE\d{9}-\d{5}$/;
const compact = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** The Impressum's required facts (§ 5 DDG, § 18 Abs. 2 MStV); `where` names a frontmatter key's line (`address.postalCode`). */
export function checkImpressumFacts(company: ImpressumFacts, { where }: { where: (key: string) => string }): LaunchFinding[] {
  const representatives = company.representatives ?? [];
  const findings: LaunchFinding[] = [];
  const add = (key: string, what: string) => findings.push({ where: where(key), what });
  if (missing(company.name) || missing(company.legalForm)) add("name", "§ 5 DDG: the company's name and legal form are missing");
  else if (!legalFormOf(company.legalForm!)) {
    add(
      "legalForm",
      `§ 5 DDG: the Impressum cannot say who represents a "${company.legalForm}" (and the build stops): write one of ` +
        `${LEGAL_FORMS.map(({ form }) => form).join(", ")}; a UG must be written "UG (haftungsbeschränkt)" (§ 5a Abs. 1 GmbHG)`,
    );
  }
  const address = company.address ?? {};
  if (missing(address.street) || missing(address.city)) add("address", "§ 5 DDG: a street address (street, postal code, city) is missing");
  if ((address.country ?? "DE") === "DE" && !/^\d{5}$/.test(address.postalCode?.trim() ?? "")) {
    add("address.postalCode", "§ 5 DDG: the postal code is not a German five-digit code");
  }
  if (representatives.length === 0 || representatives.some(missing))
    add("representatives", "§ 5 DDG: the representatives are missing or placeholders: name every person who represents the company");
  if (missing(company.email) || /example\./i.test(company.email ?? "")) add("email", "§ 5 DDG: a real e-mail address is missing");
  if (missing(company.phone)) {
    add(
      "phone",
      "§ 5 Abs. 1 Nr. 2 DDG: enter a telephone number as the second fast channel besides e-mail: the contact form alone would do " +
        "only if every request were answered within 30 to 60 minutes (EuGH C-298/07), and otherwise a visitor may ask for a channel " +
        "that is not electronic, such as a phone",
    );
  }
  const registered = !missing(company.register?.court) || !missing(company.register?.number);
  if (REGISTERED_FORMS.test(company.legalForm ?? "") && (missing(company.register?.court) || missing(company.register?.number))) {
    add("register", `§ 5 DDG: a ${company.legalForm} needs its register court and number`);
  } else if (PLAIN_GBR.test(company.legalForm?.trim() ?? "") && registered) {
    add(
      "legalForm",
      "§ 707a Abs. 2 BGB: a GbR entered in the Gesellschaftsregister is an eGbR and must say so: set legalForm to eGbR, or empty register if it is not entered",
    );
  }
  if (company.vatId?.trim() && !VAT_ID.test(compact(company.vatId))) {
    add("vatId", `§ 5 DDG: "${company.vatId}" is not a German VAT ID (DE and nine digits): correct it, or empty it while there is none`);
  } else if (!company.vatId?.trim() && company.vatStatus?.trim()) {
    add(
      "vatStatus",
      `§ 5 DDG asks only for a VAT ID that exists: delete the line vatStatus ("${company.vatStatus.trim()}"), so the Impressum shows no VAT line, ` +
        "or enter the VAT ID (DE and nine digits) as vatId",
    );
  }
  if (company.economicId?.trim() && !ECONOMIC_ID.test(compact(company.economicId))) {
    add(
      "economicId",
      `§ 5 DDG: "${company.economicId}" is not a Wirtschafts-Identifikationsnummer (DE, nine digits, a hyphen, five digits): correct it, or empty it until it is assigned`,
    );
  }
  const responsible = company.responsible ?? {};
  if (missing(responsible.name) || missing(responsible.address?.street) || missing(responsible.address?.city)) {
    add("responsible", "§ 18 Abs. 2 MStV: one named person responsible for the content, with an address, is missing");
  }
  return findings;
}
