import { readFileSync } from "fs";
import path from "path";
import { fireEvent, render, screen } from "@testing-library/react";
import { ConsentSettingsLink } from "../Footer";
import { languages } from "../../../../core/languages";
import { interfaceTables } from "../../../i18n/tables";
import { consentSettingsScript } from "../consent-settings-script";

describe("ConsentSettingsLink with the head's consent settings script", () => {
  let removeScript: () => void;
  beforeAll(() => {
    // The script as the head runs it; it listens on the document, so remember what it added.
    const added: Parameters<typeof document.addEventListener>[] = [];
    const add = document.addEventListener.bind(document);
    document.addEventListener = ((...args: Parameters<typeof document.addEventListener>) => {
      added.push(args);
      add(...args);
    }) as typeof document.addEventListener;
    new Function(consentSettingsScript("ConsentStandIn.open"))();
    document.addEventListener = add;
    removeScript = () => added.forEach((args) => document.removeEventListener(...args));
  });
  afterAll(() => removeScript());
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).ConsentStandIn;
  });

  it("opens the consent provider's settings once its script has defined them", () => {
    const open = jest.fn(function (this: unknown) {
      return this;
    });
    const provider = { open };
    (window as unknown as Record<string, unknown>).ConsentStandIn = provider;
    render(<ConsentSettingsLink />);
    const link = screen.getByRole("link", { name: "Cookie-Einstellungen" });
    const followed = fireEvent.click(link);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.results[0].value).toBe(provider); // called on its owner, as providers expect
    expect(followed).toBe(false); // the link's navigation was prevented
  });

  it("leads to the privacy policy's cookie section before the provider's script has run, or without one", () => {
    render(<ConsentSettingsLink />);
    const link = screen.getByRole("link", { name: "Cookie-Einstellungen" });
    expect(link).toHaveAttribute("href", "/datenschutz/#einsatz-von-cookies");
    expect(fireEvent.click(link)).toBe(true);
  });

  it.each(languages.map((language) => language.code))(
    "leads to a section the %s privacy policy has: one of its headings gives the anchor",
    (code) => {
      const policy = readFileSync(path.join(__dirname, `../../../../content/legal/datenschutz.${code}.md`), "utf8");
      // The ids gatsby-remark-autolink-headers gives plain headings (github-slugger): lower case, punctuation dropped, spaces as hyphens.
      const slug = (heading: string) =>
        heading
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s-]/gu, "")
          .replace(/\s/g, "-");
      const anchors = [...policy.matchAll(/^#{2,3} (.+)$/gm)].map(([, heading]) => slug(heading));
      expect(anchors).toContain(interfaceTables[code].cookieSection);
    },
  );

  it("leaves every other link alone", () => {
    (window as unknown as Record<string, unknown>).ConsentStandIn = { open: jest.fn() };
    render(<a href="/impressum/">Impressum</a>);
    expect(fireEvent.click(screen.getByRole("link", { name: "Impressum" }))).toBe(true);
  });
});
