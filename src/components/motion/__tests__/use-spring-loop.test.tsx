import { act, render } from "@testing-library/react";
import { useSpringLoop } from "../use-spring-loop";

function Loop({ running, apply }: { running: boolean; apply: (value: number) => void }) {
  useSpringLoop({ to: 100, seconds: 1, running, apply });
  return null;
}

/** Lets react-spring's frame loop run for `ms` of real time. */
const frames = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe("useSpringLoop", () => {
  it("moves only while running: it pauses where it stands and goes on from there", async () => {
    const values: number[] = [];
    const { rerender } = render(<Loop running apply={(value) => values.push(value)} />);
    await frames(200);
    expect(values.length).toBeGreaterThan(2);
    const last = values[values.length - 1];
    expect(last).toBeGreaterThan(0);
    expect(last).toBeLessThan(100);

    rerender(<Loop running={false} apply={(value) => values.push(value)} />);
    await frames(50);
    const count = values.length;
    await frames(200);
    expect(values.length).toBe(count);

    rerender(<Loop running apply={(value) => values.push(value)} />);
    await frames(200);
    expect(values.length).toBeGreaterThan(count);
    expect(values[count]).toBeGreaterThanOrEqual(values[count - 1]);
  });

  it("does not start a loop that is not running yet (reduced motion, paused, another screen width)", async () => {
    const apply = jest.fn();
    render(<Loop running={false} apply={apply} />);
    await frames(200);
    expect(apply).not.toHaveBeenCalled();
  });

  it("stops when the part leaves the page", async () => {
    const apply = jest.fn();
    const { unmount } = render(<Loop running apply={apply} />);
    await frames(150);
    expect(apply).toHaveBeenCalled();
    unmount();
    apply.mockClear();
    await frames(200);
    expect(apply).not.toHaveBeenCalled();
  });

  it("writes each frame with the latest function the component passed", async () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(<Loop running apply={first} />);
    await frames(150);
    rerender(<Loop running apply={second} />);
    first.mockClear();
    await frames(150);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalled();
  });
});
