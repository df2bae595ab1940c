import { render, screen } from "@testing-library/react";
import { Footer } from "../Footer";
import { PageLanguageProvider } from "../../../i18n/language";

describe("Footer", () => {
  it("shows the copyright line and links to the projects, the blog, Impressum, Datenschutz and the accessibility statement", () => {
    render(<Footer companyName="Muster GbR" copyrightYear={2024} />);
    expect(screen.getByText("© 2024 Muster GbR")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/impressum/");
    expect(screen.getByRole("link", { name: "Datenschutz" })).toHaveAttribute("href", "/datenschutz/");
    expect(screen.getByRole("link", { name: "Barrierefreiheit" })).toHaveAttribute("href", "/barrierefreiheit/");
    expect(screen.getByRole("link", { name: "Kontakt" })).toHaveAttribute("href", "/kontakt/");
    expect(screen.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog/");
    expect(screen.getByRole("link", { name: "Projekte" })).toHaveAttribute("href", "/projects/");
    expect(screen.getByRole("link", { name: "Cookie-Einstellungen" })).toBeInTheDocument();
  });

  it("links the projects page in the page's language", () => {
    render(
      <PageLanguageProvider page={{ language: "en", addresses: { "/projects/": "/en/projects/" } }}>
        <Footer companyName="Muster GbR" copyrightYear={2024} />
      </PageLanguageProvider>,
    );
    expect(screen.getByRole("link", { name: "Projects" })).toHaveAttribute("href", "/en/projects/");
  });
});
