import { render, screen } from "@testing-library/react";
import { ContactAnswerView } from "../ContactAnswerView";

describe("ContactAnswerView", () => {
  it("lists each problem under the anchor the endpoint sends the visitor to, with a way to the form", () => {
    const problems = [
      { anchor: "e-mail", text: "Bitte prüfen Sie die Adresse." },
      { anchor: "einwilligung", text: "Bitte willigen Sie ein." },
    ];
    const { container } = render(<ContactAnswerView title="Nicht gesendet" intro="Zurück" problems={problems} toFormLink="Zum Formular" />);
    expect(container.querySelector("#e-mail")).toHaveTextContent("Bitte prüfen Sie die Adresse.");
    expect(container.querySelector("#einwilligung")).toHaveTextContent("Bitte willigen Sie ein.");
    expect(screen.getByRole("link", { name: "Zum Formular" })).toHaveAttribute("href", "/kontakt/");
  });

  it("lists a preview's reason only where the address names it: it never applies to the public site", () => {
    const problems = [
      { anchor: "e-mail", text: "Bitte prüfen Sie die Adresse." },
      { anchor: "vorschau", text: "Dies ist eine Vorschau." },
    ];
    const { container } = render(<ContactAnswerView title="Nicht gesendet" intro="Zurück" problems={problems} />);
    expect(container.querySelector("#vorschau")).toHaveAttribute("data-named-only");
    expect(container.querySelector("#e-mail")).not.toHaveAttribute("data-named-only");
  });

  it("names the agency's address for a visitor who would rather write an e-mail", () => {
    render(
      <ContactAnswerView
        title="Nicht gesendet"
        intro="Zurück"
        problems={[]}
        emailAlternative={{ text: "Lieber per E-Mail?", email: "post@agentur.example" }}
      />,
    );
    expect(screen.getByText(/Lieber per E-Mail\?/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "post@agentur.example" })).toHaveAttribute("href", "mailto:post@agentur.example");
  });

  it("thanks without a list and leads home", () => {
    const { container } = render(<ContactAnswerView title="Danke" intro="Wir melden uns." />);
    expect(container.querySelector("ul")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Danke");
  });
});
