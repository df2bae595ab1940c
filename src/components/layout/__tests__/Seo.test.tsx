import { render } from "@testing-library/react";
import { mockStaticQueries } from "../../../test-utils/static-query";
import { Seo } from "../Seo";

describe("Seo", () => {
  it("writes title, description, keywords, canonical, robots, Open Graph and Twitter tags", () => {
    mockStaticQueries();
    const { container } = render(<Seo title="Unser Team" description="Die Gründer" keywords={["Team", "Agentur"]} pathname="/team/" />);
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
    const { container } = render(<Seo title={"Unser\n Team"} description="Die Gründer" keywords={[]} pathname="/team/" />);
    const meta = (selector: string) => container.querySelector(selector)?.getAttribute("content");
    const alt = "Vorschaubild mit dem Titel „Unser Team“ und dem Namen der Agentur, Muster Agentur";
    expect(meta('meta[property="og:image:alt"]')).toBe(alt);
    expect(meta('meta[name="twitter:image:alt"]')).toBe(alt);
  });
});
