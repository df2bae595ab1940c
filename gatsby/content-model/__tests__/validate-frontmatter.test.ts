import path from "path";
import { collectionFor, contentFileOf } from "../collections";
import { loadContent } from "../load-content";
import { frontmatterProblem } from "../read-frontmatter";
import { validateFrontmatter } from "../validate-frontmatter";

const validService = {
  slug: "ai",
  seo: { title: "T", description: "D", keywords: ["a"] },
  title: "AI & Automatisierung",
  intro: "Intro",
  features: [{ name: "Chatbots", color: "#123456", icon: "chat", description: "Text" }],
  paragraph: "Absatz",
  ctaText: "Anfragen",
};

describe("validateFrontmatter", () => {
  it("accepts a complete file", () => {
    expect(validateFrontmatter("ServicePage", validService)).toEqual([]);
  });

  it("names a missing top-level field", () => {
    const { intro, ...withoutIntro } = validService;
    expect(intro).toBeDefined();
    expect(validateFrontmatter("ServicePage", withoutIntro)).toEqual(["intro: required field is missing or empty"]);
  });

  it("names a missing field inside a list by its position", () => {
    const features = [{ ...validService.features[0], description: "" }];
    expect(validateFrontmatter("ServicePage", { ...validService, features })).toEqual([
      "features[0].description: required field is missing or empty",
    ]);
  });

  it("names a field the content model does not have, at any depth, so a misspelt one is not left out without a word", () => {
    const features = [{ ...validService.features[0], colour: "#123456" }];
    expect(validateFrontmatter("ServicePage", { ...validService, titel: "AI", features, constructor: "x" })).toEqual([
      "titel: no such field in the content model",
      "constructor: no such field in the content model",
      "features[0].colour: no such field in the content model",
    ]);
  });

  it("rejects an icon name the site cannot draw", () => {
    const features = [{ ...validService.features[0], icon: "unicorn" }];
    const [problem] = validateFrontmatter("ServicePage", { ...validService, features });
    expect(problem).toMatch(/^features\[0\]\.icon: "unicorn" is not one of code, sparkles/);
  });

  it("rejects wrong types", () => {
    expect(validateFrontmatter("ServicePage", { ...validService, title: 42, seo: "x" })).toEqual([
      "seo: expected an object",
      "title: expected String, got 42",
    ]);
  });

  it("asks for at least one item in a required list, as the CMS does", () => {
    expect(validateFrontmatter("ServicePage", { ...validService, features: [] })).toEqual(["features: required field is missing or empty"]);
    expect(validateFrontmatter("ServicePage", { ...validService, seo: { ...validService.seo, keywords: [] } })).toEqual([
      "seo.keywords: required field is missing or empty",
    ]);
  });

  it("rejects a day written any other way than YYYY-MM-DD, which the pages could not show", () => {
    const legal = { slug: "impressum", seo: validService.seo, title: "Impressum", showToc: false };
    for (const date of ["28.11.2026", "2026-11-28T10:00:00.000Z", "2026-13-01"]) {
      expect(validateFrontmatter("LegalPage", { ...legal, date })).toEqual([
        `date: "${date}" is no day written as YYYY-MM-DD (e.g. 2026-11-28)`,
      ]);
    }
    expect(validateFrontmatter("LegalPage", { ...legal, date: "2026-11-28" })).toEqual([]);
  });

  it("names a picture whose file is not there, relative to the content file's folder", () => {
    const teamDir = path.resolve("content/team");
    const memberFile = loadContent(path.resolve("content")).paths.find((file) => file.startsWith("team/") && file.endsWith(".de.md"))!;
    const member = loadContent(path.resolve("content")).records.get(memberFile)!.frontmatter;
    expect(validateFrontmatter("TeamMember", member, undefined, teamDir)).toEqual([]);
    expect(validateFrontmatter("TeamMember", { ...member, image: "../images/team/fehlt.jpg" }, undefined, teamDir)).toEqual([
      "image: there is no file content/images/team/fehlt.jpg",
    ]);
  });

  it("rejects a search-engine title longer than its @length", () => {
    const seo = { ...validService.seo, title: "x".repeat(61) };
    expect(validateFrontmatter("ServicePage", { ...validService, seo })).toEqual(["seo.title: at most 60 characters, got 61"]);
    expect(validateFrontmatter("ServicePage", { ...validService, seo: { ...seo, title: "x".repeat(60) } })).toEqual([]);
  });

  it("rejects a colour that is not #rrggbb, in a field and in a list of colours", () => {
    const features = [{ ...validService.features[0], color: "rot" }];
    expect(validateFrontmatter("ServicePage", { ...validService, features })).toEqual([
      'features[0].color: "rot" is not a colour of the form #rrggbb',
    ]);
    const member = {
      name: "A",
      role: "B",
      passion: "C",
      image: "../images/team/a.jpg",
      imageAlt: "D",
      gradient: ["#1f4e79", "#fff"],
      linkedin: "https://example.com/a",
      webpage: "https://example.com/b",
      order: 1,
    };
    expect(validateFrontmatter("TeamMember", member)).toEqual(['gradient[1]: "#fff" is not a colour of the form #rrggbb']);
  });

  it("takes a link's target as a full address or a page of this site, not //host, which leaves the site", () => {
    const project = { name: "A", type: "B", description: "C", image: "../images/a.jpg", imageAlt: "D", gradient: ["#000000"], order: 1 };
    for (const link of ["/projekte/", "https://example.org/a"]) expect(validateFrontmatter("Project", { ...project, link })).toEqual([]);
    for (const link of ["//example.org/a", "javascript:alert(1)"]) {
      expect(validateFrontmatter("Project", { ...project, link })).toEqual([expect.stringMatching(/^link: /)]);
    }
  });

  it("does not ask for the fields the build derives from the Markdown file (@fromMarkdown)", () => {
    expect(validateFrontmatter("ServicePage", validService)).toEqual([]);
    expect(
      validateFrontmatter("Project", {
        name: "A",
        type: "B",
        description: "C",
        image: "../images/a.jpg",
        imageAlt: "D",
        gradient: ["#000000"],
        link: "/",
        order: 1,
      }),
    ).toEqual([]);
  });
});

describe("the files in content/", () => {
  const contentDir = path.join(__dirname, "../../../content");
  const files = loadContent(contentDir).paths;

  it("covers every content type", () => {
    const types = new Set(files.map((file) => collectionFor(file)?.type));
    expect([...types].sort()).toEqual([
      "BlogPost",
      "BlogText",
      "Company",
      "ContactForm",
      "HomePage",
      "LegalPage",
      "PageText",
      "PrivacySection",
      "Project",
      "ServicePage",
      "SocialNetworkSection",
      "TeamMember",
      "WebdesignPage",
    ]);
  });

  // A translation is checked as the build takes it: merged with the default language's file (translations.ts).
  it("match their content types", () => {
    const { records } = loadContent(contentDir);
    const problems = files.flatMap((file) => {
      const content = records.get(file);
      if (!content?.type) return [`${file}: no content type`];
      return content.problems.map((problem) => `${file}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });
});

describe("a reference inside an object of a list", () => {
  // The model's only reference today is an article's top-level author; one nested deeper is held to the files as well.
  it("names a content file too", async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock("../type-defs", () => ({
        typeDefs: `${jest.requireActual<{ typeDefs: string }>("../type-defs").typeDefs}
          type Quote { author: String! @reference(folder: "team") }
          type QuotePage { quotes: [Quote!]! }`,
      }));
      const { validateFrontmatter: validate } = await import("../validate-frontmatter");
      const files = loadContent(path.join(__dirname, "../../../content")).paths;
      const member = files
        .map((file) => contentFileOf(file)?.key)
        .find((key) => key?.startsWith("team/"))!
        .slice("team/".length);
      expect(validate("QuotePage", { quotes: [{ author: member }] }, files)).toEqual([]);
      expect(validate("QuotePage", { quotes: [{ author: member }, { author: "niemand" }] }, files)).toEqual([
        expect.stringMatching(/^quotes\[1\]\.author: "niemand" is no file in content\/team\//),
      ]);
    });
  });
});

describe("frontmatterProblem", () => {
  it("names the line YAML cannot read and says to use quotes; a text in quotes reads", () => {
    const problem = frontmatterProblem("---\nslug: ai\ntitle: AI: schnell & smart\n---\nText\n");
    expect(problem).toMatch(/^line 3: the frontmatter is no valid YAML \(.+\): put a text holding a colon, a # or quotes in quotes/);
    expect(frontmatterProblem('---\nslug: ai\ntitle: "AI: schnell & smart"\n---\nText\n')).toBeUndefined();
  });
});
