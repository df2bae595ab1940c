import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockMatchMedia, reducedMotion } from "../../../test-utils/match-media";
import { FlipCard } from "../FlipCard";

describe("FlipCard", () => {
  beforeEach(() => {
    mockMatchMedia(reducedMotion);
    render(<FlipCard label="Gründer 1" front={<p>Vorderseite</p>} back={<a href="https://example.com">LinkedIn</a>} />);
  });
  const card = () => screen.getByRole("group", { name: "Gründer 1" });

  it("turns over on keyboard focus, stays turned while a link on the back has focus, turns back after", async () => {
    const user = userEvent.setup();
    expect(card()).not.toHaveAttribute("data-flipped");
    await user.tab();
    expect(card()).toHaveFocus();
    expect(card()).toHaveAttribute("data-flipped");
    await user.tab();
    expect(screen.getByRole("link", { name: "LinkedIn" })).toHaveFocus();
    expect(card()).toHaveAttribute("data-flipped");
    await user.tab();
    expect(card()).not.toHaveAttribute("data-flipped");
  });

  it("turns over and back with Enter or Space on the focused card, and leaves a link's Enter to the link", async () => {
    const user = userEvent.setup();
    await user.tab();
    expect(card()).toHaveAttribute("data-flipped");
    await user.keyboard("{Enter}");
    expect(card()).not.toHaveAttribute("data-flipped");
    await user.keyboard(" ");
    expect(card()).toHaveAttribute("data-flipped");
    await user.tab();
    await user.keyboard("{Enter}");
    expect(card()).toHaveAttribute("data-flipped");
  });

  it("turns over on mouse hover and back on leave", () => {
    fireEvent.pointerEnter(card(), { pointerType: "mouse" });
    expect(card()).toHaveAttribute("data-flipped");
    fireEvent.pointerLeave(card(), { pointerType: "mouse" });
    expect(card()).not.toHaveAttribute("data-flipped");
  });

  it("toggles on tap", () => {
    fireEvent.pointerDown(card(), { pointerType: "touch" });
    fireEvent.click(card());
    expect(card()).toHaveAttribute("data-flipped");
    fireEvent.pointerDown(card(), { pointerType: "touch" });
    fireEvent.click(card());
    expect(card()).not.toHaveAttribute("data-flipped");
  });

  it("turns over on a click that came without a press, as a tap the page held while the card woke (but not back)", () => {
    fireEvent.click(card());
    expect(card()).toHaveAttribute("data-flipped");
    fireEvent.click(card());
    expect(card()).toHaveAttribute("data-flipped");
  });

  it("keeps both faces readable", () => {
    expect(screen.getByText("Vorderseite")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "LinkedIn" })).toBeInTheDocument();
  });
});
