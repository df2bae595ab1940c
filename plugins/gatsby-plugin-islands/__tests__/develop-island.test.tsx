import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
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

  it("mounts on a root of its own from its props after a JSON round trip, and responds", async () => {
    const CounterIsland = asIsland("counter", Counter, true, "src/islands/counter.tsx");
    const { container } = render(<CounterIsland start={2} when={{ at: "2024-10-18" }} />);
    const root = container.querySelector('[data-island="counter"]')!;
    expect(root).toHaveAttribute("data-hydrated");
    expect(JSON.parse(root.getAttribute("data-props")!)).toEqual({ start: 2, when: { at: "2024-10-18" } });
    await userEvent.click(screen.getByRole("button", { name: "2 object" }));
    expect(screen.getByRole("button", { name: "3 object" })).toBeInTheDocument();
  });

  it("runs an enhancing island's .client.ts on its root, and stops it when the page leaves", async () => {
    const stop = jest.fn();
    const enhance = jest.fn(() => stop);
    const Moving = asIsland(
      "moving",
      () => <p>Hero</p>,
      false,
      "src/islands/moving.tsx",
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
});
