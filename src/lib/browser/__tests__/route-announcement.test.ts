import { announceRoutesInGerman } from "../route-announcement";

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("announceRoutesInGerman", () => {
  it("turns Gatsby's English announcement into German as soon as it is written, and leaves other texts alone", async () => {
    const announcer = document.createElement("div");
    announceRoutesInGerman(announcer);
    announceRoutesInGerman(announcer);
    announcer.textContent = "Navigated to Kontakt";
    await settle();
    expect(announcer.textContent).toBe("Neue Seite: Kontakt");
    announcer.textContent = "Navigated to Navigated to";
    await settle();
    expect(announcer.textContent).toBe("Neue Seite: Navigated to");
    announcer.textContent = "Etwas anderes";
    await settle();
    expect(announcer.textContent).toBe("Etwas anderes");
  });

  it("does nothing on a page without Gatsby's announcer", () => {
    expect(() => announceRoutesInGerman(null)).not.toThrow();
  });
});
