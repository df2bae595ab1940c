import { shareImagePages, type ShareImagePagesData } from "../share-image-pages";

const titled = (slug: string, title: string) => ({ slug, seo: { title } });

describe("shareImagePages", () => {
  it("gives every built, indexed page its image with the title its head shows", () => {
    const data: ShareImagePagesData = {
      company: { name: "Agentur" },
      homePage: { seo: { title: "Start" } },
      allServicePage: { nodes: [titled("ai", "AI & Automatisierung")] },
      allWebdesignPage: { nodes: [titled("webdesign", "Webdesign")] },
      allLegalPage: { nodes: [titled("impressum", "Impressum")] },
      allPageText: { nodes: [titled("team", "Team"), titled("404", "Nicht gefunden"), titled("kontakt-danke", "Danke")] },
      allSitePage: {
        nodes: ["/", "/ai/", "/webdesign/", "/impressum/", "/team/", "/404/", "/404.html", "/kontakt/danke/"].map((path) => ({ path })),
      },
    };
    expect(shareImagePages(data)).toEqual([
      { imagePath: "/og/index.png", title: "Start" },
      { imagePath: "/og/ai.png", title: "AI & Automatisierung" },
      { imagePath: "/og/webdesign.png", title: "Webdesign" },
      { imagePath: "/og/impressum.png", title: "Impressum" },
      { imagePath: "/og/team.png", title: "Team" },
    ]);
  });
});
