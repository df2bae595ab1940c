import { render } from "@testing-library/react";
import { Tile } from "../Tile";

describe("Tile", () => {
  it("keeps the arrow on the line of its call to action's last word", () => {
    // Two tiles side by side on a phone wrap "Learn more →" after "more": a plain space left the arrow on a line of its own.
    const tile = {
      name: "AI & Automation",
      gradient: ["#5b21b6", "#7e22ce"],
      path: "/en/ai/",
      icon: "sparkles" as const,
      buttonText: "Learn more",
    };
    const { container } = render(<Tile {...tile} />);
    expect(container.querySelector("a > span[aria-hidden]")?.textContent).toBe("Learn more\u00a0→");
  });
});
