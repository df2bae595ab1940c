/**
 * HydrateLater relies on how Preact (what the site ships instead of React) hydrates a
 * suspended part, so this test runs it on Preact.
 */
jest.mock("react", () => jest.requireActual("preact/compat"));
jest.mock("react/jsx-runtime", () => jest.requireActual("preact/compat/jsx-runtime"));

type Preact = typeof import("preact/compat");
type Module = typeof import("../HydrateLater") & Pick<Preact, "hydrate" | "render">;

/**
 * Loads HydrateLater afresh, as a page load would, with `html` already on the page, and
 * the page with a stateful part: its button counts clicks once it is hydrated.
 */
function loadWithServerHtml(html: string) {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${html}</div></div>`;
  let module: Module | undefined;
  let preact: Preact | undefined;
  jest.isolateModules(() => {
    preact = require("preact/compat");
    module = { ...require("../HydrateLater"), hydrate: preact!.hydrate, render: preact!.render };
  });
  const { createElement, useState } = preact!;
  function Counter() {
    const [count, setCount] = useState(0);
    return createElement("section", null, createElement("button", { onClick: () => setCount(count + 1) }, `Klicks: ${count}`));
  }
  // A Preact element where HydrateLater's props are typed with React's element type.
  const counter = createElement(Counter, null) as never;
  const part = createElement(module!.HydrateLater, { children: counter });
  const page = [createElement("h1", null, "Titel"), part];
  return { module: module!, page, root: document.getElementById("gatsby-focus-wrapper")! };
}

const serverHtml = "<h1>Titel</h1><section><button>Klicks: 0</button></section>";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("keeps the server-rendered part on screen during the first hydration and hydrates it in a later task", async () => {
  const { module, page, root } = loadWithServerHtml(serverHtml);
  const serverButton = root.querySelector("button")!;

  module.hydrate(page, root);
  expect(root.innerHTML).toBe(serverHtml);
  // Not hydrated yet: a click changes nothing, even once pending renders have run.
  serverButton.click();
  await Promise.resolve();
  await Promise.resolve();
  expect(serverButton.textContent).toBe("Klicks: 0");

  await jest.runAllTimersAsync();
  // The same DOM node, now hydrated: nothing was re-created.
  expect(root.querySelector("button")).toBe(serverButton);
  serverButton.click();
  await jest.runAllTimersAsync();
  expect(serverButton.textContent).toBe("Klicks: 1");
  expect(root.innerHTML).toBe(serverHtml.replace("Klicks: 0", "Klicks: 1"));
});

it("renders at once after the first hydration, as on client-side navigation", async () => {
  const { module, page, root } = loadWithServerHtml("");
  module.endFirstHydration();
  module.render(page, root);
  expect(root.querySelector("button")?.textContent).toBe("Klicks: 0");
});

it("renders at once when the page has no server-rendered HTML", () => {
  const { module, page, root } = loadWithServerHtml("");
  module.render(page, root);
  expect(root.querySelector("button")?.textContent).toBe("Klicks: 0");
});

it("after navigation, a part of the next page does not inherit a wait of the last one", async () => {
  const { module, page, root } = loadWithServerHtml(serverHtml);
  module.hydrate(page, root);
  module.endFirstHydration();
  module.forgetWaitingParts();
  module.render(null, root);
  module.render(page, root);
  expect(root.querySelector("button")?.textContent).toBe("Klicks: 0");
});
