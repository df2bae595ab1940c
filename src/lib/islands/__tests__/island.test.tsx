import { useState } from "react";
import { renderToString } from "react-dom/server";
import { act, fireEvent, screen } from "@testing-library/react";
import { island, IslandsOnPage, ISLAND, ISLAND_PROPS } from "../island";
import { hydrateIsland } from "../hydrate";

function Counter({ label, start }: { label: string; start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}

const CounterIsland = island("counter", Counter);
const StillIsland = island("still", Counter, { hydrates: false });

describe("island", () => {
  it("renders the component inside a root that names the island and holds its props", () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(<CounterIsland label="Klicks" start={2} />);
    const marked = root.querySelector(`[${ISLAND}="counter"]`)!;
    expect(JSON.parse(marked.getAttribute(ISLAND_PROPS)!)).toEqual({ label: "Klicks", start: 2 });
    expect(marked.querySelector("button")).toHaveTextContent("Klicks: 2");
  });

  it("tells the page which islands it rendered, each once", () => {
    const onPage = new Set<string>();
    renderToString(
      <IslandsOnPage.Provider value={onPage}>
        <CounterIsland label="a" start={0} />
        <CounterIsland label="b" start={0} />
        <StillIsland label="c" start={0} />
      </IslandsOnPage.Provider>,
    );
    expect([...onPage].sort()).toEqual(["counter", "still"]);
  });

  it("gives an island that does not hydrate no props", () => {
    const html = renderToString(<StillIsland label="c" start={0} />);
    expect(html).toContain(`${ISLAND}="still"`);
    expect(html).not.toContain(ISLAND_PROPS);
  });
});

describe("hydrateIsland", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("hydrates every root of the island from its own props, each in a task of its own", async () => {
    document.body.innerHTML = renderToString(
      <>
        <CounterIsland label="Erste" start={1} />
        <CounterIsland label="Zweite" start={5} />
      </>,
    );
    const first = screen.getByRole("button", { name: "Erste: 1" });
    hydrateIsland("counter", Counter);
    // Nothing runs in the task that loaded the island's script.
    fireEvent.click(first);
    expect(first).toHaveTextContent("Erste: 1");
    // One task per root.
    expect(jest.getTimerCount()).toBe(2);
    act(() => void jest.runOnlyPendingTimers());
    fireEvent.click(first);
    fireEvent.click(screen.getByRole("button", { name: "Zweite: 5" }));
    // The server's DOM is kept and made to respond: the same element counts on.
    expect(first).toHaveTextContent("Erste: 2");
    expect(screen.getByRole("button", { name: "Zweite: 6" })).toBeInTheDocument();
  });
});
