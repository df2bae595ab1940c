import { act, renderHook } from "@testing-library/react";
import { nextCharacterDelay, useTypewriter } from "../use-typewriter";

describe("nextCharacterDelay", () => {
  it("stays within 100 ms ± 25 ms", () => {
    expect(nextCharacterDelay(() => 0)).toBe(75);
    expect(nextCharacterDelay(() => 0.5)).toBe(100);
    expect(nextCharacterDelay(() => 0.999999)).toBeCloseTo(125, 3);
    for (let i = 0; i < 1000; i++) {
      const delay = nextCharacterDelay();
      expect(delay).toBeGreaterThanOrEqual(75);
      expect(delay).toBeLessThan(125);
    }
  });
});

describe("useTypewriter", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("types nothing before the section is in view", () => {
    const { result } = renderHook(() => useTypewriter("Hallo", { start: false, instant: false }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current).toEqual({ typed: "", done: false });
  });

  it("types one character per delay once started", () => {
    const random = () => 0; // 75 ms per character
    const { result, rerender } = renderHook(({ start }) => useTypewriter("Grüß", { start, instant: false, random }), {
      initialProps: { start: false },
    });
    rerender({ start: true });
    act(() => jest.advanceTimersByTime(74));
    expect(result.current.typed).toBe("");
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.typed).toBe("G");
    act(() => jest.advanceTimersByTime(75));
    act(() => jest.advanceTimersByTime(75));
    expect(result.current.typed).toBe("Grü");
    act(() => jest.advanceTimersByTime(75));
    expect(result.current).toEqual({ typed: "Grüß", done: true });
  });

  it("waits a jittered delay between characters", () => {
    const delays = [0.9, 0.5, 0]; // 120 ms, 100 ms, 75 ms
    const random = () => delays.shift() ?? 0.5;
    const { result } = renderHook(() => useTypewriter("abcd", { start: true, instant: false, random }));
    act(() => jest.advanceTimersByTime(119));
    expect(result.current.typed).toBe("");
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.typed).toBe("a");
    act(() => jest.advanceTimersByTime(100));
    expect(result.current.typed).toBe("ab");
    act(() => jest.advanceTimersByTime(75));
    expect(result.current.typed).toBe("abc");
  });

  it("shows the whole text at once with reduced motion", () => {
    const { result } = renderHook(() => useTypewriter("Ganzer Text", { start: true, instant: true }));
    expect(result.current).toEqual({ typed: "Ganzer Text", done: true });
  });

  it("shows the whole text at once when paused while typing, and does not type it again when resumed", () => {
    const random = () => 0;
    const { result, rerender } = renderHook(({ instant }) => useTypewriter("Pause", { start: true, instant, random }), {
      initialProps: { instant: false },
    });
    act(() => jest.advanceTimersByTime(75));
    expect(result.current.typed).toBe("P");
    rerender({ instant: true });
    expect(result.current).toEqual({ typed: "Pause", done: true });
    rerender({ instant: false });
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toEqual({ typed: "Pause", done: true });
  });
});
