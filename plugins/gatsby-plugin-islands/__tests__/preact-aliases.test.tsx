import path from "path";
import { options, type VNode } from "preact";
import { render, screen } from "@testing-library/react";
import preactAliases from "../node/preact-aliases.json";

// The unit tests run what the browser runs: jest.config.js maps each module the island build replaces to its Preact
// module, from the same file. Were the tests to load React again, both of these would fail.
describe("the island build's Preact aliases, in the unit tests", () => {
  it.each([...Object.entries(preactAliases), ["react-dom/server", "preact/compat/server"]])("load %s from %s", (name, target) => {
    expect(require.resolve(name)).toContain(path.join("node_modules", target));
  });

  it("render components, emotion's JSX included, with Preact", () => {
    const rendered: unknown[] = [];
    const previous = options.vnode;
    options.vnode = (vnode: VNode) => {
      rendered.push(vnode.type);
      previous?.(vnode);
    };
    try {
      render(<p css={{ margin: 0 }}>Preact</p>);
    } finally {
      options.vnode = previous;
    }
    expect(screen.getByText("Preact")).toBeInTheDocument();
    expect(rendered).toContain("p");
  });
});
