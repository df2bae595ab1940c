import { render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useStaticQuery } from "gatsby";
import { ContactButton } from "../ContactButton";
import { ContactProvider } from "../ContactProvider";
import { contactFormTexts } from "../test-support/contact-form-texts";

const texts = contactFormTexts;

beforeAll(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ contactForm: texts });
});

const page = (
  <ContactProvider>
    <ContactButton>Jetzt Kontakt aufnehmen</ContactButton>
  </ContactProvider>
);

describe("ContactButton", () => {
  it("links to the contact page in the static HTML, marked as a part that waits for a visitor's intent", () => {
    const html = renderToString(page);
    expect(html).toContain('href="/kontakt/"');
    expect(html).toContain("data-waits-for-intent");
    expect(html).not.toContain("aria-haspopup");
  });

  it("opens the dialog for a click the loader held back before the page was interactive", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    container.querySelector("a")!.setAttribute("data-pending-click", "");
    document.body.appendChild(container);
    render(page, { container, hydrate: true });
    expect(await screen.findByRole("dialog", { name: "Kontakt aufnehmen" })).toBeInTheDocument();
    const button = screen.getByRole("link", { name: "Jetzt Kontakt aufnehmen" });
    expect(button).not.toHaveAttribute("data-pending-click");
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
  });

  it("opens nothing by itself when no click is pending", async () => {
    render(page);
    await waitFor(() => expect(screen.getByRole("link", { name: "Jetzt Kontakt aufnehmen" })).toHaveAttribute("aria-haspopup", "dialog"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
