import "@testing-library/jest-dom";

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

// Unit tests pass their settings explicitly: an operator's or CI's environment (the site's
// address, the consent script, the public key) must not change what they see.
for (const name of Object.keys(process.env)) {
  if (name.startsWith("GATSBY_") && name !== "GATSBY_TELEMETRY_DISABLED") delete process.env[name];
}
for (const name of ["SITE_URL", "SMTP_URL", "SMTP_HOST", "MAIL_TO", "MAIL_FROM", "CONTACT_API_KEY", "TRUST_PROXY"]) delete process.env[name];
