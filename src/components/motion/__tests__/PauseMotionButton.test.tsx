import { renderToString } from "react-dom/server";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PauseMotionButton, useMotionPaused } from "../PauseMotionButton";
import { setMotionPaused } from "../motion-pause";

const names = { pause: "Animation anhalten", resume: "Animation fortsetzen" };

function Motion() {
  return <p>{useMotionPaused() ? "steht" : "läuft"}</p>;
}

describe("PauseMotionButton", () => {
  afterEach(() => act(() => setMotionPaused(false)));

  it("pauses and resumes the motion as a pressed-state toggle whose words say what a press does", async () => {
    const user = userEvent.setup();
    render(
      <>
        <PauseMotionButton names={names} tone="light" />
        <Motion />
      </>,
    );
    const button = screen.getByRole("button", { name: "Animation anhalten" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("läuft")).toBeInTheDocument();
    await user.click(button);
    expect(screen.getByRole("button", { name: "Animation fortsetzen" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("steht")).toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Animation anhalten" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("läuft")).toBeInTheDocument();
  });

  it("shares one state between every control of the page, each an island of its own", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PauseMotionButton names={names} tone="light" />);
    await user.click(screen.getByRole("button"));
    unmount();
    render(<PauseMotionButton names={{ pause: "Laufschrift anhalten", resume: "Laufschrift fortsetzen" }} tone="dark" />);
    expect(screen.getByRole("button", { name: "Laufschrift fortsetzen" })).toHaveAttribute("aria-pressed", "true");
  });

  it("woken after a pause elsewhere on the page, hydrates as the build rendered it and then says the motion stands", async () => {
    const control = <PauseMotionButton names={names} tone="dark" />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(control);
    document.body.appendChild(container);
    act(() => setMotionPaused(true));
    render(control, { container, hydrate: true });
    // Preact keeps the HTML's attributes while hydrating: the state comes right after, before the next frame.
    await act(async () => undefined);
    expect(screen.getByRole("button", { name: "Animation fortsetzen" })).toHaveAttribute("aria-pressed", "true");
    container.remove();
  });
});
