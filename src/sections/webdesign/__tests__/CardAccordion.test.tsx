import { renderToString } from "react-dom/server";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CardAccordion } from "../CardAccordion";

const cards = {
  heading: "Was eine gute Website ausmacht",
  intro: "Sechs Punkte",
  items: ["Erster Eindruck", "Benutzerfreundlichkeit", "Mobile Optimierung"].map((name) => ({
    name,
    color: "#1f4e79",
    icon: "eye" as const,
    teaser: `Kurz: ${name}`,
    description: `Über ${name}`,
  })),
  moreHint: "Mehr erfahren",
};

const button = (name: string) => screen.getByRole("button", { name });
const open = () =>
  screen
    .getAllByRole("button")
    .filter((b) => b.getAttribute("aria-expanded") === "true")
    .map((b) => b.textContent);

describe("CardAccordion", () => {
  beforeEach(() => render(<CardAccordion cards={cards} id="leistungen" />));

  it("starts with every card closed, each button controlling its description", () => {
    expect(open()).toEqual([]);
    expect(button("Erster Eindruck")).toHaveAttribute("aria-controls", "leistungen-card-0");
    expect(document.getElementById("leistungen-card-0")).toHaveTextContent("Über Erster Eindruck");
  });

  it("shows each card's short line beside its button, and a hint that screen readers skip (the button says it is collapsed)", () => {
    const card = button("Erster Eindruck").closest("li")!;
    expect(card).toHaveTextContent("Kurz: Erster Eindruck");
    expect(button("Erster Eindruck")).not.toHaveTextContent("Kurz");
    const hint = card.querySelector("[data-more]")!;
    expect(hint).toHaveTextContent("Mehr erfahren");
    expect(hint).toHaveAttribute("aria-hidden", "true");
    expect(button("Erster Eindruck")).toHaveAttribute("aria-expanded", "false");
  });

  it("opens the card under the mouse and closes it when the mouse leaves", () => {
    const card = button("Benutzerfreundlichkeit").closest("li")!;
    fireEvent.pointerEnter(card, { pointerType: "mouse" });
    expect(open()).toEqual(["Benutzerfreundlichkeit"]);
    fireEvent.pointerLeave(card, { pointerType: "mouse" });
    expect(open()).toEqual([]);
  });

  it("keeps at most one card open across hover, click and keyboard", async () => {
    const user = userEvent.setup();
    await user.click(button("Erster Eindruck"));
    expect(open()).toEqual(["Erster Eindruck"]);
    button("Mobile Optimierung").focus();
    await user.keyboard("{Enter}");
    expect(open()).toEqual(["Mobile Optimierung"]);
    await user.keyboard(" ");
    expect(open()).toEqual([]);
    fireEvent.pointerEnter(button("Benutzerfreundlichkeit").closest("li")!, { pointerType: "mouse" });
    expect(open()).toEqual(["Benutzerfreundlichkeit"]);
  });

  it("toggles on tap, which is no hover", () => {
    const target = button("Erster Eindruck");
    fireEvent.pointerEnter(target.closest("li")!, { pointerType: "touch" });
    expect(open()).toEqual([]);
    fireEvent.click(target, { detail: 1 });
    expect(open()).toEqual(["Erster Eindruck"]);
    fireEvent.click(target, { detail: 1 });
    expect(open()).toEqual([]);
  });

  it("opens a card on keyboard focus as on hover, keeps it open on Enter and closes it when focus moves on", async () => {
    const user = userEvent.setup();
    await user.tab();
    expect(open()).toEqual(["Erster Eindruck"]);
    await user.keyboard("{Enter}");
    expect(open()).toEqual(["Erster Eindruck"]);
    await user.keyboard("{Enter}");
    expect(open()).toEqual([]);
    await user.tab();
    expect(open()).toEqual(["Benutzerfreundlichkeit"]);
    await user.tab();
    expect(open()).toEqual(["Mobile Optimierung"]);
    await user.tab();
    expect(open()).toEqual([]);
  });
});

describe("CardAccordion hydrated after a visitor reached for it", () => {
  it("opens the card whose button a tap focused before the island ran", () => {
    const section = <CardAccordion cards={cards} id="leistungen" />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(section);
    document.body.appendChild(container);
    container.querySelectorAll("button")[1].focus();
    const { unmount } = render(section, { container, hydrate: true });
    expect(screen.getByRole("button", { name: /Benutzerfreundlichkeit/ })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("button", { expanded: true })).toHaveLength(1);
    unmount();
    container.remove();
  });
});
