import { render, screen } from "@testing-library/react";
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
    // New is in the page's HTML from the start, hidden, so switching shows it with its styles.
    expect(screen.getByText("Beratung vereinbaren")).not.toBeVisible();

    await user.click(screen.getByRole("button", { name: "Neu" }));
    expect(screen.getByRole("button", { name: "Neu" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Beratung vereinbaren")).toBeVisible();
    expect(screen.getByText("35 %")).toBeVisible();
    // The invented figures come with the note that this is an example page.
    expect(screen.getByText("Beispielseite mit erfundenen Zahlen")).toBeVisible();
    expect(screen.getByText("Willkommen!!!")).not.toBeVisible();

    await user.click(screen.getByRole("button", { name: "Alt" }));
    expect(screen.getByText("Willkommen!!!")).toBeVisible();
  });

  it("does not make the mock-up a live region, which a screen reader would read out unasked", () => {
    const { container } = render(<OldNewToggle toggle={toggle} />);
    expect(container.querySelector("[aria-live]")).toBeNull();
  });
});
