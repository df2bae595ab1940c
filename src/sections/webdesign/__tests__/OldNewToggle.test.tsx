import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { OldNewToggle } from "../OldNewToggle";

const toggle = {
  heading: "Von gestern zu heute",
  intro: "Schalten Sie um.",
  oldLabel: "Alt",
  newLabel: "Neu",
  retro: {
    title: "Willkommen!!!",
    marquee: "Im Aufbau",
    welcome: "Hallo",
    links: ["Gästebuch"],
    counter: "Besucher Nr. 1",
    footer: "Netscape",
  },
  modern: {
    brand: "Musterberatung",
    headline: "Wachstum",
    text: "Wir beraten.",
    buttonText: "Beratung vereinbaren",
    services: [{ name: "Strategie", description: "Klar." }],
    successHeading: "Erfolgsgeschichten",
    exampleNote: "Beispielseite mit erfundenen Zahlen",
    successStories: [{ value: "35 %", label: "Effizienzsteigerung" }],
  },
};

describe("OldNewToggle", () => {
  it("starts on Old and switches to New and back", async () => {
    const user = userEvent.setup();
    render(<OldNewToggle toggle={toggle} />);
    expect(screen.getByRole("button", { name: "Alt" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Neu" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("Willkommen!!!")).toBeInTheDocument();
    expect(screen.queryByText("Beratung vereinbaren")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Neu" }));
    expect(screen.getByRole("button", { name: "Neu" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Beratung vereinbaren")).toBeInTheDocument();
    expect(screen.getByText("35 %")).toBeInTheDocument();
    // The invented figures come with the note that this is an example page.
    expect(screen.getByText("Beispielseite mit erfundenen Zahlen")).toBeVisible();
    expect(screen.queryByText("Willkommen!!!")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Alt" }));
    expect(screen.getByText("Willkommen!!!")).toBeInTheDocument();
  });

  it("does not make the mock-up a live region, which a screen reader would read out when the section renders", () => {
    const { container } = render(<OldNewToggle toggle={toggle} />);
    expect(container.querySelector("[aria-live]")).toBeNull();
  });
});

describe("OldNewToggle before the page's scripts have run", () => {
  it("switches to what was pressed meanwhile once it runs", () => {
    const section = <OldNewToggle toggle={toggle} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(section);
    const newButton = [...container.querySelectorAll("button")].find((button) => button.textContent === "Neu")!;
    expect(newButton).toHaveAttribute("data-waits-for-intent");
    newButton.setAttribute("data-pending-click", "");
    document.body.appendChild(container);
    render(section, { container, hydrate: true });
    expect(screen.getByRole("button", { name: "Neu" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Neu" })).toHaveAttribute("data-interactive");
    expect(screen.getByText("Beratung vereinbaren")).toBeInTheDocument();
  });
});
