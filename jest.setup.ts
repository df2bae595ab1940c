import "@testing-library/jest-dom";
import { settingTable } from "./core/settings/setting-table";

// Scripts run in these tests: mark the page as the head script does in a browser.
if (typeof document !== "undefined") document.documentElement.classList.add("js");

// jsdom lacks PointerEvent; the components read `pointerType` to tell mouse from touch.
if (typeof window !== "undefined" && !("PointerEvent" in window)) {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? "";
    }
  }
  (window as unknown as { PointerEvent: typeof PointerEventPolyfill }).PointerEvent = PointerEventPolyfill;
}

// Nor has jsdom the elements' `onpointer…` handler properties, which Preact reads, as browsers have them,
// to tell a DOM event (`onPointerEnter` listens to "pointerenter") from a custom one (to "PointerEnter").
if (typeof HTMLElement !== "undefined" && !("onpointerdown" in HTMLElement.prototype)) {
  for (const type of ["over", "enter", "down", "move", "up", "cancel", "out", "leave"]) {
    Object.defineProperty(HTMLElement.prototype, `onpointer${type}`, { value: null, writable: true, configurable: true });
  }
}

// jsdom has <dialog> but not its modal methods.
if (typeof HTMLDialogElement !== "undefined") {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

// Unit tests pass their settings explicitly: an operator's or CI's environment and a
// developer's .env (the site's address, the consent script, the public key) must not change
// what they see. A test of .env loading calls the original, kept here.
for (const name of Object.keys(settingTable)) delete process.env[name];
(globalThis as { realLoadEnvFile?: typeof process.loadEnvFile }).realLoadEnvFile = process.loadEnvFile;
process.loadEnvFile = () => undefined;
