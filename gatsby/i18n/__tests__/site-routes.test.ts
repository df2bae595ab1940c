import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { addressesIn, routeOf, siteRoutes } from "../site-routes";
import { loadContent } from "../../content-model/load-content";

let contentDir: string;

/** A content file in the fixture folder with the frontmatter the addresses come from. */
const write = (relativePath: string, frontmatter: object = {}) => {
  mkdirSync(path.dirname(path.join(contentDir, relativePath)), { recursive: true });
  writeFileSync(path.join(contentDir, relativePath), `---\n${JSON.stringify(frontmatter)}\n---\n`);
};

beforeAll(() => {
  contentDir = mkdtempSync(path.join(tmpdir(), "site-routes-"));
  write("home.de.md");
  write("home.en.md");
  write("company.de.md");
  write("company.en.md");
  write("services/webdesign.de.md", { slug: "webdesign" });
  write("services/webdesign.en.md", { slug: "web-design" });
  write("legal/impressum.de.md", { slug: "impressum" });
  write("legal/impressum.en.md", { slug: "legal-notice" });
  // No English file: no English page.
  write("pages/team.de.md", { slug: "team" });
  write("blog.de.md");
  write("blog.en.md");
  write("blog/erster-beitrag.de.md", { draft: false });
  write("blog/erster-beitrag.en.md", { slug: "first-article" });
  // A draft, whose translation does not say so itself.
  write("blog/entwurf.de.md", { draft: true });
  write("blog/entwurf.en.md", { slug: "draft" });
  // A translation without the default language's file is no page either.
  write("services/nur-englisch.en.md", { slug: "english-only" });
});

afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

describe("siteRoutes", () => {
  it("gives each page its address in every language it is written in, the default language without a prefix", () => {
    const routes = siteRoutes(loadContent(contentDir), "production");
    expect(Object.fromEntries(routes)).toEqual({
      home: { de: "/", en: "/en/" },
      "services/webdesign": { de: "/webdesign/", en: "/en/web-design/" },
      "legal/impressum": { de: "/impressum/", en: "/en/legal-notice/" },
      "pages/team": { de: "/team/" },
      blog: { de: "/blog/", en: "/en/blog/" },
      "blog/erster-beitrag": { de: "/blog/erster-beitrag/", en: "/en/blog/first-article/" },
    });
  });

  it("stops, naming both files, when two files would make the same page", () => {
    write("services/doppelt.de.md", { slug: "webdesign" });
    try {
      expect(() => siteRoutes(loadContent(contentDir), "production")).toThrow(
        "content/services/doppelt.de.md and content/services/webdesign.de.md both make the page /webdesign/: change the slug of one of them",
      );
    } finally {
      rmSync(path.join(contentDir, "services/doppelt.de.md"));
    }
  });

  it("gives a draft and its translation an address only where drafts are shown", () => {
    expect(siteRoutes(loadContent(contentDir), "production").has("blog/entwurf")).toBe(false);
    expect(siteRoutes(loadContent(contentDir), "development").get("blog/entwurf")).toEqual({ de: "/blog/entwurf/", en: "/en/blog/draft/" });
  });

  it("finds a page's addresses by any of them, and maps the default language's addresses to a language's", () => {
    const routes = siteRoutes(loadContent(contentDir), "production");
    expect(routeOf(routes, "/en/web-design/")).toEqual({
      key: "services/webdesign",
      alternates: { de: "/webdesign/", en: "/en/web-design/" },
    });
    expect(routeOf(routes, "/kontakt/")).toBeUndefined();
    const english = addressesIn(routes, "en");
    expect(english["/impressum/"]).toBe("/en/legal-notice/");
    // The footer's link to the blog's list, which a file of texts makes.
    expect(english["/blog/"]).toBe("/en/blog/");
    expect(english).not.toHaveProperty("/team/");
  });
});
