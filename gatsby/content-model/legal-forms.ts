export interface LegalForm {
  /** As written after the company's name. */
  form: string;
  /** Other spellings of the same form. */
  also?: readonly string[];
  /** Who represents a company of this form, as the Impressum names them (§ 5 Abs. 1 Nr. 1 DDG): the law's, not content. */
  representation: keyof Queries.RepresentationLabels;
}

/** The legal forms the content model knows (content/company.de.md `legalForm`), each with who represents it. */
export const LEGAL_FORMS: readonly LegalForm[] = [
  { form: "GbR", also: ["Gesellschaft bürgerlichen Rechts"], representation: "partners" }, // § 720 BGB
  { form: "eGbR", also: ["eingetragene Gesellschaft bürgerlichen Rechts"], representation: "partners" }, // entered: § 707a BGB
  { form: "OHG", also: ["oHG", "offene Handelsgesellschaft"], representation: "partners" }, // § 124 HGB
  { form: "PartG", also: ["Partnerschaft", "Partnerschaftsgesellschaft"], representation: "partners" }, // § 7 Abs. 3 PartGG
  { form: "PartG mbB", also: ["Partnerschaftsgesellschaft mbB"], representation: "partners" },
  // § 170 HGB: limited partners do not represent a KG. Of a GmbH & Co. KG the representatives name the
  // general partner GmbH together with its managing directors.
  { form: "KG", also: ["Kommanditgesellschaft"], representation: "generalPartners" },
  { form: "GmbH & Co. KG", representation: "generalPartners" },
  { form: "GmbH", representation: "managingDirectors" }, // § 35 GmbHG
  // § 5a Abs. 1 GmbHG fixes the spelling: "UG" alone is not enough.
  { form: "UG (haftungsbeschränkt)", also: ["Unternehmergesellschaft (haftungsbeschränkt)"], representation: "managingDirectors" },
  { form: "AG", representation: "board" }, // § 78 AktG
  // A sole trader acts for the business himself.
  { form: "e. K.", also: ["e. Kfm.", "e. Kfr."], representation: "owner" },
  { form: "Einzelunternehmen", also: ["Freiberufler"], representation: "owner" },
];

// "e.K." and "e. K.", "PartG mbB" and "PartGmbB" are the same form.
const compact = (form: string) => form.replace(/\s+/g, "");

/** The known legal form an editor wrote, or undefined for one the Impressum cannot name the representatives of. */
export function legalFormOf(written: string): LegalForm | undefined {
  return LEGAL_FORMS.find(({ form, also = [] }) => [form, ...also].some((spelling) => compact(spelling) === compact(written)));
}
