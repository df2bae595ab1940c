import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { useStaticQuery } from "gatsby";
import { ContactButton } from "../ContactButton";
import { WithContactDialog } from "../WithContactDialog";
import { ContactDialogOnPage } from "../ContactDialogOnPage";
import { PageLanguageProvider } from "../../../i18n/language";
import { ISLAND, ISLAND_PROPS } from "../../../../plugins/gatsby-plugin-islands/runtime/markers";
import { contactFormContent, contactFormTexts as texts } from "../test-support/contact-form-texts";

beforeAll(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ allContactForm: { nodes: [{ ...contactFormContent, language: "de" }] } });
});

describe("ContactButton", () => {
  it("links to the contact page, on a page that carries the contact dialog as an island with its texts", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <WithContactDialog contactDialog>
        <ContactButton>Jetzt Kontakt aufnehmen</ContactButton>
      </WithContactDialog>,
    );
    expect(container.querySelector("a")).toHaveAttribute("href", "/kontakt/");
    expect(container.querySelector("a")).not.toHaveAttribute("aria-haspopup");
    const island = container.querySelector(`[${ISLAND}="contact-dialog"]`)!;
    expect(JSON.parse(island.getAttribute(ISLAND_PROPS)!)).toEqual({ texts: { ...texts, privacyPage: "/datenschutz/" } });
    expect(island.querySelector("dialog")).not.toHaveAttribute("open");
  });

  it("on an English page, links to the English contact page", () => {
    render(
      <PageLanguageProvider page={{ language: "en" }}>
        <ContactButton>Get in touch</ContactButton>
      </PageLanguageProvider>,
    );
    expect(screen.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/en/contact/");
  });

  it("leaves a page without a call to action without the dialog", () => {
    const html = renderToString(
      <WithContactDialog contactDialog={false}>
        <p>Nur Text</p>
      </WithContactDialog>,
    );
    expect(html).not.toContain(ISLAND);
    expect(html).not.toContain("<dialog");
  });

  it("stops the build on a call to action whose page does not carry the dialog", () => {
    const render = () =>
      renderToString(
        <WithContactDialog contactDialog={false}>
          <ContactButton>Jetzt Kontakt aufnehmen</ContactButton>
        </WithContactDialog>,
      );
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(render).toThrow("pass `contactDialog` to the page's layout");
  });
});

describe("ContactDialogOnPage", () => {
  it("opens from every call to action once it runs, says so, and gives focus back to the one that opened it", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ContactButton>Erstes Gespräch</ContactButton>
        <ContactButton>Projekt anfragen</ContactButton>
        <ContactDialogOnPage texts={texts} />
      </>,
    );
    const second = screen.getByRole("link", { name: "Projekt anfragen" });
    await waitFor(() => expect(second).toHaveAttribute("aria-haspopup", "dialog"));
    expect(screen.getByRole("link", { name: "Erstes Gespräch" })).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(second);
    expect(await screen.findByRole("dialog", { name: texts.title })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Schließen" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(second).toHaveFocus();
  });

  it("lets a click that asks for a new tab follow the link", async () => {
    render(
      <>
        <ContactButton>Erstes Gespräch</ContactButton>
        <ContactDialogOnPage texts={texts} />
      </>,
    );
    const link = screen.getByRole("link", { name: "Erstes Gespräch" });
    await waitFor(() => expect(link).toHaveAttribute("aria-haspopup", "dialog"));
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
