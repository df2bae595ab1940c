/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync, statSync } from "fs";
import path from "path";
import { renderToString } from "react-dom/server";
import { Footer } from "../../layout/Footer";
import { ContactButton } from "../../contact/ContactButton";
import { PageScriptsReport, ScriptsOnIntent, StaticPage } from "../StaticPage";

describe("a page's declaration", () => {
  it.each([
    ["static", StaticPage],
    ["on-intent", ScriptsOnIntent],
  ] as const)("reports %s to the build's render and renders the page as it is", (declared, Declaration) => {
    const report = jest.fn();
    const html = renderToString(
      <PageScriptsReport.Provider value={report}>
        <Declaration>
          <Footer companyName="Agentur GbR" copyrightYear={2024} />
          <ContactButton>Jetzt Kontakt aufnehmen</ContactButton>
        </Declaration>
      </PageScriptsReport.Provider>,
    );
    expect(report).toHaveBeenCalledWith(declared);
    expect(html).toContain("Agentur GbR");
    expect(html).toContain("data-waits-for-intent");
  });
});

/**
 * A declared page gets no scripts (static) or gets them only when a visitor reaches for a call
 * to action (on-intent). What it imports, directly or through other modules, must not need
 * them earlier: a module with state, an effect, an event handler or react-spring is an
 * interactive part. An on-intent page may hold only the parts below, which do nothing until
 * a visitor reaches for one of them (or scrolls one into view, the typewriter). What moves
 * on its own (the Webdesign hero) has a script of its own, loaded with the page (hero-motion.ts).
 */
const waitsForIntent: Record<string, string> = {
  "components/hydration/use-held-click.ts": "the parts' hook that takes a click held back until they run",
  "components/contact/ContactButton.tsx": "the call to action itself: a link until the page's scripts have run",
  "components/motion/FlipCard.tsx": "turns over on a visitor's hover, focus or tap",
  "hooks/use-media-query.ts": "read by the flip card when it turns (reduced motion)",
  "components/ui/ProjectCard.tsx": "opens its details when a visitor presses it",
  "views/ProjectsView.tsx": "its state changes when a card is pressed",
  "components/ui/ProjectModal.tsx": "a closed dialog until a card opens it",
  "components/contact/ContactProvider.tsx": "its state changes when a call to action opens the dialog",
  "components/contact/ContactDialog.tsx": "rendered once the call to action has opened it",
  "components/contact/ContactFields.tsx": "its handlers belong to the dialog's form",
  "components/contact/use-contact-form.ts": "the dialog's form",
  "components/ui/Modal.tsx": "the dialog's frame",
  "components/motion/PauseMotionButton.tsx": "pauses the moving content when a visitor presses it",
  "components/motion/motion-pause.ts": "the pause controls' shared state, which only a press changes",
  "sections/webdesign/Hero.tsx": "starts the hero's motion where the router rendered the page; on a first load its own script has",
  "sections/webdesign/CardAccordion.tsx": "opens a card a visitor hovers, focuses or presses",
  "sections/webdesign/OldNewToggle.tsx": "switches when a visitor presses Old or New",
  "sections/webdesign/RetroMockup.tsx": "its marquee (CSS) stops when a pause control is pressed",
  "sections/webdesign/TypewriterSection.tsx": "types once a visitor has scrolled it into view",
  "sections/webdesign/use-typewriter.ts": "the typewriter's timer",
  "hooks/use-in-view.ts": "tells the typewriter it is in view",
};

const src = path.join(__dirname, "../../..");
const interactive = /\b(useState|useReducer|useEffect|useLayoutEffect|useSyncExternalStore)\(|\bon[A-Z][A-Za-z]*=\{|from "@react-spring\//;
/** Value imports and re-exports of the project's own modules (`import type` adds no code). */
const localImport = /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+"(\.{1,2}\/[^"]+)"/gm;

function resolveModule(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const file = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((end) => base + end).find((f) => existsSync(f) && statSync(f).isFile());
  if (!file) throw new Error(`${from} imports ${specifier}, which does not resolve`);
  return file;
}

/** Every module of the project the page's module reaches, each with the chain of imports that leads to it. */
function importedModules(page: string): Map<string, string[]> {
  const chains = new Map([[page, [page]]]);
  for (const [file, chain] of chains) {
    for (const [, specifier] of readFileSync(path.join(src, file), "utf8").matchAll(localImport)) {
      const imported = path.relative(src, resolveModule(path.join(src, file), specifier));
      if (imported.startsWith("..") || chains.has(imported)) continue;
      chains.set(imported, [...chain, imported]);
    }
  }
  return chains;
}

function interactiveParts(page: string): { file: string; chain: string }[] {
  return [...importedModules(page)]
    .filter(([file]) => interactive.test(readFileSync(path.join(src, file), "utf8")))
    .map(([file, chain]) => ({ file, chain: chain.join(" → ") }));
}

const pages = ["pages", "templates"].flatMap((folder) =>
  readdirSync(path.join(src, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx$/.test(file) && !file.includes("__tests__"))
    .map((file) => `${folder}/${file}`),
);
const declaring = (name: string) => pages.filter((page) => readFileSync(path.join(src, page), "utf8").includes(`<${name}>`));

describe("pages declared static", () => {
  it("include the start page, the legal pages and the contact page", () => {
    expect(declaring("StaticPage")).toEqual(expect.arrayContaining(["pages/index.tsx", "templates/legal-page.tsx", "pages/kontakt.tsx"]));
  });

  // Every page's frame holds the contact dialog's provider; without a call to action it never changes.
  it.each(declaring("StaticPage"))("%s imports no interactive part", (page) => {
    const parts = interactiveParts(page).filter(({ file }) => file !== "components/contact/ContactProvider.tsx");
    expect(parts.map(({ chain }) => chain)).toEqual([]);
  });
});

describe("pages declared on-intent", () => {
  it("include the service pages, the Webdesign page, the articles, the team and the projects", () => {
    expect(declaring("ScriptsOnIntent")).toEqual(
      expect.arrayContaining([
        "templates/service-page.tsx",
        "templates/webdesign-page.tsx",
        "templates/blog-post.tsx",
        "pages/team.tsx",
        "pages/projects.tsx",
      ]),
    );
  });

  it.each(declaring("ScriptsOnIntent"))("%s has a part to reach for and imports only parts that wait for it", (page) => {
    const parts = interactiveParts(page);
    expect(parts.some(({ file }) => readFileSync(path.join(src, file), "utf8").includes("waitingPart("))).toBe(true);
    expect(parts.filter(({ file }) => !(file in waitsForIntent)).map(({ chain }) => chain)).toEqual([]);
  });
});

describe("the import check", () => {
  it("finds the parts of an interactive page, through the modules that import them", () => {
    const parts = interactiveParts("templates/webdesign-page.tsx");
    expect(parts.map(({ file }) => file)).toEqual(
      expect.arrayContaining(["sections/webdesign/Hero.tsx", "sections/webdesign/CardAccordion.tsx", "hooks/use-in-view.ts"]),
    );
    expect(parts.find(({ file }) => file === "sections/webdesign/CardAccordion.tsx")?.chain).toMatch(
      /^templates\/webdesign-page\.tsx → .* → sections\/webdesign\/CardAccordion\.tsx$/,
    );
  });

  it("ignores type-only imports, which add no code", () => {
    const source = 'import type { ModalProps } from "../ui/Modal";\nimport { css } from "@emotion/react";\n';
    expect([...source.matchAll(localImport)]).toEqual([]);
  });
});
