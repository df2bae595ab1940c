import { frontmatterOf } from "../read-frontmatter";

describe("frontmatterOf", () => {
  it("reads a date the CMS writes unquoted as the day, as the build does", () => {
    expect(frontmatterOf("---\ndate: 2024-10-18\ntitle: T\n---\n")).toEqual({ date: "2024-10-18", title: "T" });
    expect(frontmatterOf('---\ndate: "2024-10-18"\n---\n')).toEqual({ date: "2024-10-18" });
  });

  it("turns the timestamp gatsby-transformer-remark makes of a date back into the day", () => {
    expect(frontmatterOf('---\ndate: "2024-10-18T00:00:00.000Z"\nother: 2024-10-18T10:00:00Z\n---\n')).toEqual({
      date: "2024-10-18",
      other: "2024-10-18T10:00:00.000Z",
    });
  });
});
