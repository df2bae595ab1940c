import { differingKeys } from "../table-keys";

const table = {
  backToBlog: "Zurück zum Blog",
  pageOf: (page: number, count: number) => `Seite ${page} von ${count}`,
  moreInfo: { text: "More Info", lang: "en" },
  topicNames: { recht: "Recht", ai: "AI & Automatisierung" },
};

describe("differingKeys", () => {
  it("finds none between tables with the same keys, whatever their values", () => {
    const other = {
      backToBlog: "All articles",
      pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
      moreInfo: "More Info",
      topicNames: { ai: "AI & automation", recht: "Law" },
    };
    expect(differingKeys(table, other)).toEqual([]);
  });

  it("names a key either table lacks, inside a nested table by its dotted path", () => {
    const { backToBlog, ...withoutBack } = table;
    expect(backToBlog).toBeDefined();
    const other = { ...withoutBack, extra: "x", topicNames: { recht: "Law", webdesign: "Web design" } };
    expect(differingKeys(table, other).sort()).toEqual(["backToBlog", "extra", "topicNames.ai", "topicNames.webdesign"]);
  });

  it("takes a label marked with its language as one value, not a table of its own", () => {
    expect(differingKeys(table, { ...table, moreInfo: { text: "More Info", lang: "en", note: "x" } })).toEqual([]);
  });
});
