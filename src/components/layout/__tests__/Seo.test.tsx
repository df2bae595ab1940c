import { render } from "@testing-library/react";
import { mockStaticQueries } from "../../../test-utils/static-query";
import { Seo } from "../Seo";

describe("Seo", () => {
  it("writes title, description, keywords, canonical, robots, Open Graph and Twitter tags", () => {
    mockStaticQueries();
    const { container } = render(
      <Seo title="Unser Team" description="Die Gründer" keywords={["Team", "Agentur"]} pathname="/team/" page={{ language: "de" }} />,
    );
    const meta = (selector: string) => container.querySelector(selector)?.getAttribute("content");
    expect(container.querySelector("title")?.textContent).toBe("Unser Team");
    expect(meta('meta[name="description"]')).toBe("Die Gründer");
    expect(meta('meta[name="keywords"]')).toBe("Team, Agentur");
    expect(meta('meta[name="robots"]')).toBe("index, follow");
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://agentur.example/team/");
    expect(meta('meta[property="og:url"]')).toBe("https://agentur.example/team/");
    expect(meta('meta[property="og:title"]')).toBe("Unser Team");
    expect(meta('meta[property="og:site_name"]')).toBe("Muster Agentur");
    expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(meta('meta[name="twitter:description"]')).toBe("Die Gründer");
  });

  it("describes the share image by what it shows, the page's title and the agency's name, for Open Graph and Twitter alike", () => {
    mockStaticQueries();
    const { container } = render(
      <Seo title={"Unser\n Team"} description="Die Gründer" keywords={[]} pathname="/team/" page={{ language: "de" }} />,
    );
    const meta = (selector: string) => container.querySelector(selector)?.getAttribute("content");
    const alt = "Vorschaubild mit dem Titel „Unser Team“ und dem Namen der Agentur, Muster Agentur";
    expect(meta('meta[property="og:image:alt"]')).toBe(alt);
    expect(meta('meta[name="twitter:image:alt"]')).toBe(alt);
  });

  it("links a page with a counterpart to itself and its translation, with x-default to the German page, in its locale", () => {
    mockStaticQueries();
    const alternates = { de: "/team/", en: "/en/team/" };
    const { container } = render(
      <Seo title="Our team" description="The founders" keywords={[]} pathname="/en/team/" page={{ language: "en", alternates }} />,
    );
    const links = [...container.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["de", "https://agentur.example/team/"],
      ["en", "https://agentur.example/en/team/"],
      ["x-default", "https://agentur.example/team/"],
    ]);
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://agentur.example/en/team/");
    expect(container.querySelector('meta[property="og:locale"]')?.getAttribute("content")).toBe("en_GB");
    expect(container.querySelector('meta[property="og:locale:alternate"]')?.getAttribute("content")).toBe("de_DE");
    expect(container.querySelector('meta[property="og:image:alt"]')?.getAttribute("content")).toMatch(
      /^Preview image with the title “Our team”/,
    );
  });

  it("names no alternates on a page without a counterpart", () => {
    mockStaticQueries();
    const { container } = render(
      <Seo
        title="Unser Team"
        description="Die Gründer"
        keywords={[]}
        pathname="/team/"
        page={{ language: "de", alternates: { de: "/team/" } }}
      />,
    );
    expect(container.querySelector('link[rel="alternate"]')).toBeNull();
    expect(container.querySelector('meta[property="og:locale:alternate"]')).toBeNull();
  });
});
