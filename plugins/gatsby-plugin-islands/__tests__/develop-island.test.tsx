import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { css } from "@emotion/react";
import { asIsland } from "../runtime/island";
import { DEVELOP_FLAG } from "../runtime/develop-island";

function Counter({ start, when }: { start: number; when: unknown }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count} {typeof when}
    </button>
  );
}

describe("an island in gatsby develop's app", () => {
  beforeEach(() => Object.assign(globalThis, { [DEVELOP_FLAG]: true }));
  afterEach(() => Object.assign(globalThis, { [DEVELOP_FLAG]: undefined }));

  it("shows its HTML from its props after a JSON round trip, asleep until its trigger, then hydrated on a root of its own", async () => {
    const CounterIsland = asIsland("counter", Counter, true, "src/islands/counter.tsx", "intent");
    const { container } = render(<CounterIsland start={2} when={{ at: "2024-10-18" }} />);
    await act(async () => undefined);
    const root = container.querySelector('[data-island="counter"]')!;
    expect(JSON.parse(root.getAttribute("data-props")!)).toEqual({ start: 2, when: { at: "2024-10-18" } });
    expect(root).toHaveAttribute("data-wake", "intent");
    const button = screen.getByRole("button", { name: "2 object" });
    expect(root).not.toHaveAttribute("data-hydrated");
    // The tap that wakes it is held while it wakes and then counts, as on a built page.
    await userEvent.click(button);
    expect(root).toHaveAttribute("data-hydrated");
    expect(screen.getByRole("button", { name: "3 object" })).toBe(button);
  });

  it("keeps its root's content when the page around it renders again: Preact leaves an element's children to the island's own root", async () => {
    const CounterIsland = asIsland("counter", Counter, true, "src/islands/counter.tsx", "intent");
    const page = (times: number) => (
      <main data-times={times}>
        <CounterIsland start={2} when="now" />
      </main>
    );
    const { container, rerender } = render(page(0));
    await act(async () => undefined);
    await userEvent.click(screen.getByRole("button", { name: "2 string" }));
    rerender(page(1));
    expect(container.querySelector("main")).toHaveAttribute("data-times", "1");
    expect(screen.getByRole("button", { name: "3 string" })).toBeInTheDocument();
  });

  it("shows the HTML of an island asleep styled: emotion's rules are in the head before it wakes", async () => {
    const Styled = asIsland("styled", () => <p css={css({ color: "rgb(1, 2, 3)" })}>Farbig</p>, true, "src/islands/styled.tsx", "intent");
    render(<Styled />);
    await act(async () => undefined);
    expect(getComputedStyle(screen.getByText("Farbig")).color).toBe("rgb(1, 2, 3)");
  });

  it("runs an enhancing island's .client.ts on its root when it wakes, and stops it when the page leaves", async () => {
    const stop = jest.fn();
    const enhance = jest.fn(() => stop);
    const Moving = asIsland(
      "moving",
      () => <p>Hero</p>,
      false,
      "src/islands/moving.tsx",
      "paint",
      async () => ({ default: enhance }),
    );
    const { container, unmount } = render(<Moving />);
    await act(async () => undefined);
    const root = container.querySelector('[data-island="moving"]')!;
    expect(enhance).toHaveBeenCalledWith(root);
    expect(root).toHaveTextContent("Hero");
    expect(root).not.toHaveAttribute("data-props");
    unmount();
    expect(stop).toHaveBeenCalled();
  });

  it("wakes an island inside an enhancing island's HTML by its own trigger (the hero's pause control)", async () => {
    const Pause = asIsland("pause", Counter, true, "src/islands/pause.tsx", "intent");
    const Hero = asIsland(
      "hero",
      () => <Pause start={0} when={null} />,
      false,
      "src/islands/hero.tsx",
      "paint",
      async () => ({
        default: () => undefined,
      }),
    );
    const { container } = render(<Hero />);
    await act(async () => undefined);
    const inner = container.querySelector('[data-island="pause"]')!;
    expect(inner).not.toHaveAttribute("data-hydrated");
    fireEvent.pointerDown(screen.getByRole("button", { name: "0 object" }));
    expect(inner).toHaveAttribute("data-hydrated");
    fireEvent.click(screen.getByRole("button", { name: "0 object" }));
    expect(screen.getByRole("button", { name: "1 object" })).toBeInTheDocument();
  });
});
