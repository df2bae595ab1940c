import { cleanup, render, screen, within } from "@testing-library/react";
import { HomeView } from "../HomeView";
import { PageLanguageProvider } from "../../i18n/language";

const tiles = [
  { name: "Webdesign & Entwicklung", gradient: ["#111111", "#222222"], path: "/webdesign/", icon: "code", buttonText: "Mehr" },
  { name: "AI & Automatisierung", gradient: ["#333333", "#444444"], path: "/ai/", icon: "sparkles", buttonText: "Mehr" },
  { name: "Digitales Marketing", gradient: ["#555555", "#666666"], path: "/digital-marketing/", icon: "megaphone", buttonText: "Mehr" },
  { name: "Social Media Marketing", gradient: ["#777777", "#888888"], path: "/social-media/", icon: "share", buttonText: "Mehr" },
] as const;

describe("HomeView", () => {
  beforeEach(() => {
    render(
      <HomeView
        headline="Alles aus einer Hand"
        intro="Wir helfen."
        tiles={tiles}
        roundButton={{ label: "Unser Team", path: "/team/" }}
        projectsLink={{ label: "Unsere Projekte", path: "/projects/" }}
      />,
    );
  });

  it("shows the headline as the page's heading", () => {
    expect(screen.getByRole("heading", { level: 1, name: "Alles aus einer Hand" })).toBeInTheDocument();
  });

  it("links each of the four tiles to its service page", () => {
    const list = screen.getAllByRole("list")[0];
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [within(link).getByRole("heading").textContent, link.getAttribute("href")])).toEqual([
      ["Webdesign & Entwicklung", "/webdesign/"],
      ["AI & Automatisierung", "/ai/"],
      ["Digitales Marketing", "/digital-marketing/"],
      ["Social Media Marketing", "/social-media/"],
    ]);
  });

  it("has the round button to the team page", () => {
    expect(screen.getByRole("link", { name: "Unser Team" })).toHaveAttribute("href", "/team/");
  });

  it("links the projects from the introduction, outside the tiles, with the round button still last", () => {
    const link = screen.getByRole("link", { name: /^Unsere Projekte/ });
    expect(link).toHaveAttribute("href", "/projects/");
    expect(within(screen.getAllByRole("list")[0]).queryByRole("link", { name: /Projekte/ })).toBeNull();
    expect(screen.getAllByRole("link").at(-1)).toHaveTextContent("Unser Team");
  });
});

describe("HomeView on a translated start page", () => {
  it("links each tile, the round button and the projects to their pages in that language, and leaves out a tile whose page has none", () => {
    cleanup();
    const addresses = { "/webdesign/": "/en/web-design/", "/ai/": "/en/ai/", "/team/": "/en/team/", "/projects/": "/en/projects/" };
    render(
      <PageLanguageProvider page={{ language: "en", addresses }}>
        <HomeView
          headline="All in one place"
          intro="We help."
          tiles={tiles}
          roundButton={{ label: "Our team", path: "/team/" }}
          projectsLink={{ label: "See our projects", path: "/projects/" }}
        />
      </PageLanguageProvider>,
    );
    const links = within(screen.getAllByRole("list")[0]).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/en/web-design/", "/en/ai/"]);
    expect(screen.getByRole("link", { name: "Our team" })).toHaveAttribute("href", "/en/team/");
    expect(screen.getByRole("link", { name: /^See our projects/ })).toHaveAttribute("href", "/en/projects/");
  });
});
