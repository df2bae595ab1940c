import { collectionFor } from "../collections";

describe("collectionFor", () => {
  it.each([
    ["company.md", "Company"],
    ["home.md", "HomePage"],
    ["services/webdesign.md", "WebdesignPage"],
    ["services/ai.md", "ServicePage"],
    ["team/founder-1.md", "TeamMember"],
    ["projects/friseursalon.md", "Project"],
    ["legal/impressum.md", "LegalPage"],
    ["pages/404.md", "PageText"],
  ])("%s is a %s", (file, type) => {
    expect(collectionFor(file)?.type).toBe(type);
  });

  it("has no type for a file in an unknown place", () => {
    expect(collectionFor("drafts/idea.md")).toBeUndefined();
  });
});
