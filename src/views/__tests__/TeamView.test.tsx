import { cleanup, render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { TeamView } from "../TeamView";
import { PageLanguageProvider } from "../../i18n/language";
import { mockMatchMedia, reducedMotion } from "../../test-utils/match-media";

const image: IGatsbyImageData = { layout: "constrained", width: 10, height: 10, images: { fallback: { src: "/x.jpg" } } };
const member = {
  name: "Anna",
  role: "Webentwicklung",
  passion: "Websites, die funktionieren.",
  image,
  imageAlt: "Foto",
  gradient: ["#111111", "#222222"],
  linkedin: "https://example.com/in/anna",
  webpage: "https://example.com/anna",
};

beforeAll(() => mockMatchMedia(reducedMotion));

describe("TeamView", () => {
  it("quotes each founder in the quotation marks of the page's language", () => {
    render(<TeamView title="Unser Team" intro="Wir." members={[member]} />);
    expect(screen.getByText("„Websites, die funktionieren.“")).toBeInTheDocument();
    cleanup();
    render(
      <PageLanguageProvider page={{ language: "en" }}>
        <TeamView title="Our team" intro="Us." members={[{ ...member, passion: "Websites that work." }]} />
      </PageLanguageProvider>,
    );
    expect(screen.getByText("“Websites that work.”")).toBeInTheDocument();
  });
});
