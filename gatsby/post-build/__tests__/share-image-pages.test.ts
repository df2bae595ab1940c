import { shareImagePages, type ShareImagePagesData } from "../share-image-pages";

const page = (path: string, pageTitle?: string) => ({ path, pageContext: pageTitle === undefined ? {} : { pageTitle } });

describe("shareImagePages", () => {
  it("gives every built, indexed page of every language its image with the title its page context carries", () => {
    const data: ShareImagePagesData = {
      company: { name: "Agentur" },
      allSitePage: {
        nodes: [
          page("/", "Start"),
          page("/ai/", "AI & Automatisierung"),
          page("/en/", "Home"),
          page("/en/ai/", "AI & Automation"),
          page("/team/", "Team"),
          // The pages search engines do not list, in either language, and a page that names no title.
          page("/404/", "Nicht gefunden"),
          page("/404.html", "Nicht gefunden"),
          page("/en/404/", "Not found"),
          page("/kontakt/danke/", "Danke"),
          page("/en/contact/thanks/", "Thank you"),
          page("/dev-404-page/"),
          { path: "/without-context/", pageContext: null },
        ],
      },
    };
    expect(shareImagePages(data)).toEqual([
      { imagePath: "/og/index.png", title: "Start" },
      { imagePath: "/og/ai.png", title: "AI & Automatisierung" },
      { imagePath: "/og/en.png", title: "Home" },
      { imagePath: "/og/en/ai.png", title: "AI & Automation" },
      { imagePath: "/og/team.png", title: "Team" },
    ]);
  });
});
