import { render, screen, within } from "@testing-library/react";
import { LegalView } from "../LegalView";

const html = '<h2 id="praambel">Präambel</h2><p>Text</p><h2 id="verantwortlicher">Verantwortlicher</h2><p>Wir</p>';
const headings = [
  { id: "praambel", value: "Präambel" },
  { id: "verantwortlicher", value: "Verantwortlicher" },
];

describe("LegalView", () => {
  it("shows title, German date and a table of contents whose links reach the headings", () => {
    const { container } = render(
      <LegalView title="Datenschutzerklärung" date="2024-10-18" tocHeading="Inhaltsübersicht" headings={headings} html={html} />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeInTheDocument();
    expect(screen.getByText("18. Oktober 2024")).toHaveAttribute("datetime", "2024-10-18");
    expect(screen.getByRole("link", { name: /Zurück zur Startseite/ })).toHaveAttribute("href", "/");

    const toc = screen.getByRole("navigation", { name: "Inhaltsübersicht" });
    const links = within(toc).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Präambel", "Verantwortlicher"]);
    for (const link of links) {
      const target = link.getAttribute("href")!.slice(1);
      expect(container.querySelector(`#${target}`)?.tagName).toBe("H2");
    }
  });

  it("has no table of contents and no date when the page has none", () => {
    render(<LegalView title="Impressum" date={null} tocHeading={null} headings={headings} html="<p>Angaben</p>" />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByText(/Stand/)).not.toBeInTheDocument();
    expect(screen.getByText("Angaben")).toBeInTheDocument();
  });
});
