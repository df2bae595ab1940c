import { useState } from "react";
import { renderToString } from "react-dom/server";
import { act, fireEvent, screen } from "@testing-library/react";
import { asIsland, jsonProblem } from "../runtime/island";
import { IslandsOnPage } from "../runtime/islands-on-page";
import { AWAKE_EVENT, ISLAND, ISLAND_PROPS, ISLAND_WAKE, ISLAND_WOKEN, WAKE_EVENT } from "../runtime/markers";
import { hydrateIsland } from "../runtime/hydrate";
import { wakes } from "../runtime/wakes";

function Counter({ label, start }: { label: string; start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}

const CounterIsland = asIsland("counter", Counter, true, "src/islands/counter.tsx", "intent");
const StillIsland = asIsland("still", Counter, false, "src/islands/still.tsx", undefined);

describe("an island", () => {
  it("renders the component inside a root that names the island and when it wakes, and holds its props", () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(<CounterIsland label="Klicks" start={2} />);
    const marked = root.querySelector(`[${ISLAND}="counter"]`)!;
    expect(marked).toHaveAttribute(ISLAND_WAKE, "intent");
    expect(JSON.parse(marked.getAttribute(ISLAND_PROPS)!)).toEqual({ label: "Klicks", start: 2 });
    expect(marked.querySelector("button")).toHaveTextContent("Klicks: 2");
  });

  it("wakes when it comes into view where its file does not say", () => {
    expect(renderToString(<StillIsland label="c" start={0} />)).toContain(`${ISLAND_WAKE}="visible"`);
  });

  it("stops the build on a word it does not know, naming the file and the words it knows", () => {
    expect(() => asIsland("soon", Counter, true, "src/islands/soon.tsx", "soon")).toThrow(
      'src/islands/soon.tsx: `export const wake = "soon"` is none of "paint", "visible", "idle", "intent"',
    );
  });

  it("gives an element elsewhere that it answers (a call to action) the mark that wakes it, and refuses what is no island", () => {
    expect(wakes(CounterIsland)).toEqual({ "data-wakes": "counter" });
    expect(() => wakes(Counter)).toThrow("Counter is no island: pass the default export of a file in src/islands/");
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

  it("stops the build, naming the file and the prop, on props that JSON would change", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const Loose = asIsland("loose", (_: Record<string, unknown>) => null, true, "src/islands/loose.tsx", undefined);
    expect(() => renderToString(<Loose onPick={() => undefined} />)).toThrow('src/islands/loose.tsx: the prop "onPick" is a function');
    expect(() => renderToString(<Loose at={{ day: new Date(0) }} />)).toThrow('the prop "at.day" is a Date');
    expect(() => renderToString(<Loose icon={[<b key="b" />]} />)).toThrow('the prop "icon[0]" is a React element');
  });

  it("stops the build on an island inside a hydrating island, and allows one inside an island that only enhances", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const Outer = asIsland("outer", () => <CounterIsland label="x" start={0} />, true, "src/islands/outer.tsx", undefined);
    expect(() => renderToString(<Outer />)).toThrow('src/islands/counter.tsx: the island "counter" is rendered inside the island "outer"');
    const Enhanced = asIsland("enhanced", () => <CounterIsland label="x" start={0} />, false, "src/islands/enhanced.tsx", undefined);
    expect(renderToString(<Enhanced />)).toContain(`${ISLAND}="counter"`);
  });
});

describe("jsonProblem", () => {
  it("accepts what survives JSON unchanged", () => {
    expect(jsonProblem({ a: [1, "b", true, null, { c: undefined }], d: Object.create(null) }, "props")).toBeUndefined();
  });

  it("names what does not", () => {
    expect(jsonProblem(NaN, "n")).toBe('the prop "n" is NaN, which JSON turns into null');
    expect(jsonProblem(new Map(), "m")).toBe('the prop "m" is a Map');
    expect(jsonProblem(Symbol("s"), "s")).toBe('the prop "s" is a symbol');
  });
});

describe("hydrateIsland", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("hydrates each root of the island from its own props once the page wakes it, each in a task of its own, and says so", () => {
    document.body.innerHTML = renderToString(
      <>
        <CounterIsland label="Erste" start={1} />
        <CounterIsland label="Zweite" start={5} />
        <CounterIsland label="Dritte" start={7} />
      </>,
    );
    const [first, second, third] = [...document.querySelectorAll<HTMLElement>(`[${ISLAND}]`)];
    // Woken before the island's script ran; the second is woken after, the third stays asleep.
    first.setAttribute(ISLAND_WOKEN, "");
    const awake = jest.fn();
    document.addEventListener(AWAKE_EVENT, awake, true);
    hydrateIsland("counter", Counter);
    // Nothing runs in the task that loaded the island's script.
    const button = screen.getByRole("button", { name: "Erste: 1" });
    fireEvent.click(button);
    expect(button).toHaveTextContent("Erste: 1");
    second.dispatchEvent(new Event(WAKE_EVENT));
    // One task per root.
    expect(jest.getTimerCount()).toBe(2);
    act(() => void jest.runOnlyPendingTimers());
    expect(awake.mock.calls.map(([event]) => event.target)).toEqual([first, second]);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole("button", { name: "Zweite: 5" }));
    fireEvent.click(screen.getByRole("button", { name: "Dritte: 7" }));
    // The server's DOM is kept and made to respond: the same element counts on.
    expect(button).toHaveTextContent("Erste: 2");
    expect(screen.getByRole("button", { name: "Zweite: 6" })).toBeInTheDocument();
    expect(third).not.toHaveAttribute("data-hydrated");
    expect(screen.getByRole("button", { name: "Dritte: 7" })).toBeInTheDocument();
    document.removeEventListener(AWAKE_EVENT, awake, true);
  });
});
