import type { Language } from "../../core/languages";
import { retentionPeriods } from "../../core/retention-periods";
import { countryNames, insideEea } from "../../core/countries";
import { LEGAL_FORMS, legalFormOf } from "./legal-forms";

/** The content model's Company as Gatsby generates it (src/gatsby-types.d.ts), without the node's own fields and those resolved from it. */
export type CompanyFacts = Omit<Queries.Company, keyof Queries.Node | "declaredProcessing">;

/** Facts as the launch check reads them, before the build has checked them: any of them may be missing. */
export type Unchecked<T> = T extends readonly (infer Item)[]
  ? readonly Unchecked<Item>[]
  : T extends object
    ? { [Key in keyof T]?: Unchecked<T[Key]> | null }
    : T;

/** The few words written around the facts here rather than in `legalTexts`; a language without them fails the type check. */
const OWN_WORDS: Record<Language, { phone: string; registerCourt: string; registerNumber: string; and: string }> = {
  de: { phone: "Telefon:", registerCourt: "Registergericht:", registerNumber: "Registernummer:", and: "und" },
  en: { phone: "Phone:", registerCourt: "Register court:", registerNumber: "Register number:", and: "and" },
};

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const lines = (...parts: string[]) => parts.map(escapeHtml).join("<br>");

/** An address, its country named in the page's language. */
const postal = (address: Queries.CompanyAddress, language: Language) =>
  lines(address.street, `${address.postalCode} ${address.city}`, countryNames(address.country, language));

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** A sentence of `legalTexts` with its {name}s filled in. */
const sentence = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

type ProviderKey = keyof CompanyFacts["providers"];

/** Where a provider processes the data; outside the EU/EEA without a safeguard the build stops (Art. 44 ff. DSGVO). */
function transfer(key: ProviderKey, provider: Queries.DataProcessor, texts: Queries.LegalSentences, language: Language): string {
  // A placeholder stands as written, for the launch check to name.
  if (provider.country.trim().startsWith("[")) return escapeHtml(provider.country.trim());
  const country = countryNames(provider.country, language);
  if (insideEea(provider.country)) return escapeHtml(sentence(texts.transferInsideEu, { country }));
  if (!provider.safeguard) {
    throw new Error(
      `content/company.de.md: providers.${key}.country (${provider.country}) lies outside the EU/EEA, but providers.${key}.safeguard ` +
        "is empty: choose the safeguard the provider names for the transfer",
    );
  }
  return escapeHtml(sentence(texts.transferOutsideEu, { country, safeguard: texts.safeguards[provider.safeguard] }));
}

function tokenValues(company: CompanyFacts, language: Language): Record<string, string> {
  const texts = company.legalTexts;
  const words = OWN_WORDS[language];
  const phone = company.phone?.trim();
  const register = company.register?.court?.trim() && company.register?.number?.trim() ? company.register : null;
  const economicId = company.economicId?.trim();
  /** A provider's tokens: "Name, Anschrift (Datenschutzhinweise)" and where it processes the data. */
  const provider = (key: ProviderKey) => {
    const facts = company.providers[key];
    return {
      [`${key}Provider`]: facts
        ? `${escapeHtml(facts.name)}, ${escapeHtml(facts.address)} (${link(facts.privacyUrl, texts.providerPrivacyLink)})`
        : "",
      [`${key}Transfer`]: facts ? transfer(key, facts, texts, language) : "",
    };
  };
  return {
    name: escapeHtml(`${company.name} ${company.legalForm}`.trim()),
    street: escapeHtml(company.address.street),
    postalCode: escapeHtml(company.address.postalCode),
    city: escapeHtml(company.address.city),
    country: escapeHtml(countryNames(company.address.country, language)),
    email: link(`mailto:${company.email}`, company.email),
    phone: phone ? `${escapeHtml(words.phone)} ${link(`tel:${phone.replace(/[^+\d]/g, "")}`, phone)}` : "",
    register: register
      ? lines(`${words.registerCourt} ${register.court}`, `${words.registerNumber} ${register.number}`)
      : escapeHtml(texts.noRegister),
    vat: vat(company),
    economicId: economicId ? escapeHtml(`${texts.economicId} ${economicId}`) : "",
    representatives: escapeHtml(joinNames(company.representatives, language)),
    representation: escapeHtml(`${representationLabel(company)} ${joinNames(company.representatives, language)}`),
    responsible: `${escapeHtml(company.responsible.name)}<br>${postal(company.responsible.address, language)}`,
    ...provider("hosting"),
    hostingLogs: escapeHtml(hostingLogs(company)),
    ...provider("mail"),
    ...provider("consent"),
    ...provider("newsletter"),
    ...provider("analytics"),
    // The periods the server and the deploy files keep to, so the policy states no other.
    ...Object.fromEntries(Object.entries(retentionPeriods).map(([key, value]) => [key, String(value)])),
    insurance: insurance(company),
  };
}

/**
 * What is logged of each request: on the own server its log and its front's (the declared `front`: behind nginx its error
 * log may keep the query and the referrer, behind Caddy not), then the host's own; without an own server the host's alone.
 */
function hostingLogs(company: CompanyFacts): string {
  const { front, logs } = company.providers.hosting;
  const texts = company.legalTexts;
  if (front === "none") return logs;
  return [texts.serverLogs, front === "nginx" ? texts.nginxLogs : texts.caddyLogs, logs].join(" ");
}

/**
 * The Impressum's VAT block (§ 5 DDG asks for the ID only once there is one): the number, else a status (in a
 * translation's words where it gives them), else nothing.
 */
function vat(company: CompanyFacts): string {
  const status = company.vatStatus?.trim() && (company.legalTexts.vatStatus?.trim() || company.vatStatus.trim());
  const shown = company.vatId?.trim() || status;
  if (!shown) return "";
  const texts = company.legalTexts;
  return `<h2>${escapeHtml(texts.vatHeading)}</h2>\n<p>${escapeHtml(`${texts.vatId} ${shown}`)}</p>`;
}

/** The Impressum's insurance block (§ 2 Abs. 1 Nr. 11 DL-InfoV: insurer, address, scope); nothing without an insurer. */
function insurance(company: CompanyFacts): string {
  const { name, address, area } = company.insurance ?? {};
  if (!name?.trim()) return "";
  const texts = company.legalTexts;
  const details = [name, address].filter((part): part is string => Boolean(part?.trim()));
  if (area?.trim()) details.push(`${texts.insuranceArea} ${area.trim()}`);
  return `<h2>${escapeHtml(texts.insuranceHeading)}</h2>\n<p>${lines(...details)}</p>`;
}

/** The words before the representatives' names, by legal form; an unknown form stops the build rather than guess the title. */
function representationLabel(company: CompanyFacts): string {
  const form = legalFormOf(company.legalForm);
  if (!form) {
    throw new Error(
      `content/company.de.md: legalForm "${company.legalForm}" is none of ${LEGAL_FORMS.map(({ form: known }) => known).join(", ")}, ` +
        "so the Impressum cannot say who represents the company",
    );
  }
  return company.legalTexts.representation[form.representation];
}

/** "A", "A und B", "A, B und C" (in English "A, B and C"). */
export function joinNames(names: readonly string[], language: Language): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} ${OWN_WORDS[language].and} ${names[names.length - 1]}`;
}

/** A legal text's HTML with its {{company.*}} tokens filled from the company facts in `language`, every value escaped. */
export function fillCompanyTokens(html: string, company: CompanyFacts, language: Language): string {
  const values = tokenValues(company, language);
  // A token that makes a block of its own (a heading with its paragraph) replaces the paragraph it stands in.
  const blocks = html.replace(/<p>\s*\{\{\s*company\.(insurance|vat)\s*\}\}\s*<\/p>(\n?)/g, (_paragraph, key: string, end: string) =>
    values[key] ? `${values[key]}${end}` : "",
  );
  const filled = blocks.replace(/\{\{\s*company\.(\w+)\s*\}\}/g, (token, key: string) => {
    if (!(key in values)) {
      throw new Error(
        `Unknown placeholder ${token}; known: ${Object.keys(values)
          .map((k) => `{{company.${k}}}`)
          .join(", ")}`,
      );
    }
    return values[key];
  });
  // A token that stood alone in its paragraph and is empty (no W-IdNr. yet) leaves no empty paragraph.
  return filled.replace(/<p>\s*<\/p>\n?/g, "");
}
