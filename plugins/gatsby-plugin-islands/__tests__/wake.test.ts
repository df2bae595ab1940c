import { giveUp, sleep, wakeWhen } from "../runtime/wake";
import { markAwake } from "../runtime/awake";
import type { Wake } from "../runtime/wake-choices";

/** An island root asleep on the page, and the function that wakes it. */
function island(html = '<button type="button">Open</button>', name = "part") {
  document.body.insertAdjacentHTML("beforeend", `<div data-island="${name}">${html}</div>`);
  const root = document.body.lastElementChild as HTMLElement;
  const start = jest.fn();
  sleep(root, start);
  return { root, start };
}

/** jsdom has no IntersectionObserver: one the test moves, by the element that came into view. */
const observed = new Map<Element, (entries: Partial<IntersectionObserverEntry>[]) => void>();
class TestObserver {
  constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
}
const intersect = (element: Element) => observed.get(element)?.([{ target: element, isIntersecting: true }]);

beforeAll(() => Object.assign(window, { IntersectionObserver: TestObserver }));
afterEach(() => {
  document.body.innerHTML = "";
  jest.useRealTimers();
});

describe("when an island wakes", () => {
  it("paint: at once", () => {
    const { root, start } = island();
    wakeWhen(root, "paint");
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("visible: when the box of one of its children comes into view (its root has none), once", () => {
    const { root, start } = island("<section>Cards</section><p>More</p>");
    wakeWhen(root, "visible");
    expect(start).not.toHaveBeenCalled();
    expect([...observed.keys()]).toEqual([...root.children]);
    intersect(root.children[1]);
    expect(start).toHaveBeenCalledTimes(1);
    // Watched no longer.
    expect(observed.size).toBe(0);
  });

  it("idle: when the browser is idle, or 200 ms on in a browser without requestIdleCallback (Safari)", () => {
    jest.useFakeTimers();
    const withoutIdle = island();
    wakeWhen(withoutIdle.root, "idle");
    jest.advanceTimersByTime(199);
    expect(withoutIdle.start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(withoutIdle.start).toHaveBeenCalledTimes(1);

    const idle: (() => void)[] = [];
    Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
    const withIdle = island();
    wakeWhen(withIdle.root, "idle");
    jest.advanceTimersByTime(1000);
    expect(withIdle.start).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(withIdle.start).toHaveBeenCalledTimes(1);
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it.each(["pointerover", "pointerdown", "touchstart", "focusin"])("intent: at the first %s in it, once", (type) => {
    const { root, start } = island();
    const other = island("<p>Elsewhere</p>", "other");
    wakeWhen(root, "intent");
    document.body.insertAdjacentHTML("beforeend", "<p>Between</p>");
    document.body.lastElementChild!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    root.querySelector("button")!.dispatchEvent(new Event(type, { bubbles: true }));
    root.querySelector("button")!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(other.start).not.toHaveBeenCalled();
  });

  it.each<Wake>(["visible", "idle"])("%s: at once when a pointer reaches it first", (trigger) => {
    const { root, start } = island();
    wakeWhen(root, trigger);
    root.querySelector("button")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("intent on an element elsewhere that names the island (a call to action of the dialog)", () => {
    const { root, start } = island('<dialog aria-label="Contact"></dialog>', "dialog");
    document.body.insertAdjacentHTML("beforeend", '<a href="#kontakt" data-wakes="dialog">Write to us</a>');
    wakeWhen(root, "intent");
    document.querySelector("a")!.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("nothing wakes while the page is prerendered, and each part by its trigger once it is shown and has painted", () => {
    jest.useFakeTimers();
    let prerendering = true;
    Object.defineProperty(document, "prerendering", { configurable: true, get: () => prerendering });
    const painted = island();
    const visible = island("<section>Cards</section>");
    wakeWhen(painted.root, "paint");
    wakeWhen(visible.root, "visible");
    expect(painted.start).not.toHaveBeenCalled();
    expect(observed.size).toBe(0);
    prerendering = false;
    document.dispatchEvent(new Event("prerenderingchange"));
    // Its first frame comes first (jsdom paints nothing: the next frame, or a second at most, stands for it).
    expect(painted.start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(painted.start).toHaveBeenCalledTimes(1);
    expect(visible.start).not.toHaveBeenCalled();
    intersect(visible.root.firstElementChild!);
    expect(visible.start).toHaveBeenCalledTimes(1);
    delete (document as { prerendering?: boolean }).prerendering;
  });
});

describe("a tap on a part not yet awake", () => {
  /** A part whose button answers a click once the part runs (as hydration adds a component's listeners). */
  function part(trigger: Wake = "intent") {
    const { root, start } = island();
    const button = root.querySelector("button")!;
    const answered: MouseEvent[] = [];
    start.mockImplementation(() => button.addEventListener("click", (event) => answered.push(event)));
    wakeWhen(root, trigger);
    return { root, button, answered };
  }

  it("wakes it, is kept from the page and the browser, and reaches it in the task it wakes, as it came", () => {
    const { root, button, answered } = part();
    const seenByPage = jest.fn();
    document.addEventListener("click", seenByPage);
    const tap = new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1, clientX: 12 });
    button.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(seenByPage).not.toHaveBeenCalled();
    expect(answered).toEqual([]);
    markAwake(root);
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ type: "click", detail: 1, clientX: 12, defaultPrevented: false });
    expect(seenByPage).toHaveBeenCalledTimes(1);
    // Awake: the next tap goes straight to it.
    button.click();
    expect(answered).toHaveLength(2);
    document.removeEventListener("click", seenByPage);
  });

  it("on a call to action that names a sleeping island waits for that island, and follows its link if the island cannot load", () => {
    const { root } = island("<dialog></dialog>", "dialog");
    document.body.insertAdjacentHTML("beforeend", '<a href="#kontakt" data-wakes="dialog">Write to us</a>');
    wakeWhen(root, "intent");
    const link = document.querySelector("a")!;
    const followed: boolean[] = [];
    const follow = (event: Event) => followed.push(!event.defaultPrevented);
    document.addEventListener("click", follow);
    const tap = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(followed).toEqual([]);
    giveUp(root);
    // Handed on with nothing to stop it: the browser follows the link.
    expect(followed).toEqual([true]);
    document.removeEventListener("click", follow);
  });

  it("goes to the browser at once where the HTML answers it: a link, a form field, an invoker command the browser knows", () => {
    const { root } = island(
      '<a href="#more">More</a><input type="checkbox" aria-label="Agree"><button type="button" commandfor="d" command="show-modal">Info</button>',
    );
    wakeWhen(root, "intent");
    const tap = (element: Element, init: MouseEventInit = {}) => {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true, ...init });
      element.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(tap(root.querySelector("a")!)).toBe(false);
    expect(tap(root.querySelector("input")!)).toBe(false);
    // Without invoker commands (Firefox ESR), the island supplies them: the tap waits for it.
    expect(tap(root.querySelector("button")!)).toBe(true);
    Object.defineProperty(HTMLButtonElement.prototype, "command", { configurable: true, value: "" });
    const second = island('<button type="button" commandfor="d" command="show-modal">Info</button>');
    wakeWhen(second.root, "intent");
    expect(tap(second.root.querySelector("button")!)).toBe(false);
    delete (HTMLButtonElement.prototype as { command?: string }).command;
    // A new tab or window is the browser's.
    const third = island();
    wakeWhen(third.root, "intent");
    expect(tap(third.root.querySelector("button")!, { ctrlKey: true })).toBe(false);
  });
});
