import { existsSync, readFileSync } from "fs";
import path from "path";

/** The success criteria a ruleset of HTML_CodeSniffer (the WCAG 2.1 checker e2e/support/htmlcs.ts runs) names. */
const criteriaOf = (ruleset: "WCAG2A" | "WCAG2AA") =>
  new Set(
    [
      ...readFileSync(require.resolve(`html_codesniffer/Standards/${ruleset}/ruleset.js`), "utf8").matchAll(
        /Guideline\d_\d+\.(\d+)_(\d+)_(\d+)'/g,
      ),
    ].map((match) => match.slice(1).join(".")),
  );

/**
 * Every success criterion of WCAG 2.2 at levels A and AA: WCAG 2.1's, as HTML_CodeSniffer's rulesets list them,
 * with what WCAG 2.2 changed (https://www.w3.org/TR/WCAG22/#changes-from-wcag-2-1): six criteria added at A and AA,
 * 4.1.1 Parsing removed.
 */
const wcag21A = criteriaOf("WCAG2A");
const WCAG_22_A_AA: Record<string, "A" | "AA"> = {
  // The AA ruleset leaves out 1.2.3, which its 1.2.5 supersedes: A's and AA's together.
  ...Object.fromEntries([...criteriaOf("WCAG2AA")].map((criterion) => [criterion, "AA"])),
  ...Object.fromEntries([...wcag21A].map((criterion) => [criterion, "A"])),
  ...{ "2.4.11": "AA", "2.5.7": "AA", "2.5.8": "AA", "3.2.6": "A", "3.3.7": "A", "3.3.8": "AA" },
};
delete WCAG_22_A_AA["4.1.1"];

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
