/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "fs";
import path from "path";
import { renderToString } from "react-dom/server";
import { ContactButton } from "../../contact/ContactButton";
import { Footer } from "../../layout/Footer";
import { ContactButton as CallToAction } from "../../contact/ContactButton";
import { PauseMotionButton } from "../../motion/PauseMotionButton";
import { PageScriptsReport, ScriptsOnIntent, StaticPage } from "../StaticPage";

describe("StaticPage", () => {
  it("reports the declaration to the build's render", () => {
    const report = jest.fn();
    renderToString(
      <PageScriptsReport.Provider value={report}>
        <StaticPage>
          <Footer companyName="Agentur GbR" copyrightYear={2024} />
        </StaticPage>
      </PageScriptsReport.Provider>,
    );
    expect(report).toHaveBeenCalledWith("static");
  });

  it("fails the render of a static page that holds an interactive part, naming the part", () => {
    const render = () =>
      renderToString(
        <StaticPage>
          <ContactButton>Jetzt Kontakt aufnehmen</ContactButton>
        </StaticPage>,
      );
    expect(render).toThrow(/ContactButton needs JavaScript in the browser, but it is rendered inside <StaticPage>/);
  });

  it("lets an interactive page render the same part", () => {
    expect(renderToString(<ContactButton>Jetzt Kontakt aufnehmen</ContactButton>)).toContain("Jetzt Kontakt aufnehmen");
  });
});

describe("ScriptsOnIntent", () => {
  it("reports the declaration and holds a part that waits for a visitor's intent", () => {
    const report = jest.fn();
    const html = renderToString(
      <PageScriptsReport.Provider value={report}>
        <ScriptsOnIntent>
          <CallToAction>Jetzt Kontakt aufnehmen</CallToAction>
        </ScriptsOnIntent>
      </PageScriptsReport.Provider>,
    );
    expect(report).toHaveBeenCalledWith("on-intent");
    expect(html).toContain("data-waits-for-intent");
  });

  it("fails the render of a part that must run before anyone touches it, naming the part", () => {
    const render = () =>
      renderToString(
        <ScriptsOnIntent>
          <PauseMotionButton names={{ pause: "Animation anhalten", resume: "Animation fortsetzen" }} tone="light" />
        </ScriptsOnIntent>,
      );
    expect(render).toThrow(/PauseMotionButton runs before a visitor reaches for it, but it is rendered inside <ScriptsOnIntent>/);
  });
});

/**
 * The build catches an interactive part on a static page only if the part says it is one.
 * Every source file with state, an effect or an event handler must call useInteractivePart,
 * but for the few listed here.
 */
const notParts: Record<string, string> = {
  "components/contact/ContactProvider.tsx": "its state changes only when a call to action (an interactive part) opens the dialog",
  "components/hydration/HydrateWhenNear.tsx": "hydrates the part it wraps; the part itself is checked",
};

describe("interactive parts", () => {
  const src = path.join(__dirname, "../../..");
  const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter(
    (file) =>
      /\.tsx?$/.test(file) && !file.includes("__tests__") && !file.endsWith(".d.ts") && file !== "components/hydration/StaticPage.tsx",
  );
  const interactive = /\b(useState|useReducer|useEffect|useLayoutEffect|useSyncExternalStore)\(|\bon[A-Z][A-Za-z]*=\{/;

  it.each(files.filter((file) => interactive.test(readFileSync(path.join(src, file), "utf8"))))(
    "%s says it is an interactive part",
    (file) => {
      const source = readFileSync(path.join(src, file), "utf8");
      if (file in notParts) return expect(source).not.toContain("useInteractivePart(");
      expect(source).toContain("useInteractivePart(");
    },
  );
});
