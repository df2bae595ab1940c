import { render, screen } from "@testing-library/react";
import { ContactPageView } from "../ContactPageView";

const texts = {
  nameLabel: "Name",
  emailLabel: "E-Mail",
  messageLabel: "Nachricht",
  consentText: "Ich bin einverstanden.",
  privacyLinkText: "Datenschutzerklärung",
  submitLabel: "Nachricht senden",
  emailAlternative: "Lieber per E-Mail?",
};

describe("ContactPageView", () => {
  it("is a plain form that posts every field of a contact request to the endpoint", () => {
    const { container } = render(
      <ContactPageView title="Kontakt" intro="Schreiben Sie uns." texts={texts} email="post@agentur.example" apiKey="public-key" />,
    );
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/send-email");
    expect(form).toHaveAttribute("accept-charset", "utf-8");
    const names = [...form.querySelectorAll("input, textarea")].map((field) => field.getAttribute("name"));
    expect(names).toEqual(["api_key", "name", "email", "message", "website", "agreed_to_agbs"]);
    expect(form.querySelector('input[name="api_key"]')).toHaveAttribute("value", "public-key");
    expect(screen.getByLabelText("E-Mail")).toHaveAttribute("type", "email");
    expect(screen.getByRole("checkbox")).toBeRequired();
    expect(screen.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/datenschutz/");
    expect(screen.getByRole("button", { name: "Nachricht senden" })).toHaveAttribute("type", "submit");
  });

  it("shows the agency's address as text for those who prefer an e-mail", () => {
    render(<ContactPageView title="Kontakt" intro="x" texts={texts} email="post@agentur.example" apiKey="k" />);
    expect(screen.getByRole("link", { name: "post@agentur.example" })).toHaveAttribute("href", "mailto:post@agentur.example");
  });
});
