import path from "path";
import { transformSync } from "@babel/core";

const root = path.join(__dirname, "..", "..", "..");
const islandsDir = path.join(root, "src", "islands");
const plugin = [path.join(__dirname, "..", "babel-island-names.cjs"), { islandsDir, root }];

const transform = (file: string, code: string) =>
  transformSync(code, { filename: path.join(islandsDir, file), plugins: [plugin], babelrc: false, configFile: false })!.code!;

describe("the Babel step that makes a file in src/islands/ an island", () => {
  it("wraps the default export with the file's name, and marks an island with a .client.ts as one that does not hydrate and loads that file in develop", () => {
    expect(transform("webdesign-cards.tsx", "import { Cards } from './cards';\nexport default Cards;")).toMatch(
      /export default _asIsland\("webdesign-cards", Cards, true, "src\/islands\/webdesign-cards.tsx", undefined\)/,
    );
    // hero-motion has hero-motion.client.ts beside it.
    expect(transform("hero-motion.tsx", "export default function Hero() { return null; }")).toMatch(
      /_asIsland\("hero-motion", function Hero\(\) \{[\s\S]*\}, false, "src\/islands\/hero-motion.tsx", undefined, \(\) => import\("\.\/hero-motion.client"\)\)/,
    );
  });

  it("hands on the word the file says it wakes by", () => {
    expect(transform("typewriter.tsx", 'import { T } from "./t";\nexport const wake = "visible";\nexport default T;')).toMatch(
      /_asIsland\("typewriter", T, true, "src\/islands\/typewriter.tsx", "visible"\)/,
    );
  });

  it("stops on a wake that is not one word written in the file, naming the file", () => {
    expect(() => transform("typewriter.tsx", 'const soon = "idle";\nexport const wake = soon;\nexport default 1;')).toThrow(
      'src/islands/typewriter.tsx: an island says when it wakes in one word, `export const wake = "visible"`',
    );
  });

  it("wraps once, however often a compilation hands the file over (Gatsby's server-side build does twice)", () => {
    const once = transform("typewriter.tsx", "import { T } from './t';\nexport default T;");
    expect(transform("typewriter.tsx", once).match(/asIsland\(/g)).toHaveLength(1);
  });

  it("leaves the client files and every file outside src/islands/ alone", () => {
    expect(transform("hero-motion.client.ts", "export default () => 1;")).not.toContain("asIsland");
    const elsewhere = transformSync("export default 1;", {
      filename: path.join(root, "src", "views", "x.tsx"),
      plugins: [plugin],
      babelrc: false,
      configFile: false,
    });
    expect(elsewhere!.code).not.toContain("asIsland");
  });

  it("stops on an island file without a default export, naming the file", () => {
    expect(() => transform("nameless.tsx", "export const A = 1;")).toThrow(
      "src/islands/nameless.tsx: an island file exports its component as default",
    );
  });
});

describe("the Babel step after another plugin moved the default export", () => {
  it("still wraps once", () => {
    const once = transform("typewriter.tsx", "import { T } from './t';\nexport default T;");
    const moved = once.replace(/export default (_asIsland\([^;]*\));/, "const _default = $1;\nexport default _default;");
    expect(transform("typewriter.tsx", moved).match(/asIsland\(/g)).toHaveLength(1);
  });
});
