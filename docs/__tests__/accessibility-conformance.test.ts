import { existsSync, readFileSync } from "fs";
import path from "path";

/**
 * Every success criterion of WCAG 2.2 at levels A and AA (https://www.w3.org/TR/WCAG22/):
 * 31 at A and 24 at AA. 4.1.1 Parsing is obsolete and removed in 2.2.
 */
const WCAG_22_A_AA: Record<string, "A" | "AA"> = {
  "1.1.1": "A",
  "1.2.1": "A",
  "1.2.2": "A",
  "1.2.3": "A",
  "1.2.4": "AA",
  "1.2.5": "AA",
  "1.3.1": "A",
  "1.3.2": "A",
  "1.3.3": "A",
  "1.3.4": "AA",
  "1.3.5": "AA",
  "1.4.1": "A",
  "1.4.2": "A",
  "1.4.3": "AA",
  "1.4.4": "AA",
  "1.4.5": "AA",
  "1.4.10": "AA",
  "1.4.11": "AA",
  "1.4.12": "AA",
  "1.4.13": "AA",
  "2.1.1": "A",
  "2.1.2": "A",
  "2.1.4": "A",
  "2.2.1": "A",
  "2.2.2": "A",
  "2.3.1": "A",
  "2.4.1": "A",
  "2.4.2": "A",
  "2.4.3": "A",
  "2.4.4": "A",
  "2.4.5": "AA",
  "2.4.6": "AA",
  "2.4.7": "AA",
  "2.4.11": "AA",
  "2.5.1": "A",
  "2.5.2": "A",
  "2.5.3": "A",
  "2.5.4": "A",
  "2.5.7": "AA",
  "2.5.8": "AA",
  "3.1.1": "A",
  "3.1.2": "AA",
  "3.2.1": "A",
  "3.2.2": "A",
  "3.2.3": "AA",
  "3.2.4": "AA",
  "3.2.6": "A",
  "3.3.1": "A",
  "3.3.2": "A",
  "3.3.3": "AA",
  "3.3.4": "AA",
  "3.3.7": "A",
  "3.3.8": "AA",
  "4.1.2": "A",
  "4.1.3": "AA",
};

const root = path.join(__dirname, "..", "..");
const document = readFileSync(path.join(root, "docs", "accessibility.md"), "utf8");

/** The conformance table's rows: | SC | Level | Criterion | How | Evidence | */
const rows = document
  .split("\n")
  .filter((line) => /^\|\s*\d+\.\d+\.\d+\s*\|/.test(line))
  .map((line) => {
    const cells = line
      .slice(1, -1)
      .split("|")
      .map((cell) => cell.trim());
    return { criterion: cells[0], level: cells[1], how: cells[3], evidence: cells[4] };
  });

const procedures = ["keyboard-only pass", "screen-reader pass with Orca"] as const;

/** The log of manual checks' rows: | date | procedure | browser, assistive technology | by | result | */
const logRows = document
  .slice(document.indexOf("## Log of manual checks"))
  .split("\n")
  .filter((line) => /^\|\s*\d{4}-\d{2}-\d{2}\s*\|/.test(line))
  .map((line) => {
    const cells = line
      .slice(1, -1)
      .split("|")
      .map((cell) => cell.trim());
    return { date: cells[0], procedure: cells[1], tools: cells[2], by: cells[3], result: cells[4] };
  });

/** What the table's evidence claims of the manual procedures: "<procedure> recorded <date>" or "<procedure> to be recorded". */
const manualClaims = rows.flatMap((row) =>
  [...row.evidence.matchAll(/manual procedure: ([^(]+?) \((to be recorded|recorded (\d{4}-\d{2}-\d{2}))\)/g)].map((match) => ({
    criterion: row.criterion,
    procedure: match[1],
    date: match[3] ?? null,
  })),
);

describe("the WCAG 2.2 conformance table (docs/accessibility.md)", () => {
  it("knows the 55 criteria of levels A and AA", () => {
    expect(Object.values(WCAG_22_A_AA).filter((level) => level === "A")).toHaveLength(31);
    expect(Object.values(WCAG_22_A_AA).filter((level) => level === "AA")).toHaveLength(24);
  });

  it("lists every A and AA criterion exactly once, with its level, and nothing else", () => {
    const listed = rows.map((row) => row.criterion);
    expect(listed.filter((criterion, index) => listed.indexOf(criterion) !== index)).toEqual([]);
    expect([...listed].sort()).toEqual(Object.keys(WCAG_22_A_AA).sort());
    for (const row of rows) expect(`${row.criterion} ${row.level}`).toBe(`${row.criterion} ${WCAG_22_A_AA[row.criterion]}`);
  });

  it.each(rows.map((row) => [row.criterion, row]))("%s says how it is met and shows evidence that exists", (_criterion, row) => {
    expect(row.how.length).toBeGreaterThan(20);
    const files = [...row.evidence.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    const manual = manualClaims.some((claim) => claim.criterion === row.criterion);
    const notApplicable = row.evidence === "not applicable" && /^Not applicable: /.test(row.how);
    expect(files.length > 0 || manual || notApplicable).toBe(true);
    for (const file of files) expect(`${file}: ${existsSync(path.join(root, file)) ? "exists" : "missing"}`).toBe(`${file}: exists`);
  });

  it("names a manual procedure only if the page describes it step by step", () => {
    for (const procedure of ["Keyboard-only pass", "Screen-reader pass with Orca"]) {
      expect(document).toMatch(new RegExp(`### ${procedure}\\n[^#]*\\n1\\. [^#]*\\n2\\. `));
    }
  });

  it("names only the two manual procedures the page describes", () => {
    for (const claim of manualClaims) expect(procedures).toContain(claim.procedure);
  });

  it("counts a manual procedure as recorded only with a dated row for it in the log", () => {
    const logged = logRows.map((row) => `${row.procedure} on ${row.date}`);
    for (const claim of manualClaims.filter((claim) => claim.date !== null)) {
      expect(logged).toContain(`${claim.procedure} on ${claim.date}`);
    }
  });

  it("logs each pass with its procedure, how it was done, who did it and what it found", () => {
    for (const row of logRows) {
      expect(procedures).toContain(row.procedure);
      expect(row.tools.length).toBeGreaterThan(30);
      expect(row.by).toBe("project team");
      expect(row.result.length).toBeGreaterThan(30);
    }
  });
});
