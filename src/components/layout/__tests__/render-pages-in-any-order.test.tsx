import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { useStaticQuery } from "gatsby";
import { replaceRenderer } from "../../../../plugins/gatsby-plugin-islands/gatsby-ssr";
import { companyFixture } from "../../../test-utils/static-query";
import { contactFormTexts } from "../../contact/test-support/contact-form-texts";
import { ServicePageView } from "../../../views/ServicePageView";
import { ProjectsView } from "../../../views/ProjectsView";
import { LandingLayout, SimpleLayout } from "../layouts";

/** A page as the build renders it (the islands plugin's renderer): its body, head and end of body. */
function renderPage(page: ReactElement): string {
  const parts: string[] = [];
  const markup = (nodes: ReactNode[]) => nodes.map((node) => renderToStaticMarkup(<>{node}</>)).join("");
  replaceRenderer!(
    {
      bodyComponent: page,
      replaceBodyHTMLString: (html: string) => parts.push(html),
      setHeadComponents: (nodes: ReactNode[]) => parts.push(markup(nodes)),
      setPostBodyComponents: (nodes: ReactNode[]) => parts.push(markup(nodes)),
    } as never,
    { plugins: [] },
  );
  return parts.join("\n");
}

const servicePage = (
  <LandingLayout>
    <ServicePageView
      title="AI & Automatisierung"
      intro="Einführung"
      features={[{ name: "Analyse", color: "#1f4e79", icon: "chat", description: "Beschreibung" }]}
      paragraph="Absatz"
      ctaText="Jetzt Beratung anfragen"
    />
  </LandingLayout>
);

const projectsPage = (
  <SimpleLayout>
    <ProjectsView title="Unsere Projekte" intro="Einleitung" projects={[]} />
  </SimpleLayout>
);

describe("rendering pages", () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({
      company: companyFixture,
      site: { siteMetadata: { siteUrl: "https://agentur.example" } },
      allContactForm: { nodes: [{ ...contactFormTexts, language: "de" }] },
    });
  });

  it("gives each page the same HTML in either order: rendering one leaves nothing behind for the next", () => {
    const serviceFirst = [renderPage(servicePage), renderPage(projectsPage)];
    const projectsFirst = [renderPage(projectsPage), renderPage(servicePage)];
    expect(projectsFirst).toEqual([serviceFirst[1], serviceFirst[0]]);
    // What differs between the pages stays with its page: the service page's call to action brings the dialog.
    expect(serviceFirst[0]).toContain('data-island="contact-dialog"');
    expect(serviceFirst[1]).not.toContain('data-island="contact-dialog"');
    expect(serviceFirst[1]).toContain('data-island="project-details"');
  });
});
